import { useId, useState, type ChangeEvent, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { Icon } from './icon';
import { applyInputRules } from './input-rules';
import { InputWrapper } from './input-wrapper';
import styles from './text-input.module.css';

type NativeProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'pattern' | 'size' | 'children' | 'maxLength'
>;

export interface TextInputProps extends NativeProps {
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'textarea';
  /** Controlled value; leave undefined (and use defaultValue) for forms that read the DOM, such as Conform. */
  value?: string;
  defaultValue?: string;
  /** Called with the value after the limit and pattern have been applied. */
  onValueChange?: (value: string, event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Maximum length: typing stops at it and pasted text is cut to fit. */
  limit?: number;
  /** Show 'count/limit' (or just the count without a limit) under the field. */
  counter?: boolean;
  /** Characters the field accepts, tested one by one, e.g. /[0-9.]/; others are dropped as they are typed. */
  pattern?: RegExp;
  /** The field's validation state; the first message is shown. */
  errors?: string[] | undefined;
  caption?: ReactNode;
  hideLabel?: boolean;
  /** Textarea height in lines. */
  rows?: number;
  ref?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

export function TextInput({
  label,
  type = 'text',
  value,
  defaultValue,
  onValueChange,
  limit,
  counter = false,
  pattern,
  errors,
  caption,
  hideLabel,
  rows = 4,
  id,
  className,
  required,
  ref,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [innerValue, setInnerValue] = useState(defaultValue ?? '');
  const [revealed, setRevealed] = useState(false);
  const current = value ?? innerValue;
  const error = errors?.[0];

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const target = event.target;
    const edit = applyInputRules(current, target.value, { limit, pattern });
    if (edit.value !== target.value) {
      // Write the ruled value back at once, so React has nothing to restore and the caret stays where typed.
      target.value = edit.value;
      target.setSelectionRange(edit.caret, edit.caret);
    }
    if (edit.value === current) return;
    if (value === undefined) setInnerValue(edit.value);
    onValueChange?.(edit.value, event);
  }

  const counterText = counter ? (
    <>
      {limit !== undefined ? `${current.length}/${limit}` : current.length}{' '}
      <span className="visually-hidden">characters</span>
    </>
  ) : undefined;

  return (
    <InputWrapper
      id={inputId}
      label={label}
      required={required}
      hideLabel={hideLabel}
      caption={caption}
      error={error}
      counter={counterText}
      className={className}
    >
      {({ describedBy, invalid }) => {
        const shared = {
          id: inputId,
          value: current,
          onChange: handleChange,
          required,
          'aria-invalid': invalid || undefined,
          'aria-describedby': [describedBy, extraDescribedBy].filter(Boolean).join(' ') || undefined,
          className: [styles.control, type === 'password' ? styles.withToggle : null].filter(Boolean).join(' '),
        };
        if (type === 'textarea') {
          return (
            <textarea
              {...(rest as ComponentPropsWithoutRef<'textarea'>)}
              {...shared}
              ref={ref as Ref<HTMLTextAreaElement>}
              rows={rows}
            />
          );
        }
        const input = (
          <input
            {...rest}
            {...shared}
            ref={ref as Ref<HTMLInputElement>}
            type={type === 'password' && revealed ? 'text' : type}
          />
        );
        if (type !== 'password') return input;
        return (
          <div className={styles.passwordBox}>
            {input}
            <button
              type="button"
              className={styles.toggle}
              onClick={() => setRevealed((shown) => !shown)}
              aria-label={revealed ? 'Hide password' : 'Show password'}
              aria-controls={inputId}
              disabled={rest.disabled}
            >
              <Icon name={revealed ? 'eye-off' : 'eye'} size="m" />
            </button>
          </div>
        );
      }}
    </InputWrapper>
  );
}
