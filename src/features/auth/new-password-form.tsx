import { getFormProps } from '@conform-to/react';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/text-input';
import { newPasswordForm, type NewPasswordForm as NewPassword } from '../../contracts/passwords';
import { textField } from '../../lib/form-fields';
import { useSchemaForm } from '../../lib/use-schema-form';
import styles from './password-pages.module.css';

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
    <form {...getFormProps(form)} className={styles.form}>
      <p className={styles.account}>
        For <strong>{email}</strong>
      </p>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
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
        label="Repeat the password"
        type="password"
        autoComplete="new-password"
      />
      <div className={styles.actions}>
        <Button type="submit" mode="fill" loading={busy}>
          {submitText}
        </Button>
      </div>
    </form>
  );
}
