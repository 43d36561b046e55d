import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthCard } from '@/src/components/layout/auth-card';
import { Button } from '@/src/components/ui/button';
import { TextInput } from '@/src/components/ui/text-input';
import { requestPasswordReset } from '@/src/contracts/passwords';
import { call } from '@/src/lib/api-client';
import { textField } from '@/src/lib/form-fields';
import { AnswerCard } from './answer-card';
import styles from './password-pages.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

const resetRequestForm = requestPasswordReset.body;

/**
 * /password-reset: asks for a link by e-mail. The answer is the same whether or not the address has an
 * account, so the page cannot be used to find out who is a client.
 */
export function PasswordResetRequestPage() {
  const [answer, setAnswer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form, fields] = useForm({
    id: 'password-reset-request',
    constraint: getZodConstraint(resetRequestForm),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetRequestForm }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setBusy(true);
      try {
        setAnswer((await call(requestPasswordReset, { body: submission.value })).message);
      } catch {
        // The API client has shown why (e.g. too many requests); the form stays for another try.
      } finally {
        setBusy(false);
      }
    },
  });

  if (answer) {
    return (
      <AnswerCard title="Check your e-mail" answer={answer}>
        <p>The link is valid for one hour. Nothing arrived? Check the spam folder, or ask again in a few minutes.</p>
        <Link to="/login">Back to login</Link>
      </AnswerCard>
    );
  }

  return (
    <AuthCard title="Reset password" subtitle="Enter the e-mail you sign in with and we will send you a link.">
      <form {...getFormProps(form)} className={blocks.stack}>
        <TextInput
          {...textField(fields.email)}
          key={fields.email.key}
          label="E-mail"
          type="email"
          autoComplete="email"
        />
        <div className={styles.actions}>
          <Button type="submit" mode="fill" loading={busy}>
            Send link
          </Button>
        </div>
        <Link to="/login">Back to login</Link>
      </form>
    </AuthCard>
  );
}
