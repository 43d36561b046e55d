import { getFormProps } from '@conform-to/react';
import { FieldInput } from '@/src/components/forms/field-input';
import { NewPasswordFields } from '@/src/components/forms/new-password-fields';
import { changePassword } from '@/src/contracts/passwords';
import { call } from '@/src/lib/api-client';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { notify } from '@/src/lib/notify';
import styles from './profile-settings.module.css';
import { Section } from './section';
import { SubmitRow } from './submit-row';
import blocks from '@/src/components/ui/page-blocks.module.css';

const passwordChange = changePassword.body;

/** Change password (spec 8: success shows the server's message); other sessions are signed out. */
export function PasswordForm({ email }: { email: string }) {
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: 'change-password',
    schema: passwordChange,
    async submit(value, form) {
      notify.success((await call(changePassword, { body: value })).message);
      form.reset();
    },
  });

  return (
    <Section title="Password">
      <form {...getFormProps(form)} className={blocks.stack}>
        <p className={styles.muted}>Changing it signs you out on your other devices.</p>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FieldInput
          field={fields.currentPassword}
          serverErrors={serverErrors}
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <div className={`${blocks.twoColumns} ${styles.wideColumns}`}>
          <NewPasswordFields
            password={fields.password}
            confirmation={fields.passwordConfirmation}
            serverErrors={serverErrors}
            confirmationLabel="Repeat the new password"
          />
        </div>
        <SubmitRow busy={busy}>Change password</SubmitRow>
      </form>
    </Section>
  );
}
