import { getFormProps, type FieldMetadata } from '@conform-to/react';
import type { z } from 'zod';
import type { createRequestBody } from '@/src/contracts/requests';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { useCreateRequest } from './request-queries';

type AskSchema = (typeof createRequestBody.options)[number];

/**
 * One request kind's form: its schema (a member of the contract's union), sent as a new request, the dialog
 * closed once the server has it. `frame` is what AskDialog takes: the form, its kind, the reason and expiry
 * fields, the server's errors, the busy flag.
 */
export function useAskForm<S extends AskSchema>(
  id: string,
  schema: S,
  defaultValue: Omit<Partial<z.input<S>>, 'kind'>,
  onClose: () => void,
) {
  const ask = useCreateRequest();
  // The kind is the schema's own: sent as a hidden field of the form (AskDialog).
  const kind = schema.shape.kind.value;
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id,
    schema,
    defaultValue: { ...defaultValue, kind } as Partial<z.input<S>>,
    async submit(value) {
      await ask.mutateAsync(value);
      onClose();
    },
  });
  // Every member of the union asks both; TypeScript cannot see it through the generic schema.
  const asked = fields as unknown as Record<'kind' | 'reason' | 'expiresInHours', FieldMetadata<unknown>>;
  const frame = {
    formProps: getFormProps(form),
    kind: { name: asked.kind.name, value: kind },
    reason: asked.reason,
    expiresInHours: asked.expiresInHours,
    serverErrors,
    busy,
    onClose,
  };
  return { fields, serverErrors, frame };
}
