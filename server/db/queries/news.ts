import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { news, users } from '@/server/db/schema/index';
import { pageWithTotal, paged } from '@/server/db/paging';

const author = { id: users.id, firstName: users.firstName, lastName: users.lastName };
const listColumns = {
  id: news.id,
  title: news.title,
  summary: news.summary,
  isPublished: news.isPublished,
  publishedAt: news.publishedAt,
  createdAt: news.createdAt,
  updatedAt: news.updatedAt,
  author,
};

export type NewsListRow = {
  id: number;
  title: string;
  summary: string | null;
  isPublished: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  author: { id: number; firstName: string | null; lastName: string | null } | null;
};
export type NewsRow = NewsListRow & { body: string };

export type NewsFilter = { published?: boolean; page: number; perPage: number };

/** Published articles newest publication first; staff lists newest change first. */
export async function listNews(db: Db, filter: NewsFilter) {
  const where: SQL | undefined = filter.published === undefined ? undefined : eq(news.isPublished, filter.published);
  const order = filter.published ? [desc(news.publishedAt), desc(news.id)] : [desc(news.updatedAt), desc(news.id)];
  const { rows, totalCount } = await pageWithTotal(
    db,
    paged(
      db
        .select(listColumns)
        .from(news)
        .leftJoin(users, eq(users.id, news.authorId))
        .where(where)
        .orderBy(...order),
      filter,
    ),
    news,
    where,
  );
  return { rows: rows as NewsListRow[], totalCount };
}

export async function getNews(db: Db, id: number, options: { publishedOnly?: boolean } = {}): Promise<NewsRow | null> {
  const where = options.publishedOnly ? and(eq(news.id, id), eq(news.isPublished, true)) : eq(news.id, id);
  const [row] = await db
    .select({ ...listColumns, body: news.body })
    .from(news)
    .leftJoin(users, eq(users.id, news.authorId))
    .where(where);
  return (row as NewsRow | undefined) ?? null;
}

export async function insertNews(
  db: Db,
  values: { title: string; summary: string | null; body: string; authorId: number; at: Date },
) {
  const [row] = await db
    .insert(news)
    .values({
      title: values.title,
      summary: values.summary,
      body: values.body,
      authorId: values.authorId,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: news.id });
  return row!.id;
}

export async function updateNews(
  db: Db,
  id: number,
  values: { title: string; summary: string | null; body: string; at: Date },
) {
  const rows = await db
    .update(news)
    .set({ title: values.title, summary: values.summary, body: values.body, updatedAt: values.at })
    .where(eq(news.id, id))
    .returning({ id: news.id });
  return rows.length > 0;
}

/** The row locked until the transaction ends: two publishes of one article go one at a time. */
export async function lockNews(db: Db, id: number) {
  const [row] = await db
    .select({ id: news.id, title: news.title, body: news.body, isPublished: news.isPublished })
    .from(news)
    .where(eq(news.id, id))
    .for('update');
  return row ?? null;
}

export async function setNewsPublished(db: Db, id: number, published: boolean, at: Date) {
  await db
    .update(news)
    .set(published ? { isPublished: true, publishedAt: at, updatedAt: at } : { isPublished: false, updatedAt: at })
    .where(eq(news.id, id));
}
