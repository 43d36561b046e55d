import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { RouteOf } from '@/src/contracts/endpoint';
import type { listSlides, markSlideViewed, SlideItem } from '@/src/contracts/slides';
import { call } from './api-client';
import { currentUserQuery } from './current-user';
import { keptFromEarlierLoad } from './this-load';

// Schema-free routes: the app shell asks for slides on every page.
const listRoute: RouteOf<typeof listSlides> = { method: 'get', path: '/slides' };
const viewedRoute: RouteOf<typeof markSlideViewed> = { method: 'post', path: '/slides/viewed' };

export const slidesQuery = {
  queryKey: ['slides'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => {
    return call(listRoute, {}, { signal, logOnly: 'The slides could not be loaded' });
  },
  retry: false,
  // Asked again on every app load: a wallet change or a new release must not wait for a cache to age. Within a load
  // the bell and the overlay mount at different moments; only an answer from before this load is asked again then.
  staleTime: 0,
  refetchOnMount: keptFromEarlierLoad,
};

export function markSlideViewedOnServer(id: string) {
  return call(viewedRoute, { body: { id } }, { logOnly: 'The slide could not be marked viewed' });
}

// --- spec 3 "Local data: … checked slides": viewed items per user in this browser ---

export const CHECKED_SLIDES_KEY = 'checkedSlides';
const listeners = new Set<() => void>();

function readAll(): Record<string, string[]> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CHECKED_SLIDES_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string[]>) : {};
  } catch {
    return {};
  }
}

export function checkedSlides(userId: number): readonly string[] {
  const ids = readAll()[String(userId)];
  return Array.isArray(ids) ? ids : [];
}

export function rememberCheckedSlide(userId: number, id: string) {
  const all = readAll();
  const ids = new Set(checkedSlides(userId));
  ids.add(id);
  all[String(userId)] = [...ids];
  localStorage.setItem(CHECKED_SLIDES_KEY, JSON.stringify(all));
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Items still to show: unchecked on the server and not closed in this browser. */
export function uncheckedSlides(
  items: readonly SlideItem[] | undefined,
  locallyChecked: readonly string[],
): SlideItem[] {
  return (items ?? []).filter((item) => !item.checked && !locallyChecked.includes(item.id));
}

/**
 * The slide items the signed-in user has still to see (spec 4: the overlay shows the next one; the unread
 * notification count is added to their count). An owner whose profile is not filled has none.
 */
export function useUncheckedSlides(): SlideItem[] {
  const user = useQuery(currentUserQuery).data;
  const waiting = !user || (user.roles[0]?.role.value === 2 && !user.isProfileFilled);
  const slides = useQuery({
    ...slidesQuery,
    queryKey: [...slidesQuery.queryKey, user?.id ?? 0, user?.isProfileFilled ?? false],
    enabled: !waiting,
  });
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem(CHECKED_SLIDES_KEY) ?? '');
  void raw;
  if (waiting || !slides.data) return [];
  return uncheckedSlides(slides.data, checkedSlides(user.id));
}

/** How many slide items wait for the user: the bell adds the unread notification count to it. */
export function useSlideCount(): number {
  return useUncheckedSlides().length;
}

// --- whether the overlay was put away this visit (a route change, the mobile notice); the bell can bring it back ---

let overlayHidden = false;
const overlayListeners = new Set<() => void>();
const subscribeOverlay = (listener: () => void) => {
  overlayListeners.add(listener);
  return () => overlayListeners.delete(listener);
};

/** Puts the overlay away until the app is opened anew or the bell asks for the slides. */
export function hideSlidesOverlay() {
  overlayHidden = true;
  overlayListeners.forEach((l) => l());
}

/** The bell's "Show" on its slides line: the next unviewed slide opens again. */
export function showSlidesOverlay() {
  overlayHidden = false;
  overlayListeners.forEach((l) => l());
}

export function useSlidesOverlayHidden(): boolean {
  return useSyncExternalStore(subscribeOverlay, () => overlayHidden);
}
