import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, type RoleId } from '@/src/contracts/access';
import { newsArticle, newsListItem, newsMessages, NEWS_BODY_MAX } from '@/src/contracts/news';
import { validation } from '@/src/contracts/messages';
import { news } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';

const t = useTestContext();
const tokens = new Map<RoleId, string>();
beforeAll(async () => {
  for (const role of ROLE_IDS) tokens.set(role, (await t.sessionFor(role)).accessToken);
});

const as = (role: RoleId) => tokens.get(role)!;
const write = (method: string, path: string, json?: unknown, role: RoleId = 7) =>
  t.request(method, `/api/backoffice/news${path}`, { token: as(role), json });
const read = (path: string, role: RoleId = 2) => t.request('GET', `/api/news${path}`, { token: as(role) });
const LINK_OUT = '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">';
const draft = async (fields: Partial<{ title: string; summary: string; body: string }> = {}) => {
  const res = await write('POST', '/create', { title: 'Quarterly update', body: '<p>Hello</p>', ...fields });
  expect(res.status, res.text).toBe(201);
  return newsArticle.parse(res.body.data.article);
};

describe('the demo seed', () => {
  it('has published articles newest first for clients and a draft only staff see', async () => {
    const list = (await read('')).body.data;
    expect(list.meta.totalCount).toBe(3);
    expect(list.records.map((r: { title: string }) => r.title)).toEqual([
      'Web push notifications are here',
      'Lower fees for transfers to BIN accounts',
      'USDC top-ups on Ethereum',
    ]);
    for (const record of list.records) newsListItem.parse(record);
    const staff = (await write('GET', '?status=draft')).body.data;
    expect(staff.records.map((r: { title: string }) => r.title)).toContain('Planned maintenance on Sunday night');
  });
});

describe('rights', () => {
  it('lets every role read published news and only roles 1 and 7 manage it', async () => {
    const article = await draft();
    await write('POST', `/${article.id}/publish`);
    for (const role of ROLE_IDS) {
      const manages = role === 1 || role === 7;
      expect((await read('', role)).status, `role ${role} list`).toBe(200);
      expect((await read(`/${article.id}`, role)).status, `role ${role} article`).toBe(200);
      expect((await write('GET', '', undefined, role)).status, `role ${role} staff list`).toBe(manages ? 200 : 403);
      expect((await write('GET', `/${article.id}`, undefined, role)).status).toBe(manages ? 200 : 403);
      const created = await write('POST', '/create', { title: `By role ${role}`, body: '<p>x</p>' }, role);
      expect(created.status, `role ${role} create`).toBe(manages ? 201 : 403);
      expect((await write('PATCH', `/${article.id}/edit`, { title: 'Edited', body: '<p>x</p>' }, role)).status).toBe(
        manages ? 200 : 403,
      );
      expect((await write('POST', `/${article.id}/unpublish`, undefined, role)).status).toBe(manages ? 200 : 403);
      if (manages) expect((await write('POST', `/${article.id}/publish`, undefined, role)).status).toBe(200);
    }
    expect(await t.db.select().from(news).where(eq(news.title, 'By role 2'))).toHaveLength(0);
  });

  it('refuses an anonymous reader', async () => {
    expect((await t.request('GET', '/api/news')).status).toBe(401);
  });
});

