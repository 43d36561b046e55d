import { getFormProps, type FormMetadata } from '@conform-to/react';
import { createContext, useContext, type ComponentPropsWithoutRef, type ReactNode } from 'react';

type ServerErrors = Record<string, string[]>;

const ServerErrorsContext = createContext<ServerErrors>({});

/** The server's per-field errors of the form around (useSchemaForm's), which a field shows when it has none. */
export const useServerErrors = () => useContext(ServerErrorsContext);

/** Hands the server's per-field errors to the fields inside, for a frame that renders its own <form> (AskDialog). */
export function ServerErrorsScope({ errors, children }: { errors: ServerErrors; children: ReactNode }) {
  return <ServerErrorsContext value={errors}>{children}</ServerErrorsContext>;
}

interface SchemaFormProps<Schema extends Record<string, unknown>> extends Omit<
  ComponentPropsWithoutRef<'form'>,
  'id' | 'onSubmit' | 'noValidate'
> {
  /** useSchemaForm's form. */
  form: FormMetadata<Schema, string[]>;
  /** useSchemaForm's server errors, handed to every FieldInput and FieldSelect inside. */
  serverErrors: ServerErrors;
}

/**
 * The <form> of a useSchemaForm form: Conform's form props, and the server's per-field errors (a 422's) passed
 * down once, so that no field inside has to be given them.
 */
export function SchemaForm<Schema extends Record<string, unknown>>({
  form,
  serverErrors,
  children,
  ...props
}: SchemaFormProps<Schema>) {
  return (
    <ServerErrorsScope errors={serverErrors}>
      <form {...getFormProps(form)} {...props}>
        {children}
      </form>
    </ServerErrorsScope>
  );
}
