import { ErrorComponent, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { offline } from '@/src/contracts/messages';
import { OfflineWithoutSavedUser } from '@/src/lib/route-guard';
import { useOnline } from '@/src/lib/use-online';
import styles from './not-found-page.module.css';

/**
 * An offline start with a stored session that the last visit left no saved user for: the person is still signed
 * in, so this says so instead of sending them to /login, and the page opens by itself once the connection is back.
 */
function OfflineStartPage() {
  const online = useOnline();
  const router = useRouter();
  useEffect(() => {
    if (online) void router.invalidate();
  }, [online, router]);
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
