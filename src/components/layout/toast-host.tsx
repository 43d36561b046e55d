import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { TOASTER_PROPS, toastHost } from '@/src/lib/notify';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

function ReadyToaster() {
  useEffect(() => toastHost.ready(), []);
  return <Toaster {...TOASTER_PROPS} />;
}

/** Mounts the toast area the first time something is toasted (see lib/notify.ts). */
export function ToastHost() {
  const requested = useSyncExternalStore(toastHost.subscribe, toastHost.requested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ReadyToaster />
    </Suspense>
  );
}