describe('writing and publishing', () => {
  it('keeps a draft from clients, publishes it to the top of the list, edits it and takes it back', async () => {
    const article = await draft({ title: 'Draft first', summary: '  A short line  ' });
    expect(article).toMatchObject({
      isPublished: false,
      publishedAt: null,
      summary: 'A short line',
      author: { id: (await t.userOf(7)).id },
    });
    expect((await read(`/${article.id}`)).status).toBe(404);
    expect((await read('?perPage=50')).body.data.records.map((r: { id: number }) => r.id)).not.toContain(article.id);

    const published = await write('POST', `/${article.id}/publish`);
    expect(published.body.data).toEqual({ message: newsMessages.published });
    expect((await read('?perPage=1')).body.data.records[0]).toMatchObject({ id: article.id, isPublished: true });
    expect((await write('POST', `/${article.id}/publish`)).status).toBe(409);

    const edited = await write('PATCH', `/${article.id}/edit`, {
      title: 'Draft renamed',
      body: '<p>New <em>text</em></p>',
    });
    expect(edited.body.data).toMatchObject({
      message: newsMessages.saved,
      article: { title: 'Draft renamed', summary: null, isPublished: true, body: '<p>New <em>text</em></p>' },
    });
    expect((await read(`/${article.id}`)).body.data).toMatchObject({
      title: 'Draft renamed',
      body: '<p>New <em>text</em></p>',
    });

    expect((await write('POST', `/${article.id}/unpublish`)).body.data).toEqual({ message: newsMessages.unpublished });
    expect((await read(`/${article.id}`)).status).toBe(404);
    expect((await write('POST', `/${article.id}/unpublish`)).status).toBe(409);
    expect((await write('GET', `/${article.id}`)).body.data).toMatchObject({
      isPublished: false,
      title: 'Draft renamed',
    });
  });

  it('pages the published list', async () => {
    const first = (await read('?perPage=2&page=1')).body.data;
    const second = (await read('?perPage=2&page=2')).body.data;
    expect(first.meta).toMatchObject({ page: 1, perPage: 2, pagesCount: Math.ceil(first.meta.totalCount / 2) });
    expect(first.records).toHaveLength(2);
    expect(second.records[0].id).not.toBe(first.records[1].id);
  });

  it('answers 404 for an article that does not exist, everywhere', async () => {
    expect((await read('/999999')).status).toBe(404);
    expect((await write('GET', '/999999')).status).toBe(404);
    expect((await write('PATCH', '/999999/edit', { title: 'x', body: '<p>x</p>' })).status).toBe(404);
    expect((await write('POST', '/999999/publish')).status).toBe(404);
    expect((await write('POST', '/999999/unpublish')).status).toBe(404);
  });

  it(
    'refuses a missing or long title and a missing, huge or empty-once-cleaned body, naming the field; nothing is ' +
      'stored',
    async () => {
      const before = await t.countRows();
      const refuse = async (json: unknown, field: string, message?: string) => {
        const res = await write('POST', '/create', json);
        expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(422);
        expect(res.body.errors).toHaveProperty(field);
        if (message) expect(res.body.errors[field]).toEqual([message]);
      };
      await refuse({ body: '<p>x</p>' }, 'title', validation.required);
      await refuse({ title: '   ', body: '<p>x</p>' }, 'title', validation.required);
      await refuse({ title: 'x'.repeat(201), body: '<p>x</p>' }, 'title', validation.maxLength(200));
      await refuse({ title: 'Ok' }, 'body', validation.required);
      await refuse({ title: 'Ok', body: 'x'.repeat(NEWS_BODY_MAX + 1) }, 'body', validation.maxLength(NEWS_BODY_MAX));
      await refuse({ title: 'Ok', body: '<script>alert(1)</script>' }, 'body', newsMessages.emptyAfterCleaning);
      expect(await t.countRows()).toEqual(before);
      expect((await write('POST', '/create', { title: 'x'.repeat(200), body: '<p>x</p>' })).status).toBe(201);
    },
  );
});

