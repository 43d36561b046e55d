import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { oldestShownDataAt } from './offline-data-age';
import { shouldPersistQuery } from './query-client';

describe('offline data age', () => {
  it('is the oldest fetch time among the queries on screen, ignoring the ones nothing shows', () => {
    const client = new QueryClient();
    client.setQueryData(['balance'], 1, { updatedAt: 2_000 });
    client.setQueryData(['cards'], 2, { updatedAt: 1_000 });
    client.setQueryData(['not-shown'], 3, { updatedAt: 500 });
    expect(oldestShownDataAt(client.getQueryCache())).toBe(0);

    const unsubscribe = ['balance', 'cards'].map((key) =>
      new QueryObserver(client, { queryKey: [key], enabled: false }).subscribe(() => undefined),
    );
    expect(oldestShownDataAt(client.getQueryCache())).toBe(1_000);
    unsubscribe.forEach((stop) => stop());
  });
});

describe('what the offline cache keeps', () => {
  const queryWith = (meta: { sensitive?: boolean; persist?: boolean } | undefined) => {
    const client = new QueryClient();
    const query = client.getQueryCache().build(client, { queryKey: ['q'] as readonly unknown[], meta });
    query.setData(1);
    return query;
  };

  it('keeps ordinary successful queries and never secret ones', () => {
    expect(shouldPersistQuery(queryWith(undefined))).toBe(true);
    expect(shouldPersistQuery(queryWith({ sensitive: true }))).toBe(false);
    expect(shouldPersistQuery(queryWith({ persist: false }))).toBe(false);
  });
});
