import { useForm, type FormMetadata } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from './api-error';

interface SchemaFormOptions<S extends z.ZodObject> {
  id: string;
  /** The contract's schema: the form checks exactly what the server will (errors on blur, then on input). */
  schema: S;
  defaultValue?: Partial<z.input<S>>;
  /** Sends the valid value. An ApiError with field errors (422) puts them on the fields. */
  submit: (value: z.output<S>, form: FormMetadata<z.input<S>, string[]>) => Promise<void>;
}

/**
 * A Conform form driven by a contract schema, with what every form here needs around it: a busy flag for
 * the submit button and the server's per-field errors.
 */
export function useSchemaForm<S extends z.ZodObject>({ id, schema, defaultValue, submit }: SchemaFormOptions<S>) {
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [form, fields] = useForm<z.input<S>, z.output<S>, string[]>({
    id,
    defaultValue: defaultValue as never,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setServerErrors({});
      setBusy(true);
      try {
        await submit(submission.value, form);
      } catch (error) {
        if (error instanceof ApiError && error.errors) setServerErrors(error.errors);
      } finally {
        setBusy(false);
      }
    },
  });
  return { form, fields, busy, serverErrors };
}
