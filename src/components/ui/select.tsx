import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { InputWrapper } from './input-wrapper';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children' | 'onChange'> {
  label: ReactNode;
  options: readonly SelectOption[];
  onValueChange?: (value: string) => void;
  caption?: ReactNode;
  errors?: string[] | undefined;
  hideLabel?: boolean;
}

/** A labelled native select: the platform's own picker, keyboard and screen-reader support included. */
export function Select({
  label,
  options,
  onValueChange,
  caption,
  errors,
  hideLabel,
  id,
  className,
  required,
  ...rest
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <InputWrapper
      id={selectId}
      label={label}
      caption={caption}
      error={errors?.[0]}
      hideLabel={hideLabel}
      required={required}
      className={className}
    >
      {({ describedBy, invalid }) => (
        <select
          {...rest}
          id={selectId}
          required={required}
          className={styles.select}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange?.(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </InputWrapper>
  );
}
