import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { RouteOf } from '@/src/contracts/endpoint';
import type { listSlides, markSlideViewed, SlideItem } from '@/src/contracts/slides';
import { call } from './api-client';
import { currentUserQuery } from './current-user';

// Schema-free routes: the app shell asks for slides on every page.
const listRoute: RouteOf<typeof listSlides> = { method: 'get', path: '/slides' };
const viewedRoute: RouteOf<typeof markSlideViewed> = { method: 'post', path: '/slides/viewed' };

/** Spec 8: a failed slide load is only logged. */
const ONLY_LOGGED = [0, 400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504];

export const slidesQuery = {
  queryKey: ['slides'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    try {
      return await call(listRoute, {}, { signal, suppressToast: ONLY_LOGGED });
    } catch (error) {
      console.warn('The slides could not be loaded', error);
      throw error;
    }
  },
  retry: false,
  // Asked again on every app load: a wallet change or a new release must not wait for a cache to age.
  staleTime: 0,
};

export function markSlideViewedOnServer(id: string) {
  return call(viewedRoute, { body: { id } }, { suppressToast: ONLY_LOGGED });
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
