import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { adminRequestCountsQuery } from './admin-request-counts';
import { pendingRequestCountQuery } from './pending-requests';

/** Mounts one observer of `options` (its queryFn counted, its answers kept fresh for ever) and waits until it rests. */
async function mountCounting(client: QueryClient, options: { queryKey: readonly unknown[] }, calls: { n: number }) {
  const observer = new QueryObserver(client, {
    ...options,
    staleTime: Infinity,
    queryFn: () => {
      calls.n += 1;
      return Promise.resolve(1);
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
  unsubscribe();
}

describe.each([
  ['the admin counts', adminRequestCountsQuery],
  ['the pending request count', pendingRequestCountQuery],
])('%s on a reload', (_name, query) => {
  it('are asked again when kept from an earlier load, however fresh', async () => {
    const client = new QueryClient();
    client.setQueryData(query.queryKey, 5, { updatedAt: 1 });
    const calls = { n: 0 };
    await mountCounting(client, query, calls);
    expect(calls.n).toBe(1);
  });

  it('are not asked again when answered in this load and fresh', async () => {
    const client = new QueryClient();
    client.setQueryData(query.queryKey, 5);
    const calls = { n: 0 };
    await mountCounting(client, query, calls);
    expect(calls.n).toBe(0);
  });
});
