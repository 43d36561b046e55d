// Stored XSS: a corpus of script payloads written into every stored text that is rendered somewhere, then read
// back through the API. HTML fields (news bodies, notification descriptions) come back cleaned by the server's
// allowlist (here); plain-text fields come back as the very same text, escaping being the renderer's job, React's
// here (xss-fields.attack.test.ts); and the app's HTML carries a CSP that forbids inline script. A new body
// endpoint with a string field must be placed in a list of xss-registry.ts, or the registry test fails.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleId } from '@/src/contracts/access';
import { allEndpoints } from '@/src/contracts/registry';
import { createTestContext, type TestContext } from '@/server/test-support/context';
import { describeEndpoint } from '@/server/test-support/contract-requests';
import { CORPUS, HTML_FIELDS, NOT_RENDERED, PLAIN_FIELDS } from './xss-registry';

/** What no sanitized HTML may contain, whatever the payload. */
function expectCleanHtml(html: string, payload: string) {
  const decoded = html.replace(/&#x?0*(\w+);?/gi, (m, code: string) =>
    /^\d+$/.test(code)
      ? String.fromCharCode(Number(code))
      : /^[0-9a-f]+$/i.test(code)
        ? String.fromCharCode(parseInt(code, 16))
        : m,
  );
  const why = `${payload} → ${html}`;
  expect(html, why).not.toMatch(/<\s*(script|svg|iframe|style|math|body|object|embed)/i);
  expect(html, why).not.toMatch(/<[^>]*\son\w+\s*=/i);
  expect(decoded.replace(/\s/g, ''), why).not.toMatch(/javascript:/i);
  expect(html, why).not.toMatch(/style\s*=/i);
  expect(html, why).not.toMatch(/expression\s*\(/i);
}

let t: TestContext;
let distDir: string;
const tokens = new Map<RoleId, string>();
let buyerId: number;

// One context per file (seeding hashes a password); on a loaded machine that can take minutes.
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'cardportal-xss-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await createTestContext({ distDir });
  for (const role of [1, 2, 4] as const) tokens.set(role, (await t.sessionFor(role)).accessToken);
  buyerId = (await t.userOf(4)).id;
}, 180_000);
afterAll(async () => {
  await t?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

const call = (role: RoleId, method: string, url: string, json?: unknown) =>
  t.request(method, url, { token: tokens.get(role), json });

describe('HTML fields are stored sanitized', () => {
  it('news bodies keep no script, handler, style or javascript: URL; title and summary stay as typed', async () => {
    for (const payload of CORPUS) {
      const created = await call(1, 'POST', '/api/backoffice/news/create', {
        title: payload,
        summary: payload,
        body: `<p>kept</p>${payload}`,
      });
      expect(created.status, created.text).toBe(201);
      const id = created.body.data.article.id as number;
      expect((await call(1, 'POST', `/api/backoffice/news/${id}/publish`)).status).toBe(200);
      const read = await call(4, 'GET', `/api/news/${id}`);
      expect(read.status, read.text).toBe(200);
      const article = read.body.data.article ?? read.body.data;
      expect(article.title).toBe(payload);
      expect(article.summary).toBe(payload);
      expectCleanHtml(article.body, payload);
      expect(article.body).toContain('<p>kept</p>');
      const edited = await call(1, 'PATCH', `/api/backoffice/news/${id}/edit`, { title: 't', body: payload });
      if (edited.status === 200) {
        const back = await call(1, 'GET', `/api/backoffice/news/${id}`);
        expectCleanHtml((back.body.data.article ?? back.body.data).body, payload);
      } else expect([400, 422], edited.text).toContain(edited.status);
    }
  });

  it('notification descriptions keep no script, handler, style or javascript: URL', async () => {
    for (const payload of CORPUS) {
      const sent = await call(1, 'POST', '/api/notification/send', {
        to: 'users',
        userIds: [buyerId],
        title: payload,
        description: `<p>kept</p>${payload}`,
      });
      expect(sent.status, sent.text).toBe(200);
      await t.drainJobs();
      const list = await call(4, 'GET', '/api/notification/list');
      expect(list.status, list.text).toBe(200);
      const items = list.body.data.userNotificationList.records as { title: string; description: string }[];
      const mine = items.find((n) => n.title === payload);
      expect(mine, `notification titled ${payload}`).toBeDefined();
      expectCleanHtml(mine!.description, payload);
    }
  });
});

describe('the registry', () => {
  it('places every string body field in exactly one list', () => {
    const lists = [NOT_RENDERED, HTML_FIELDS, PLAIN_FIELDS];
    const unplaced: string[] = [];
    for (const spec of allEndpoints) {
      if (!('body' in spec) || !spec.body) continue;
      const schema = spec.body as unknown as {
        shape?: Record<string, { safeParse(v: unknown): { success: boolean; data?: unknown } }>;
      };
      for (const [field, type] of Object.entries(schema.shape ?? {})) {
        const parsed = type.safeParse('abc');
        if (!parsed.success || typeof parsed.data !== 'string') continue;
        const key = `${describeEndpoint(spec)} ${field}`;
        const places = lists.filter((list) => list.includes(key)).length;
        if (places !== 1) unplaced.push(`${key} (in ${places} lists)`);
      }
    }
    expect(unplaced).toEqual([]);
  });
});

describe('the app shell', () => {
  it('is served with a CSP that allows no inline script', async () => {
    const res = await t.request('GET', '/');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/unsafe-inline[^;]*;?\s*$|script-src[^;]*unsafe/);
    expect(csp).toMatch(/object-src 'none'/);
  });
});
