import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { formatDate } from '@/src/lib/dates';
import { oldestShownDataAt } from '@/src/lib/offline-data-age';
import { useOnline } from '@/src/lib/use-online';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './offline-banner.module.css';

/**
 * Offline, the page shows what the persisted query cache kept from the last visit: the banner says so and
 * from when, so nobody mistakes an old balance for a live one. Actions that need the server say why they are
 * disabled where they sit (components/ui/online-only.tsx).
 */
export function OfflineBanner() {
  const online = useOnline();
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const dataAt = useSyncExternalStore(
    subscribe,
    () => oldestShownDataAt(cache),
    () => 0,
  );
  const format = useDateFormat(!online && dataAt > 0);
  if (online) return null;
  return (
    <div className={`${blocks.wrapRow} ${blocks.notice} ${styles.banner}`} role="status" aria-live="polite">
      <strong>Offline</strong>{' '}
      <span>{dataAt ? `— data from ${format ? format(dataAt) : '…'}` : '— no saved data for this page yet'}</span>
    </div>
  );
}

/**
 * The date formatter (dayjs) loads when the banner first has a date to show, not with every signed-in page: the
 * banner is the shell's only use of it (issue 20). Offline, the service worker has its chunk precached.
 */
function useDateFormat(needed: boolean) {
  const [format, setFormat] = useState<typeof formatDate | null>(null);
  useEffect(() => {
    if (!needed || format) return;
    let current = true;
    void import('@/src/lib/dates').then((dates) => {
      if (current) setFormat(() => dates.formatDate);
    });
    return () => {
      current = false;
    };
  }, [needed, format]);
  return format;
}
