import { SchemaForm } from '@/src/components/forms/schema-form';
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
      <SchemaForm form={form} serverErrors={serverErrors} className={blocks.stack}>
        <p className={styles.muted}>Changing it signs you out on your other devices.</p>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FieldInput
          field={fields.currentPassword}
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <div className={`${blocks.twoColumns} ${styles.wideColumns}`}>
          <NewPasswordFields
            password={fields.password}
            confirmation={fields.passwordConfirmation}
            confirmationLabel="Repeat the new password"
          />
        </div>
        <SubmitRow busy={busy}>Change password</SubmitRow>
      </SchemaForm>
    </Section>
  );
}
