import { COMPANY_SORTS, type CompanySort } from '@/src/contracts/company-sorts';
import { optionalOneOf, optionalText, pagePastFirst, wholeNumberIn } from '@/src/lib/search-params';

/*
 * The clients list's filters as they live in the URL (UI.md: filters in the URL, so a view can be shared and
 * survives reload). Read without the schema library, because route options load with the first screen
 * (lib/search-params.ts); a bad value is dropped instead of breaking the page.
 */

export interface ClientsSearch {
  search?: string;
  status?: number;
  segment?: number;
  /** '1' blocked only, '0' not blocked only. */
  blocked?: '0' | '1';
  /** '1' only companies that owe fees, '0' only those that owe none. */
  withDebt?: '0' | '1';
  groupId?: number;
  sort?: CompanySort;
  order?: 'asc' | 'desc';
  page?: number;
}

/*
 * The contract's statuses and segments, written out: this file loads with the route options, which must not pull
 * the contract (and with it zod) into the first screen (decision 006). company-search.test.ts proves they equal
 * the contract's. The sort keys come from the contract's schema-free company-sorts.ts.
 */
export const STATUS_VALUES: readonly number[] = [1, 2, 3];
export const SEGMENT_VALUES: readonly number[] = [1, 2, 3, 4];
export const SORT_KEYS = COMPANY_SORTS;

const oneOfNumbers = (value: unknown, allowed: readonly number[]): number | undefined => {
  const number = wholeNumberIn(value, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  return number !== undefined && allowed.includes(number) ? number : undefined;
};

export function validateClientsSearch(search: Record<string, unknown>): ClientsSearch {
  const result: ClientsSearch = {};
  const text = optionalText(255)(search.search)?.trim();
  const status = oneOfNumbers(search.status, STATUS_VALUES);
  const segment = oneOfNumbers(search.segment, SEGMENT_VALUES);
  // The router may already have parsed `blocked=1` into a number.
  const blocked = optionalOneOf(['0', '1'] as const)(
    typeof search.blocked === 'number' ? String(search.blocked) : search.blocked,
  );
  const withDebt = optionalOneOf(['0', '1'] as const)(
    typeof search.withDebt === 'number' ? String(search.withDebt) : search.withDebt,
  );
  const groupId = wholeNumberIn(search.groupId, 1, Number.MAX_SAFE_INTEGER);
  const sort = optionalOneOf(SORT_KEYS)(search.sort);
  const order = optionalOneOf(['asc', 'desc'] as const)(search.order);
  const page = pagePastFirst(search.page);
  // Only what is set goes back into the URL: defaults leave no `?status=undefined` behind.
  if (text) result.search = text;
  if (status !== undefined) result.status = status;
  if (segment !== undefined) result.segment = segment;
  if (blocked) result.blocked = blocked;
  if (withDebt) result.withDebt = withDebt;
  if (groupId !== undefined) result.groupId = groupId;
  if (sort) result.sort = sort;
  if (order) result.order = order;
  if (page !== undefined) result.page = page;
  return result;
}

/** Whether any filter (not sorting or paging) narrows the list: the empty state then offers to clear them. */
export const hasClientFilters = (search: ClientsSearch): boolean =>
  Boolean(search.search || search.status || search.segment || search.blocked || search.withDebt || search.groupId);

/** The list's order when the URL names none: the contract's defaults (newest first). */
export const DEFAULT_SORT: { sort: CompanySort; order: 'asc' | 'desc' } = { sort: 'createdAt', order: 'desc' };

export const CLIENTS_TABLE_ID = 'admin-clients';
