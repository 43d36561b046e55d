import { z } from 'zod';
import { specDate } from './dates';
import { endpoint, idParam, messageResponse, paged } from './endpoint';
import { requiredText, text } from './fields';
import { validation } from './messages';
import { personNameFields } from './person-name';

/**
 * News articles (spec 2.2 news, 2.3 admin news; PRODUCT.md "news published" notification). Roles 1 and 7
 * write drafts, edit them and publish or unpublish; every signed-in user reads what is published, newest
 * first. The body is HTML that the server sanitizes before storing and the client cleans again before
 * rendering.
 */

export const NEWS_TITLE_MAX = 200;
export const NEWS_SUMMARY_MAX = 500;
/** The largest body, in characters of HTML: a long article with some inline markup, not an upload channel. */
export const NEWS_BODY_MAX = 100_000;
/** Articles per page on /news. */
export const NEWS_PAGE_SIZE = 10;

const author = z.object({ id: z.number(), ...personNameFields }).nullable();

export const newsArticle = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string().nullable(),
  /** Sanitized HTML. */
  body: z.string(),
  isPublished: z.boolean(),
  /** ISO instant of the (latest) publication; null for a draft never published. */
  publishedAt: specDate.nullable(),
  author,
  createdAt: specDate,
  updatedAt: specDate,
});
export type NewsArticle = z.infer<typeof newsArticle>;

/** A list row: the article without its body. */
export const newsListItem = newsArticle.omit({ body: true });
export type NewsListItem = z.infer<typeof newsListItem>;

export const newsArticleBody = z.object({
  title: requiredText().max(NEWS_TITLE_MAX, validation.maxLength(NEWS_TITLE_MAX)),
  /** A line or two shown in the list; optional (empty means none). */
  summary: text()
    .trim()
    .max(NEWS_SUMMARY_MAX, validation.maxLength(NEWS_SUMMARY_MAX))
    .optional()
    .transform((v) => v || null),
  body: requiredText().max(NEWS_BODY_MAX, validation.maxLength(NEWS_BODY_MAX)),
});
export type NewsArticleBody = z.input<typeof newsArticleBody>;

const readQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(NEWS_PAGE_SIZE),
});

/** What the server answers (its own words: the spec does not give these). */
export const newsMessages = {
  created: 'The article is saved as a draft',
  saved: 'The article is saved',
  published: 'The article is published and clients have been notified',
  alreadyPublished: 'The article is already published',
  unpublished: 'The article is back to draft and hidden from clients',
  alreadyDraft: 'The article is already a draft',
  emptyAfterCleaning: 'The text has nothing left to show once unsafe markup is removed',
} as const;

export const NEWS_STATUS_FILTERS = ['all', 'published', 'draft'] as const;

export const listPublishedNews = endpoint({
  method: 'get',
  path: '/news',
  access: 'news.read',
  summary: 'Published articles, newest publication first',
  query: readQuery,
  response: paged(newsListItem),
});

export const getPublishedNews = endpoint({
  method: 'get',
  path: '/news/{id}',
  access: 'news.read',
  summary: 'One published article (404 for a draft or an unpublished one)',
  params: idParam,
  response: newsArticle,
});

export const listManagedNews = endpoint({
  method: 'get',
  path: '/backoffice/news',
  access: 'news.manage',
  summary: 'Every article, drafts included, newest change first',
  query: readQuery.extend({ status: z.enum(NEWS_STATUS_FILTERS, { error: validation.notValid }).default('all') }),
  response: paged(newsListItem),
});

export const getManagedNews = endpoint({
  method: 'get',
  path: '/backoffice/news/{id}',
  access: 'news.manage',
  summary: 'One article, draft or published',
  params: idParam,
  response: newsArticle,
});

export const createNews = endpoint({
  method: 'post',
  path: '/backoffice/news/create',
  access: 'news.manage',
  summary: 'Write a draft (title up to 200 characters, HTML body sanitized before it is stored)',
  body: newsArticleBody,
  response: z.object({ message: z.string(), article: newsArticle }),
  status: 201,
});

export const editNews = endpoint({
  method: 'patch',
  path: '/backoffice/news/{id}/edit',
  access: 'news.manage',
  summary: 'Change the title, summary or body; a published article stays published',
  params: idParam,
  body: newsArticleBody,
  response: z.object({ message: z.string(), article: newsArticle }),
});

export const publishNews = endpoint({
  method: 'post',
  path: '/backoffice/news/{id}/publish',
  access: 'news.manage',
  summary:
    'Publish an article: clients see it and are notified (an article already published answers 409, nothing changes)',
  params: idParam,
  response: messageResponse,
});

export const unpublishNews = endpoint({
  method: 'post',
  path: '/backoffice/news/{id}/unpublish',
  access: 'news.manage',
  summary: 'Take an article back to draft: clients no longer see it (a draft answers 409)',
  params: idParam,
  response: messageResponse,
});

export const newsEndpoints = {
  listPublishedNews,
  getPublishedNews,
  listManagedNews,
  getManagedNews,
  createNews,
  editNews,
  publishNews,
  unpublishNews,
};
