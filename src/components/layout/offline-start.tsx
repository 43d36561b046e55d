import { ErrorComponent, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { offline } from '@/src/contracts/messages';
import { OfflineWithoutSavedUser } from '@/src/lib/route-guard';
import styles from './not-found-page.module.css';

/**
 * An offline start with a stored session that the last visit left no saved user for: the person is still signed
 * in, so this says so instead of sending them to /login, and the page opens by itself once the connection is back.
 */
function OfflineStartPage() {
  const router = useRouter();
  // Retried on the 'online' event only: retrying on mount would run again each time the retry itself re-renders
  // this page, a loop that never lets the user's request finish.
  useEffect(() => {
    const retry = () => void router.invalidate();
    window.addEventListener('online', retry, { once: true });
    return () => window.removeEventListener('online', retry);
  }, [router]);
  return (
    <main className={styles.page}>
      <h1>{offline.sessionKeptTitle}</h1>
      <p role="status">{offline.sessionKept}</p>
    </main>
  );
}

/** The root's error view: the offline start above, anything else as the router shows it. */
export function RouteError(props: ErrorComponentProps) {
  if (props.error instanceof OfflineWithoutSavedUser) return <OfflineStartPage />;
  return <ErrorComponent {...props} />;
}
