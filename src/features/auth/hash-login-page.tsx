import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { landingFor } from '@/src/contracts/access';
import { loginByHash } from '@/src/contracts/auth';
import { ApiError } from '@/src/lib/api-error';
import { call } from '@/src/lib/api-client';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import { adoptTokens } from '@/src/lib/session';
import { AuthCard } from '@/src/components/layout/auth-card';

/** Signs in once with a one-time hash; a used, expired or unknown one gets a clear page, not an error dump. */
export function HashLoginPage({ hash }: { hash: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // A hash works once: StrictMode's second effect run must not spend it again.
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        adoptTokens(await call(loginByHash, { params: { hash } }, { suppressToast: [401, 422] }));
        const user = await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
        await navigate({ to: landingFor(roleOf(user) ?? 2), replace: true });
      } catch (error) {
        setFailure(
          error instanceof ApiError && error.status !== 0
            ? error.message
            : 'We could not reach the server. Try the link again.',
        );
      }
    })();
  }, [hash, navigate, queryClient]);

  return (
    <AuthCard title={failure ? 'This link does not work' : 'Signing you in…'}>
      {failure ? (
        <>
          <p role="alert">{failure}</p>
          <Link to="/login">Go to login</Link>
        </>
      ) : (
        <p aria-live="polite">One moment, please.</p>
      )}
    </AuthCard>
  );
}
