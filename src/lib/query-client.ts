import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { onlineManager, QueryClient, type Query } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { ApiError } from './api-error';
import { readToken, tokenUserId } from './token-storage';

/** How long a persisted cache may be restored for offline use. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const PERSIST_KEY = 'cardportal-query-cache';

export function createQueryClient() {
  // TanStack Query assumes it is online until an 'offline' event says otherwise, and no such event comes when
  // the page loads offline: every query would fetch, fail, and end in its error state over the cached data
  // ("could not be loaded" under the offline banner), and the persister would then drop it (only successful
  // queries are kept), so the next offline reload had nothing. Starting from the browser's word, queries wait
  // ("paused") offline instead and the cached data stays what the page shows.
  onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        // gcTime must outlive the persisted age, or a restored cache is thrown away at once.
        gcTime: PERSIST_MAX_AGE_MS,
        staleTime: 30_000,
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status > 0 && error.status < 500) && failures < 2,
        refetchOnWindowFocus: true,
      },
      // Nothing that changes data is queued offline (a paused mutation would run later, unseen, e.g. a payment):
      // 'always' sends at once and fails fast with a network error, which the form then shows.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

let markRestored: () => void = () => undefined;
const restored = new Promise<void>((resolve) => {
  markRestored = resolve;
});

/** Called by the persist provider once the IndexedDB copy is back in memory (or failed to come back). */
export const cacheRestoreFinished = () => markRestored();

/** Resolves when the persisted cache has been restored, or after `timeoutMs` at the latest. */
export const whenCacheRestored = (timeoutMs = 3000) =>
  Promise.race([restored, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);

/** The build and user a persisted cache belongs to; a cache of another build or user is discarded on restore. */
export const cacheBuster = () =>
  `${import.meta.env.VITE_APP_VERSION ?? 'dev'}:${tokenUserId(readToken()) ?? 'anonymous'}`;

const idbPersister = createAsyncStoragePersister({
  storage: {
    getItem: (key) => get<string>(key),
    setItem: (key, value: string) => set(key, value),
    removeItem: (key) => del(key),
  },
  key: PERSIST_KEY,
  throttleTime: 1000,
});

/**
 * The query cache in IndexedDB through idb-keyval. Each write is stamped with the buster of that moment: the
 * provider's own buster is fixed at page load, when a user who signs in within the tab was still anonymous,
 * and the next load (the user's id in the buster) would throw their cache away.
 */
export const persister: typeof idbPersister = {
  ...idbPersister,
  persistClient: (client) => idbPersister.persistClient(keptForOffline({ ...client, buster: cacheBuster() })),
};

/**
 * A query whose last refetch failed still holds the data it had (e.g. a connection that drops without the
 * browser noticing): it is kept as that data, of its own time, not as a failure, so the next load offline
 * shows it rather than an error. `dataUpdatedAt` stays, and the offline banner still says how old it is.
 */
export function keptForOffline(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error'
      ? {
          ...query,
          state: {
            ...query.state,
            status: 'success' as const,
            error: null,
            fetchFailureCount: 0,
            fetchFailureReason: null,
          },
        }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/**
 * Only queries holding data are kept (successful ones, and failed refetches over earlier data), and never one
 * marked `meta.sensitive` (card numbers, codes) or `meta.persist: false` (secret or pointless offline): those live
 * in memory for as long as they are on screen and nowhere else.
 */
export function shouldPersistQuery(query: Query): boolean {
  const holdsData =
    query.state.status === 'success' || (query.state.status === 'error' && query.state.data !== undefined);
  return holdsData && query.meta?.sensitive !== true && query.meta?.persist !== false;
}

export async function clearPersistedCache() {
  await del(PERSIST_KEY);
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { sensitive?: boolean; persist?: boolean };
  }
}
