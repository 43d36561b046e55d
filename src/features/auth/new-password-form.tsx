import { SchemaForm } from '@/src/components/forms/schema-form';
import { NewPasswordFields } from '@/src/components/forms/new-password-fields';
import { Button } from '@/src/components/ui/button';
import { newPasswordForm, type NewPasswordForm as NewPassword } from '@/src/contracts/passwords';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import styles from './password-pages.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

interface NewPasswordFormProps {
  id: string;
  /** The account the password is for: shown, and given to password managers. */
  email: string;
  submitText: string;
  /** Rejects with an ApiError carrying field errors (422) to show them on the fields. */
  onSubmit: (value: NewPassword) => Promise<void>;
}

/** A new password typed twice (spec 5 strong password; the confirmation must equal it). */
export function NewPasswordForm({ id, email, submitText, onSubmit }: NewPasswordFormProps) {
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: id,
    schema: newPasswordForm,
    async submit(value) {
      await onSubmit(value);
    },
  });

  return (
    <SchemaForm form={form} serverErrors={serverErrors} className={blocks.stack}>
      <p className={styles.account}>
        For <strong>{email}</strong>
      </p>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        password={fields.password}
        confirmation={fields.passwordConfirmation}
        confirmationLabel="Repeat the password"
      />
      <div className={styles.actions}>
        <Button type="submit" mode="fill" loading={busy}>
          {submitText}
        </Button>
      </div>
    </SchemaForm>
  );
}
