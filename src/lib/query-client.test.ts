import { dehydrate, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, keptForOffline, shouldPersistQuery } from './query-client';

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('the query client offline', () => {
  it('starts from what the browser says, so a page loaded offline waits instead of failing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    expect(onlineManager.isOnline()).toBe(false);

    const queryFn = vi.fn(async () => 'fresh');
    client.setQueryData(['card'], 'saved', { updatedAt: 1_000 });
    void client.prefetchQuery({ queryKey: ['card'], queryFn, staleTime: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const state = client.getQueryState(['card']);
    expect(state?.fetchStatus).toBe('paused');
    expect(state?.status).toBe('success');
    expect(state?.data).toBe('saved');
    expect(queryFn).not.toHaveBeenCalled();
  });
});

describe('what the offline cache keeps of a failed refetch', () => {
  async function failedOver(data: unknown) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    if (data !== undefined) client.setQueryData(['card'], data, { updatedAt: 1_000 });
    await client
      .fetchQuery({
        queryKey: ['card'],
        queryFn: () => Promise.reject(new Error('network')),
        staleTime: 0,
      })
      .catch(() => undefined);
    return client;
  }

  it('keeps the data it had, as that data of its own time, not as a failure', async () => {
    const client = await failedOver('saved');
    const query = client.getQueryCache().find({ queryKey: ['card'] })!;
    expect(query.state.status).toBe('error');
    expect(shouldPersistQuery(query)).toBe(true);

    const kept = keptForOffline({
      timestamp: 2_000,
      buster: 'b',
      clientState: dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }),
    });
    const [restored] = kept.clientState.queries;
    expect(restored?.state).toMatchObject({ status: 'success', data: 'saved', dataUpdatedAt: 1_000, error: null });
  });

  it('keeps nothing of a query that failed with no data', async () => {
    const client = await failedOver(undefined);
    expect(shouldPersistQuery(client.getQueryCache().find({ queryKey: ['card'] })!)).toBe(false);
  });
});
