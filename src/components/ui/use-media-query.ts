import { useCallback, useSyncExternalStore } from 'react';

/**
 * One list per query: `matchMedia` builds and evaluates a new one on each call. Kept per `matchMedia` function, so
 * an engine (or a test) that replaces it is asked again, never answered from the old one's lists.
 */
const listsOf = new WeakMap<Window['matchMedia'], Map<string, MediaQueryList>>();
const listOf = (query: string) => {
  let lists = listsOf.get(window.matchMedia);
  if (!lists) {
    lists = new Map();
    listsOf.set(window.matchMedia, lists);
  }
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
};

/**
 * Whether a media query matches now, following changes (a phone turned sideways, a window resized). React reads the
 * snapshot on every render of every user (the tables' rows, the sidebar): it asks the kept list, not a new one, and
 * subscribes once per query, not on each render (issue 20).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = listOf(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    // Without matchMedia (an old engine, jsdom) the desk layout applies: every column stays in its cell.
    () => typeof window.matchMedia === 'function' && listOf(query).matches,
    () => false,
  );
}
