import type { FieldMetadata } from '@conform-to/react';

/**
 * What the kit's TextInput needs from a Conform field: its id (the kit names the error line `${id}-error`,
 * as Conform does), name, form, default value and errors. The kit wires aria-describedby itself, so
 * Conform's own describedby is left out rather than listed twice. `key` stays separate: React refuses it
 * in a spread, and Conform changes it on reset so the field remounts empty.
 */
export function textField(field: FieldMetadata<unknown>, serverErrors?: Record<string, string[]>) {
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    defaultValue: field.initialValue === undefined ? undefined : String(field.initialValue),
    required: field.required,
    errors: field.errors ?? serverErrors?.[field.name],
  };
}
