import type { FieldMetadata } from '@conform-to/react';
import { Select, type SelectProps } from '@/src/components/ui/select';
import { useServerErrors } from './schema-form';

interface FieldSelectProps extends Omit<SelectProps, 'id' | 'name' | 'form'> {
  field: FieldMetadata<unknown>;
  /** The server's per-field errors, where the field is not inside the SchemaForm that hands them down. */
  serverErrors?: Record<string, string[]>;
}

/**
 * The kit's Select wired to one Conform field: its id (the error line's too), name, form and errors, and the key
 * Conform changes on reset so that the select remounts on its default. An `errors` prop replaces the wired ones.
 */
export function FieldSelect({ field, serverErrors, ...props }: FieldSelectProps) {
  const fromServer = useServerErrors();
  return (
    <Select
      key={field.key}
      id={field.id}
      name={field.name}
      form={field.formId}
      errors={field.errors ?? (serverErrors ?? fromServer)[field.name]}
      {...props}
    />
  );
}
