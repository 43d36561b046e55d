import type { FieldMetadata } from '@conform-to/react';
import { TextInput, type TextInputProps } from '@/src/components/ui/text-input';
import { textField } from '@/src/lib/form-fields';
import { useServerErrors } from './schema-form';

type WiredProps = 'id' | 'name' | 'form' | 'defaultValue' | 'required' | 'value';

interface FieldInputProps extends Omit<TextInputProps, WiredProps> {
  field: FieldMetadata<unknown>;
  /** The server's per-field errors, where the field is not inside the SchemaForm that hands them down. */
  serverErrors?: Record<string, string[]>;
  /** A number typed on a phone's decimal keypad, never filled in by the browser (amounts, limits, percents). */
  decimal?: boolean;
}

/**
 * The kit's TextInput wired to one Conform field: the one place that spells the wiring (textField) and the key,
 * which Conform changes on reset so that the input remounts empty.
 */
export function FieldInput({ field, serverErrors, decimal, ...props }: FieldInputProps) {
  const fromServer = useServerErrors();
  const numeric = decimal ? ({ inputMode: 'decimal', autoComplete: 'off' } as const) : undefined;
  return <TextInput key={field.key} {...textField(field, serverErrors ?? fromServer)} {...numeric} {...props} />;
}
