import type { NewsArticle, NewsListItem } from '@/src/contracts/news';
import type { NewsListRow, NewsRow } from '@/server/db/queries/news';
import { specDate, specDateOrNull } from '@/server/lib/spec-date';

export const toNewsListItem = (row: NewsListRow): NewsListItem => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  isPublished: row.isPublished,
  publishedAt: specDateOrNull(row.publishedAt),
  // A left join without a match gives an author of nulls: the author's account is gone.
  author: row.author?.id ? row.author : null,
  createdAt: specDate(row.createdAt),
  updatedAt: specDate(row.updatedAt),
});

export const toNewsArticle = (row: NewsRow): NewsArticle => ({ ...toNewsListItem(row), body: row.body });
