import type { ComponentPropsWithRef, ReactNode } from 'react';
import look from './kit-look.module.css';

/*
 * The registration form's text field, checkbox and buttons: the kit's markup (the same ids, live regions and
 * descriptions as TextInput, Checkbox and Button) with the kit's classes (kit-look.module.css), without the kit's
 * components. Those come in seven shared chunks with seven stylesheets; on Lighthouse's phone (slow 4G, six
 * connections) the fourteen requests put the page's first paint about 400 ms later than the page's own chunk
 * and stylesheet do (issue 20; docs/benchmarks.md, session 6, h3). Step 2 and every signed-in page use the kit.
 * plain-fields.test.tsx holds this markup equal to the kit's.
 */

const ids = (id: string) => ({ caption: `${id}-caption`, error: `${id}-error` });

/** A phone screen reader says "required" after the label, as the kit's fields do. */
const requiredMark = <span className="visually-hidden"> (required)</span>;

interface PlainTextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'children'> {
  id: string;
  label: ReactNode;
  caption?: ReactNode;
  /** The field's validation state; the first message is shown. */
  errors?: string[] | undefined;
}

/** The kit's TextInput for a form that reads the DOM (uncontrolled, `defaultValue`). */
export function PlainTextField({ id, label, caption, errors, required, type = 'text', ...rest }: PlainTextFieldProps) {
  const error = errors?.[0];
  const describedBy = [error ? ids(id).error : null, caption ? ids(id).caption : null].filter(Boolean).join(' ');
  return (
    <div className={look.field}>
      <label htmlFor={id} className={look.label}>
        {label}
        {required ? (
          <span className={look.required}>
            <span aria-hidden> *</span>
            {requiredMark}
          </span>
        ) : null}
      </label>
      <input
        {...rest}
        id={id}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={look.control}
      />
      {caption ? (
        <div className={look.helpers}>
          <p id={ids(id).caption} className={look.caption}>
            {caption}
          </p>
        </div>
      ) : null}
      {/* Always rendered so the live region exists before the message arrives and gets announced. */}
      <p id={ids(id).error} className={look.error} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

interface PlainCheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'className' | 'children'> {
  id: string;
  label: ReactNode;
  errors?: string[] | undefined;
}

/** The kit's Checkbox (normal size); its messages come from the form's validation state only. */
export function PlainCheckbox({ id, label, errors, required, ...rest }: PlainCheckboxProps) {
  const error = errors?.[0];
  return (
    <div className={look.checkField}>
      <label className={look.checkRow} htmlFor={id}>
        <input
          {...rest}
          id={id}
          type="checkbox"
          className={look.checkInput}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids(id).error : undefined}
        />
        <span className={look.checkBox} aria-hidden>
          <svg viewBox="0 0 16 16" className={look.checkTick}>
            <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </span>
        <span className={look.checkLabel}>
          {label}
          {required ? requiredMark : null}
        </span>
      </label>
      <p id={ids(id).error} className={look.checkError} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

const APPEARANCES = { primary: look.primaryButton, ghost: look.ghostButton, back: look.ghostBackButton };
const KIT_APPEARANCE = { primary: 'primary', ghost: 'ghost', back: 'ghost' } as const;

interface PlainButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'className'> {
  appearance: keyof typeof APPEARANCES;
  /** As the kit's `loading`: a spinner over the kept label, busy and disabled so a request is not sent twice. */
  busy?: boolean;
}

/** The kit's Button: primary or ghost across the form's width, or the ghost "Back" of a step. */
export function PlainButton({
  appearance,
  busy = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: PlainButtonProps) {
  return (
    <button
      {...rest}
      // A bare <button> inside a form submits it; only an explicit type="submit" should.
      type={type}
      className={[APPEARANCES[appearance], busy ? look.buttonBusy : null].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-appearance={KIT_APPEARANCE[appearance]}
    >
      <span className={look.buttonContent}>{children}</span>
      {busy ? (
        <span className={look.buttonSpinner}>
          <span className={look.spinner} aria-hidden />
        </span>
      ) : null}
    </button>
  );
}
