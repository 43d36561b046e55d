import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthCard } from '@/src/components/layout/auth-card';
import { resetPassword, type NewPasswordForm as NewPassword } from '@/src/contracts/passwords';
import { ApiError } from '@/src/lib/api-error';
import { call } from '@/src/lib/api-client';
import { AnswerCard } from './answer-card';
import { LinkStatePage } from './link-states';
import { NewPasswordForm } from './new-password-form';
import { useOneTimeLink } from './one-time-link';

/** /password-reset/{token}: a new password through the e-mailed link; then sign in with it. */
export function PasswordResetPage({ token }: { token: string }) {
  const link = useOneTimeLink(token, 'password-reset');
  const [diedWith, setDiedWith] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (done) {
    return (
      <AnswerCard title="Password changed" answer={done}>
        <Link to="/login">Go to login</Link>
      </AnswerCard>
    );
  }

  const state = diedWith ? ({ kind: 'dead', message: diedWith } as const) : link.state;
  if (state.kind !== 'valid') return <LinkStatePage state={state} purpose="password-reset" onRetry={link.retry} />;

  async function submit(value: NewPassword) {
    try {
      const answer = await call(resetPassword, { params: { token }, body: value }, { suppressToast: [410] });
      setDone(answer.message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) setDiedWith(error.message);
      else throw error;
    }
  }

  return (
    <AuthCard title="Set a new password">
      <NewPasswordForm id="password-reset" email={state.email} submitText="Change password" onSubmit={submit} />
    </AuthCard>
  );
}
