import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/text-input';
import { changePassword } from '../../contracts/passwords';
import { ApiError } from '../../lib/api-error';
import { call } from '../../lib/api-client';
import { textField } from '../../lib/form-fields';
import { notify } from '../../lib/notify';
import styles from './profile-settings.module.css';
import { Section } from './section';

const passwordChange = changePassword.body;

/** Change password (spec 8: success shows the server's message); other sessions are signed out. */
export function PasswordForm({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [form, fields] = useForm({
    id: 'change-password',
    constraint: getZodConstraint(passwordChange),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordChange }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setServerErrors({});
      setBusy(true);
      try {
        const answer = await call(changePassword, { body: submission.value });
        notify.success(answer.message);
        form.reset();
      } catch (error) {
        if (error instanceof ApiError && error.errors) setServerErrors(error.errors);
      } finally {
        setBusy(false);
      }
    },
  });

  return (
    <Section title="Password">
      <form {...getFormProps(form)} className={styles.form}>
        <p className={styles.muted}>Changing it signs you out on your other devices.</p>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextInput
          {...textField(fields.currentPassword, serverErrors)}
          key={fields.currentPassword.key}
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <div className={styles.twoColumns}>
          <TextInput
            {...textField(fields.password, serverErrors)}
            key={fields.password.key}
            label="New password"
            type="password"
            autoComplete="new-password"
            caption="At least 8 characters, with an uppercase and a lowercase letter, a digit and a special symbol"
          />
          <TextInput
            {...textField(fields.passwordConfirmation, serverErrors)}
            key={fields.passwordConfirmation.key}
            label="Repeat the new password"
            type="password"
            autoComplete="new-password"
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            Change password
          </Button>
        </div>
      </form>
    </Section>
  );
}
