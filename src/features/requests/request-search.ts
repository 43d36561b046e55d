import { optionalOneOf, pagePastFirst } from '@/src/lib/search-params';
import { setValuesOnly } from '@/src/lib/search-values';
import { REQUEST_KINDS, REQUEST_STATUSES, type RequestKind, type RequestStatus } from '@/src/contracts/request-kinds';

/*
 * The Requests page's filters as they live in the URL (UI.md: shareable, survive reload). Read without the
 * schema library, because route options load with the first screen; a bad value is dropped, not an error.
 */

export interface RequestSearch {
  /** Absent: pending, what a decider opens the page for; `all` lists every status. */
  status?: RequestStatus | 'all';
  kind?: RequestKind;
  /** Only the caller's own requests (a decider who also asks). */
  mine?: boolean;
  page?: number;
}

export function validateRequestSearch(search: Record<string, unknown>): RequestSearch {
  return setValuesOnly({
    status: optionalOneOf([...REQUEST_STATUSES, 'all'] as const)(search.status),
    kind: optionalOneOf(REQUEST_KINDS)(search.kind),
    mine: search.mine === true || search.mine === 'true' ? true : undefined,
    page: pagePastFirst(search.page),
  });
}

/** The list query: pending unless another status (or all) was chosen. */
export function requestListFilters(search: RequestSearch, perPage: number) {
  const status = search.status ?? 'pending';
  return {
    status: status === 'all' ? undefined : [status],
    kind: search.kind ? [search.kind] : undefined,
    mine: search.mine ? ('true' as const) : undefined,
    page: search.page ?? 1,
    perPage,
  };
}

export const REQUESTS_TABLE_ID = 'requests';
