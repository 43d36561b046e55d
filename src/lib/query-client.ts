import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { QueryClient, type Query } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { ApiError } from './api-error';

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
        retry: (failures, error) => !(error instanceof ApiError && error.status > 0 && error.status < 500) && failures < 2,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

/** The query cache in IndexedDB through idb-keyval (structured clones, async). */
export const persister = createAsyncStoragePersister({
  storage: { getItem: (key) => get<string>(key), setItem: (key, value: string) => set(key, value), removeItem: (key) => del(key) },
  key: PERSIST_KEY,
  throttleTime: 1000,
});

/**
 * Only successful queries are kept, and never one marked `meta.sensitive` (card numbers, codes): those live in
 * memory for as long as they are on screen and nowhere else.
 */
export function shouldPersistQuery(query: Query): boolean {
  return query.state.status === 'success' && query.meta?.sensitive !== true;
}

export async function clearPersistedCache() {
  await del(PERSIST_KEY);
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { sensitive?: boolean };
  }
}
