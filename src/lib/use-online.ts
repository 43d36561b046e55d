import { useIsRestoring } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online; money actions and downloads wait for it. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Whether something still loading can only come from the server: offline, once the persisted cache is back in
 * memory (before that, the data may yet arrive from IndexedDB). A query then waits ("paused") until the
 * connection returns, so a skeleton would spin for ever; the place says "available when online" instead.
 */
export function useWaitingForServer(): boolean {
  const online = useOnline();
  const restoring = useIsRestoring();
  return !online && !restoring;
}
