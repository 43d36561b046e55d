import { optionalText } from '@/src/lib/search-params';

/*
 * The groups screens' search params (UI.md: filters in the URL). Read without the schema library, because
 * route options load with the first screen (lib/search-params.ts); bad values are dropped.
 */

export interface GroupsSearch {
  search?: string;
  page?: number;
}

/** The add-clients page: what is typed into its company search. */
export interface AddClientsSearch {
  query?: string;
}

const pageNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 1 && number <= 100_000 ? number : undefined;
};

export function validateGroupsSearch(search: Record<string, unknown>): GroupsSearch {
  const result: GroupsSearch = {};
  const text = optionalText(255)(search.search)?.trim();
  const page = pageNumber(search.page);
  if (text) result.search = text;
  if (page !== undefined) result.page = page;
  return result;
}

export function validateAddClientsSearch(search: Record<string, unknown>): AddClientsSearch {
  const query = optionalText(255)(search.query)?.trim();
  return query ? { query } : {};
}

export const GROUPS_TABLE_ID = 'groups';
export const GROUP_MEMBERS_TABLE_ID = 'group-members';
export const ADD_CLIENTS_TABLE_ID = 'group-add-clients';
