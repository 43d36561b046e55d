import { Link } from '@tanstack/react-router';
import { AuthCard } from '@/src/components/layout/auth-card';
import { Button } from '@/src/components/ui/button';
import { Spinner } from '@/src/components/ui/spinner';
import type { OneTimeLinkPurpose } from '@/src/contracts/passwords';
import { deadLinkTitle, type LinkState } from './one-time-link';
import styles from './password-pages.module.css';

/** What a link that cannot be used leads to next. */
const NEXT_STEP: Record<OneTimeLinkPurpose, string> = {
  'confirm-user':
    'If you have already set your password, sign in with it. Otherwise ask our support to send the e-mail again.',
  'password-reset': 'You can ask for a new link: it is valid for one hour.',
};

/** The page for a link that is checking, dead or could not be checked: never an error dump. */
export function LinkStatePage({
  state,
  purpose,
  onRetry,
}: {
  state: Exclude<LinkState, { kind: 'valid' }>;
  purpose: OneTimeLinkPurpose;
  onRetry: () => void;
}) {
  if (state.kind === 'checking') {
    return (
      <AuthCard title="Checking your link…">
        <Spinner label="Checking your link" />
      </AuthCard>
    );
  }
  if (state.kind === 'unreachable') {
    return (
      <AuthCard title="We could not check your link">
        <p role="alert">{state.message}</p>
        <div className={styles.actions}>
          <Button onClick={onRetry}>Try again</Button>
          <Link to="/login">Go to login</Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={deadLinkTitle(state.message)}>
      <p role="alert">{state.message}</p>
      <p>{NEXT_STEP[purpose]}</p>
      <div className={styles.links}>
        {purpose === 'password-reset' && <Link to="/password-reset">Ask for a new link</Link>}
        <Link to="/login">Go to login</Link>
      </div>
    </AuthCard>
  );
}
