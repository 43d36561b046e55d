import { useEffect, useRef, useState } from 'react';

/** Typing waits this long before a search is sent. */
export const SEARCH_DELAY_MS = 300;

/** Typing an amount waits this long before a live quote (the client's and the staff's transfer) is asked again. */
export const QUOTE_DELAY_MS = 300;

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

/**
 * A search box's draft that commits (trimmed, or undefined when empty) after a pause in typing. The committed
 * value (from the URL or the parent's state) wins whenever it changes from outside: the back button, a shared
 * link, "Clear filters".
 */
export function useDebouncedSearch(committed: string, commit: (value: string | undefined) => void) {
  const [draft, setDraft] = useState(committed);
  const latest = useRef(commit);
  useEffect(() => {
    latest.current = commit;
  });

  useEffect(() => setDraft(committed), [committed]);

  useEffect(() => {
    if (draft.trim() === committed) return;
    const timer = window.setTimeout(() => latest.current(draft.trim() || undefined), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, committed]);

  return [draft, setDraft] as const;
}
