import type { NewsArticle, NewsListItem } from '@/src/contracts/news';
import type { NewsListRow, NewsRow } from '@/server/db/queries/news';

export const toNewsListItem = (row: NewsListRow): NewsListItem => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  isPublished: row.isPublished,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  // A left join without a match gives an author of nulls: the author's account is gone.
  author: row.author?.id ? row.author : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toNewsArticle = (row: NewsRow): NewsArticle => ({ ...toNewsListItem(row), body: row.body });
