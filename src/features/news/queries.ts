import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  getManagedNews,
  getPublishedNews,
  listManagedNews,
  listPublishedNews,
  NEWS_PAGE_SIZE,
  type NEWS_STATUS_FILTERS,
} from '@/src/contracts/news';
import { call } from '@/src/lib/api-client';

export type NewsStatusFilter = (typeof NEWS_STATUS_FILTERS)[number];

const notFoundIsAnswer = { suppressToast: [404] } as const;
const retryUnlessGone = (count: number, error: Error) => count < 2 && !('status' in error && error.status === 404);

/** One key factory for the news screens: mutations invalidate through `newsQueries.all`. */
export const newsQueries = {
  all: ['news'] as const,
  published: (page: number) =>
    queryOptions({
      queryKey: [...newsQueries.all, 'published', page] as const,
      queryFn: ({ signal }) => call(listPublishedNews, { query: { page, perPage: NEWS_PAGE_SIZE } }, { signal }),
      placeholderData: keepPreviousData,
      // Shown at once from the cache (offline too), and asked again on every showing: news is what changed.
      staleTime: 0,
    }),
  article: (id: number) =>
    queryOptions({
      queryKey: [...newsQueries.all, 'article', id] as const,
      // An unpublished or removed article answers 404; the page says so itself.
      queryFn: ({ signal }) => call(getPublishedNews, { params: { id } }, { signal, ...notFoundIsAnswer }),
      retry: retryUnlessGone,
      staleTime: 0,
    }),
  managed: (filters: { status: NewsStatusFilter; page: number; perPage: number }) =>
    queryOptions({
      queryKey: [...newsQueries.all, 'managed', filters] as const,
      queryFn: ({ signal }) => call(listManagedNews, { query: filters }, { signal }),
      placeholderData: keepPreviousData,
    }),
  managedArticle: (id: number) =>
    queryOptions({
      queryKey: [...newsQueries.all, 'managed-article', id] as const,
      queryFn: ({ signal }) => call(getManagedNews, { params: { id } }, { signal, ...notFoundIsAnswer }),
      retry: retryUnlessGone,
    }),
};