describe('what the rich-text editor sends', () => {
  it('stores its markup as written, links opening outside the app', async () => {
    const body =
      '<h2>Heading</h2><p>A <b>bold</b> and <i>italic</i> line with <a href="https://example.com/">a link</a>.</p>' +
      '<h3>Sub</h3><ul><li>one</li></ul><ol><li>two</li></ol>';
    const article = await draft({ body });
    expect(article.body).toBe(body.replace('<a href="https://example.com/">', LINK_OUT));
  });

  it('refuses a NUL character in any field, naming it, and a huge body; nothing is stored', async () => {
    const before = await t.countRows();
    const fields = { title: 'Fine', summary: 'Fine', body: '<p>Fine</p>' };
    for (const field of ['title', 'summary', 'body'] as const) {
      const res = await write('POST', '/create', { ...fields, [field]: `<b>a\u0000b</b>` });
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.errors), field).toEqual([field]);
    }
    const article = await draft();
    const edit = await write('PATCH', `/${article.id}/edit`, { ...fields, body: '<p>x\u0000</p>' });
    expect(edit.status).toBe(422);
    expect(edit.body.errors).toHaveProperty('body');

    // Under the request limit (1 MiB) but over the field's: refused by name before anything is cleaned.
    const huge = await write('POST', '/create', { title: 'Huge', body: '<p onclick="x">row</p>'.repeat(40_000) });
    expect(huge.status).toBe(422);
    expect(huge.body.errors.body).toEqual([validation.maxLength(NEWS_BODY_MAX)]);
    // Over the request limit: refused before it is read.
    expect((await write('POST', '/create', { title: 'Huger', body: 'x'.repeat(2 * 1024 * 1024) })).status).toBe(413);
    const deep = await write('POST', '/create', { title: 'Deep', body: '<b>'.repeat(20_000) + 'deep' });
    expect(deep.status, 'deep nesting within the limit is cleaned, not a 500').toBe(201);
    expect(deep.body.data.article.body).not.toMatch(/<(?!\/?b>)/);
    expect((await t.countRows()).news).toBe(before.news! + 2);
  });
});

describe('the XSS corpus', () => {
  const corpus = [
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '<p onclick="alert(1)" onmouseover="alert(2)">hover</p>',
    '<a href="javascript:alert(1)">js link</a>',
    '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
    '<svg onload="alert(1)"><circle r="1"/></svg>',
    '<svg><script>alert(1)</script></svg>',
    '<iframe src="https://evil.test"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<style>body{background:url(javascript:alert(1))}</style>',
    '<p style="background:url(javascript:alert(1))">styled</p>',
    '<object data="https://evil.test/x.swf"></object><embed src="https://evil.test/x.swf">',
    '<form action="https://evil.test"><input name="x"></form>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<img src="javascript:alert(1)">',
  ];
  const safeLink = '<a href="https://example.com" onfocus="alert(1)" autofocus>ok link</a>';

  const executable = [
    /<script/i,
    /\son\w+\s*=/i,
    /javascript:/i,
    /href="data:/i,
    /<svg/i,
    /<iframe/i,
    /<style/i,
    /style=/i,
    /<object/i,
    /<embed/i,
    /<form/i,
    /<input/i,
    /<math/i,
  ];

  it.each(corpus)('stores none of the executable parts of %s', async (payload) => {
    const article = await draft({ body: `<p>Safe text</p>${payload}` });
    expect((await write('POST', `/${article.id}/publish`)).status).toBe(200);
    const body = (await read(`/${article.id}`)).body.data.body as string;
    for (const bad of executable) expect(body, String(bad)).not.toMatch(bad);
    expect(body).toMatch(/^<p>Safe text<\/p>/);
  });

  it('keeps safe links, opening outside the app', async () => {
    const article = await draft({ body: `<p>Safe text</p>${safeLink}${corpus.join('')}` });
    const body = (await write('GET', `/${article.id}`)).body.data.body as string;
    for (const bad of executable) expect(body, String(bad)).not.toMatch(bad);
    expect(body).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok link</a>');
  });

  it('cleans an edit the same way', async () => {
    const article = await draft();
    const res = await write('PATCH', `/${article.id}/edit`, {
      title: 'Edit',
      body: '<p>kept</p><img src=x onerror=alert(1)><script>x</script>',
    });
    expect(res.body.data.article.body).toBe('<p>kept</p><img src="x" />');
  });
});
