import { newsMessages, type newsEndpoints } from '@/src/contracts/news';
import { getNews, insertNews, listNews, lockNews, setNewsPublished, updateNews } from '@/server/db/queries/news';
import { HttpError, invalidField, notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { htmlToText, sanitizeHtml } from '@/server/lib/sanitize-html';
import { toNewsArticle, toNewsListItem } from './news-view';
import { newsPublished } from '@/server/modules/notifications/events';
import { pageAnswer } from '@/server/db/paging';

/** What is stored: the body cleaned by the one allowlist; a body that was only unsafe markup is refused. */
function cleanArticle(body: { title: string; summary: string | null; body: string }) {
  const html = sanitizeHtml(body.body);
  if (!htmlToText(html) && !/<img\b/i.test(html)) throw invalidField('body', newsMessages.emptyAfterCleaning);
  return { title: body.title, summary: body.summary, body: html };
}

/** News articles: read by everyone, written and published by roles 1 and 7. */
export const newsHandlers: Handlers<typeof newsEndpoints> = {
  async listPublishedNews({ query, c }) {
    return pageAnswer(
      query,
      await listNews(c.var.deps.db, {
        published: true,
        page: query.page,
        perPage: query.perPage,
      }),
      toNewsListItem,
    );
  },

  async getPublishedNews({ params, c }) {
    const row = await getNews(c.var.deps.db, params.id, { publishedOnly: true });
    if (!row) throw notFound();
    return toNewsArticle(row);
  },

  async listManagedNews({ query, c }) {
    const published = query.status === 'all' ? undefined : query.status === 'published';
    return pageAnswer(
      query,
      await listNews(c.var.deps.db, { published, page: query.page, perPage: query.perPage }),
      toNewsListItem,
    );
  },

  async getManagedNews({ params, c }) {
    const row = await getNews(c.var.deps.db, params.id);
    if (!row) throw notFound();
    return toNewsArticle(row);
  },

  async createNews({ body, auth, c }) {
    const { db, now } = c.var.deps;
    const id = await insertNews(db, { ...cleanArticle(body), authorId: auth.userId, at: now() });
    return { message: newsMessages.created, article: toNewsArticle((await getNews(db, id))!) };
  },

  async editNews({ params, body, c }) {
    const { db, now } = c.var.deps;
    if (!(await updateNews(db, params.id, { ...cleanArticle(body), at: now() }))) throw notFound();
    return { message: newsMessages.saved, article: toNewsArticle((await getNews(db, params.id))!) };
  },

  async publishNews({ params, c }) {
    const { db, now } = c.var.deps;
    const published = await db.transaction(async (tx) => {
      const row = await lockNews(tx, params.id);
      if (!row) throw notFound();
      if (row.isPublished) return null;
      await setNewsPublished(tx, row.id, true, now());
      await newsPublished(tx, { newsId: row.id, title: row.title });
      return row;
    });
    if (!published) throw new HttpError(409, newsMessages.alreadyPublished);
    return { message: newsMessages.published };
  },

  async unpublishNews({ params, c }) {
    const { db, now } = c.var.deps;
    const changed = await db.transaction(async (tx) => {
      const row = await lockNews(tx, params.id);
      if (!row) throw notFound();
      if (!row.isPublished) return false;
      await setNewsPublished(tx, row.id, false, now());
      return true;
    });
    if (!changed) throw new HttpError(409, newsMessages.alreadyDraft);
    return { message: newsMessages.unpublished };
  },
};
