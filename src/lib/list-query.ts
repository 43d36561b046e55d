import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { EndpointSpec, QueryOf } from '@/src/contracts/endpoint';
import { call } from './api-client';

/**
 * The query options of a list read with a query (filters, sort, a page): keyed by `key` and the query, and
 * showing the previous answer while the next is read, so a table dims its rows instead of emptying.
 */
export function listQuery<S extends EndpointSpec>(key: readonly unknown[], endpoint: S, query: QueryOf<S>) {
  return queryOptions({
    queryKey: [...key, query] as const,
    queryFn: ({ signal }) => call(endpoint, { query } as Parameters<typeof call<S>>[1], { signal }),
    placeholderData: keepPreviousData,
  });
}
