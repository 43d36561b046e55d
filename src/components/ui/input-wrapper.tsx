import type { ReactNode } from 'react';
import styles from './input-wrapper.module.css';

/** What the wrapped control needs to be wired to its caption, counter and error. */
export interface FieldWiring {
  describedBy: string | undefined;
  invalid: boolean;
}

export interface InputWrapperProps {
  /** The id of the control inside: the label points at it and the helper lines are named after it. */
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Keep the label for screen readers but do not show it (e.g. a search box with a visible icon). */
  hideLabel?: boolean;
  caption?: ReactNode;
  /** The one message to show; fields pass the first error of their validation state. */
  error?: string | undefined;
  /** Shown at the end of the caption line, e.g. '12/100'. */
  counter?: ReactNode;
  className?: string;
  children: (wiring: FieldWiring) => ReactNode;
}

export function fieldIds(id: string) {
  return { caption: `${id}-caption`, error: `${id}-error`, counter: `${id}-counter` };
}

export function InputWrapper({
  id,
  label,
  required,
  hideLabel,
  caption,
  error,
  counter,
  className,
  children,
}: InputWrapperProps) {
  const ids = fieldIds(id);
  const describedBy =
    [error ? ids.error : null, caption ? ids.caption : null, counter !== undefined ? ids.counter : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={[styles.field, error ? styles.invalid : null, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {required ? (
          <span className={styles.required}>
            <span aria-hidden> *</span>
            <span className="visually-hidden"> (required)</span>
          </span>
        ) : null}
      </label>
      {children({ describedBy, invalid: Boolean(error) })}
      <FieldHelpers id={id} caption={caption} counter={counter} error={error} />
    </div>
  );
}

/**
 * The lines under a field, named after its id: the caption and the counter, then the error. Fields with their
 * own control and label (the rich-text editor) use it too, so every field says these the same way.
 */
export function FieldHelpers({
  id,
  caption,
  counter,
  error,
}: Pick<InputWrapperProps, 'id' | 'caption' | 'counter' | 'error'>) {
  const ids = fieldIds(id);
  return (
    <>
      {caption || counter !== undefined ? (
        <div className={styles.helpers}>
          {caption ? (
            <p id={ids.caption} className={styles.caption}>
              {caption}
            </p>
          ) : null}
          {counter !== undefined ? (
            <p id={ids.counter} className={styles.counter}>
              {counter}
            </p>
          ) : null}
        </div>
      ) : null}
      {/* Always rendered so the live region exists before the message arrives and gets announced. */}
      <p id={ids.error} className={styles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </>
  );
}
