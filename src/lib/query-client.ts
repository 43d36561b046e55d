import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { QueryClient, type Query } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { ApiError } from './api-error';
import { readToken, tokenUserId } from './token-storage';

/** How long a persisted cache may be restored for offline use. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const PERSIST_KEY = 'cardportal-query-cache';

export function createQueryClient() {
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
  persistClient: (client) => idbPersister.persistClient({ ...client, buster: cacheBuster() }),
};

/**
 * Only successful queries are kept, and never one marked `meta.sensitive` (card numbers, codes) or
 * `meta.persist: false` (secret or pointless offline): those live in memory for as long as they are on screen
 * and nowhere else.
 */
export function shouldPersistQuery(query: Query): boolean {
  return query.state.status === 'success' && query.meta?.sensitive !== true && query.meta?.persist !== false;
}

export async function clearPersistedCache() {
  await del(PERSIST_KEY);
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { sensitive?: boolean; persist?: boolean };
  }
}
