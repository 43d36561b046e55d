import type { FieldMetadata } from '@conform-to/react';
import { Select, type SelectProps } from '@/src/components/ui/select';

interface FieldSelectProps extends Omit<SelectProps, 'id' | 'name' | 'form'> {
  field: FieldMetadata<unknown>;
  /** The server's per-field errors (useSchemaForm's), shown when the field has none of its own. */
  serverErrors?: Record<string, string[]>;
}

/**
 * The kit's Select wired to one Conform field: its id (the error line's too), name, form and errors, and the key
 * Conform changes on reset so that the select remounts on its default. An `errors` prop replaces the wired ones.
 */
export function FieldSelect({ field, serverErrors, ...props }: FieldSelectProps) {
  return (
    <Select
      key={field.key}
      id={field.id}
      name={field.name}
      form={field.formId}
      errors={field.errors ?? serverErrors?.[field.name]}
      {...props}
    />
  );
}
