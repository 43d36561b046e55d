import { optionalOneOf } from '@/src/lib/search-params';

/* The news screens' search params, read without the schema library (route options load with the first screen). */

export interface NewsSearch {
  page?: number;
}

export interface AdminNewsSearch extends NewsSearch {
  status?: 'published' | 'draft';
}

const pageNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 1 && number <= 100_000 ? number : undefined;
};

export function validateNewsSearch(search: Record<string, unknown>): NewsSearch {
  const page = pageNumber(search.page);
  return page === undefined ? {} : { page };
}

export function validateAdminNewsSearch(search: Record<string, unknown>): AdminNewsSearch {
  const status = optionalOneOf(['published', 'draft'] as const)(search.status);
  return { ...validateNewsSearch(search), ...(status && { status }) };
}

export const ADMIN_NEWS_TABLE_ID = 'admin-news';
