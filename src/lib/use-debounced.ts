import { useEffect, useState } from 'react';

/** Typing waits this long before a search is sent. */
export const SEARCH_DELAY_MS = 300;

/**
 * The value once it has stopped changing for `delayMs`: one search (or live quote) per pause in typing,
 * not one per key.
 */
export function useDebounced<T>(value: T, delayMs = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
