import { useEffect, useState } from 'react';

/** Typing waits this long before a search is sent. */
export const SEARCH_DELAY_MS = 300;

/** The value once it has stopped changing for `delay` ms: one search per pause in typing, not per key. */
export function useDebounced<T>(value: T, delay = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
