import { useId, useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { validation } from '@/src/contracts/messages';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  label: ReactNode;
  size?: 'small' | 'normal';
  /** Messages from the form's validation state; the first is shown and wins over the built-in one. */
  errors?: string[] | undefined;
  /** Set by the form on submit so an untouched required box still says it is required. */
  touched?: boolean;
  onCheckedChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A labelled checkbox. Spec 5: a required box that is unchecked and has been touched says 'Value is required'.
 */
export function Checkbox({
  label,
  size = 'normal',
  errors,
  touched: touchedByForm,
  required,
  checked,
  defaultChecked,
  onChange,
  onCheckedChange,
  onBlur,
  id,
  className,
  'aria-describedby': extraDescribedBy,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const [innerChecked, setInnerChecked] = useState(Boolean(defaultChecked));
  const [touched, setTouched] = useState(false);
  const isChecked = checked ?? innerChecked;
  const error = errors?.[0] ?? (required && !isChecked && (touched || touchedByForm) ? validation.required : undefined);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setTouched(true);
    if (checked === undefined) setInnerChecked(event.target.checked);
    onChange?.(event);
    onCheckedChange?.(event.target.checked, event);
  }

  return (
    <div className={[styles.field, styles[size], className].filter(Boolean).join(' ')}>
      <label className={styles.row} htmlFor={inputId}>
        <input
          {...rest}
          id={inputId}
          type="checkbox"
          className={styles.input}
          checked={isChecked}
          onChange={handleChange}
          onBlur={(event) => {
            setTouched(true);
            onBlur?.(event);
          }}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : null, extraDescribedBy].filter(Boolean).join(' ') || undefined}
        />
        <span className={styles.box} aria-hidden>
          <svg viewBox="0 0 16 16" className={styles.tick}>
            <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </span>
        <span className={styles.label}>
          {label}
          {required ? <span className="visually-hidden"> (required)</span> : null}
        </span>
      </label>
      <p id={errorId} className={styles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
