import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthCard } from '@/src/components/layout/auth-card';
import { landingFor } from '@/src/contracts/access';
import { confirmUser, type NewPasswordForm as NewPassword } from '@/src/contracts/passwords';
import { ApiError } from '@/src/lib/api-error';
import { call } from '@/src/lib/api-client';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import { adoptTokens } from '@/src/lib/session';
import { LinkStatePage } from './link-states';
import { NewPasswordForm } from './new-password-form';
import { useOneTimeLink } from './one-time-link';

/**
 * /confirm-user/{token}: a new owner sets the first password with the link e-mailed on approval; the
 * server answers a token set, so they are signed in and land on their home page.
 */
export function ConfirmUserPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const link = useOneTimeLink(token, 'confirm-user');
  // A link can die between the check and the submit (used in another tab, expired meanwhile).
  const [diedWith, setDiedWith] = useState<string | null>(null);

  const state = diedWith ? ({ kind: 'dead', message: diedWith } as const) : link.state;
  if (state.kind !== 'valid') return <LinkStatePage state={state} purpose="confirm-user" onRetry={link.retry} />;

  async function submit(value: NewPassword) {
    try {
      const tokens = await call(confirmUser, { body: { token, ...value } }, { suppressToast: [410] });
      adoptTokens(tokens);
      const user = await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
      await navigate({ to: landingFor(roleOf(user) ?? 2), replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) setDiedWith(error.message);
      else throw error;
    }
  }

  return (
    <AuthCard title="Set your password" subtitle="Welcome! Choose a password to finish setting up your account.">
      <NewPasswordForm id="confirm-user" email={state.email} submitText="Set password and sign in" onSubmit={submit} />
    </AuthCard>
  );
}
