import { useIsFetching } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';

/**
 * Work the first screen does not need, kept until it has settled (issue 20): the page has loaded, none of its
 * queries is being fetched, and the browser has had an idle moment since. The service worker's registration waits
 * for it: on a first visit its install downloads and stores the whole precache (365 KB on the wire), and on a
 * phone that shared the network and both CPU cores with the page's own requests and renders.
 *
 * A page whose requests never end (a slow network) still gets there SETTLE_CAP_MS after its load.
 */
export const SETTLE_CAP_MS = 10_000;
/** Without requestIdleCallback (Safari): the next moment after this delay. */
const IDLE_FALLBACK_MS = 200;

let settled = false;

function onIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: SETTLE_CAP_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, IDLE_FALLBACK_MS);
  return () => clearTimeout(id);
}

function useLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}

/** Watches the page until it settles; only this component re-renders as queries start and end. */
function SettleWatcher({ onSettled }: { onSettled: () => void }) {
  const loaded = useLoaded();
  const fetching = useIsFetching();
  const [capped, setCapped] = useState(false);
  useEffect(() => {
    if (!loaded) return;
    const cap = setTimeout(() => setCapped(true), SETTLE_CAP_MS);
    return () => clearTimeout(cap);
  }, [loaded]);
  useEffect(() => {
    if (!loaded || (fetching > 0 && !capped)) return;
    return onIdle(() => {
      settled = true;
      onSettled();
    });
  }, [loaded, fetching, capped, onSettled]);
  return null;
}

/** `children` once the first screen has settled (at once for the rest of the page's life after that). */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [done, setDone] = useState(settled);
  const markDone = useCallback(() => setDone(true), []);
  return done ? children : <SettleWatcher onSettled={markDone} />;
}
