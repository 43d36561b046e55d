// Stored XSS: a corpus of script payloads written into every stored text that is rendered somewhere, then read
// back through the API. HTML fields (news bodies, notification descriptions) come back cleaned by the server's
// allowlist; plain-text fields come back as the very same text (escaping is the renderer's job, React's here),
// and the app's HTML carries a CSP that forbids inline script. A new body endpoint with a string field must be
// placed in one of the tables below, or the registry test fails.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleId } from '@/src/contracts/access';
import { DEFAULT_PARTNER_BUTTON } from '@/src/contracts/partners';
import { allEndpoints } from '@/src/contracts/registry';
import { cards, companies, users } from '@/server/db/schema/index';
import { createTestContext, type TestContext } from '@/server/test-support/context';
import { describeEndpoint } from '@/server/test-support/contract-requests';

const CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width:expression(alert(1))">x</p>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '"><script>alert(1)</script>',
  "'-alert(1)-'",
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '<scr<script>ipt>alert(1)</script>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
];

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
let companyId: number;
let cardId: number;

// One context per file (seeding hashes a password); on a loaded machine that can take minutes.
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'cardportal-xss-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await createTestContext({ distDir });
  for (const role of [1, 2, 4] as const) tokens.set(role, (await t.sessionFor(role)).accessToken);
  buyerId = (await t.userOf(4)).id;
  const [owner] = await t.db
    .select()
    .from(users)
    .where(eq(users.id, (await t.userOf(2)).id));
  companyId = owner!.companyId!;
  const [card] = await t.db.select().from(cards).where(eq(cards.companyId, companyId));
  cardId = card!.id;
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

/** A plain-text field: written as `payload`, it reads back as exactly `payload`, or is refused with a 400 or 422. */
interface PlainCase {
  name: string;
  write(payload: string): Promise<{ status: number; text: string }>;
  read(): Promise<unknown>;
}

const PLAIN: PlainCase[] = [
  {
    name: 'PATCH /user/{id} firstName',
    write: (p) => call(2, 'PATCH', `/api/user/${buyerId}`, { firstName: p }),
    read: async () => (await call(2, 'GET', `/api/user/${buyerId}`)).body.data.firstName,
  },
  {
    name: 'PATCH /user/{id} teamName',
    write: (p) => call(2, 'PATCH', `/api/user/${buyerId}`, { teamName: p }),
    read: async () => (await call(2, 'GET', `/api/user/${buyerId}`)).body.data.teamName,
  },
  {
    name: 'PATCH /user/profile lastName',
    write: (p) => call(4, 'PATCH', '/api/user/profile', { lastName: p }),
    read: async () => (await t.db.select().from(users).where(eq(users.id, buyerId)))[0]!.lastName,
  },
  {
    name: 'PATCH /company/update/{id} name',
    write: (p) => call(1, 'PATCH', `/api/company/update/${companyId}`, { name: p }),
    read: async () => (await t.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.name,
  },
  {
    name: 'PATCH /card/{id}/name',
    write: (p) => call(2, 'PATCH', `/api/card/${cardId}/name`, { name: p }),
    read: async () => (await call(2, 'GET', `/api/card/${cardId}`)).body.data.name,
  },
  {
    name: 'POST /company/referral name and condition',
    write: async (p) => {
      const res = await call(1, 'POST', '/api/company/referral', {
        name: p,
        condition: p,
        freeTransferAmount: '1',
        freeTransferCount: '1',
      });
      lastReferral = res.body?.data;
      return res;
    },
    read: async () => {
      expect(lastReferral.condition).toBe(lastReferral.name);
      return lastReferral.name;
    },
  },
  {
    name: 'POST /backoffice/settings/partner-button name',
    write: (p) =>
      call(1, 'POST', '/api/backoffice/settings/partner-button', {
        ...DEFAULT_PARTNER_BUTTON,
        name: p,
        url: 'https://partner.example/offer',
      }),
    read: async () => (await call(1, 'GET', '/api/backoffice/settings/partner-button')).body.data.name,
  },
];
let lastReferral: { name: string; condition: string };

describe('plain-text fields come back as the same text', () => {
  it.each(PLAIN.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    let stored = 0;
    for (const payload of CORPUS) {
      const res = await c.write(payload);
      if (res.status === 400 || res.status === 422) continue;
      expect(res.status, `${payload}: ${res.text}`).toBeLessThan(300);
      expect(await c.read(), payload).toBe(payload);
      stored += 1;
    }
    // A field that refuses every payload would prove nothing here.
    expect(stored).toBeGreaterThan(0);
  });
});

describe('the registry', () => {
  // Body fields that hold no rendered text (secrets, tokens, ids) or that are covered above by a case of
  // the same table; a new endpoint with a string field lands in neither and fails here.
  const NOT_RENDERED = new Set([
    'POST /auth/login password',
    'POST /auth/generate-auth-hash password',
    'POST /auth/refresh refreshToken',
    'POST /auth/refresh accessToken',
    'PATCH /user/update-ym-client-id ymClientId',
    'POST /company-invitation/register clientId',
    'POST /auth/confirm-user passwordConfirmation',
    'POST /auth/password-reset/{token} passwordConfirmation',
    'POST /user/change-password currentPassword',
    'POST /user/change-password passwordConfirmation',
    'POST /slides/viewed id',
    'POST /backoffice/top-up/company/{id}/crypto hash',
  ]);
  // Stored and shown, written by staff or the owner; the same storage path (a text column, React escaping)
  // as the plain cases above, which the corpus exercises end to end.
  const SAME_PATH_AS_PLAIN = new Set([
    'PATCH /user/{id} lastName',
    'POST /company-invitation/{id}/approve companyName',
    'PATCH /user/profile firstName',
    'POST /user/fill-profile firstName',
    'POST /user/fill-profile lastName',
    'PATCH /company/referral/{id} name',
    'PATCH /company/referral/{id} condition',
    'PATCH /company/update/{id} externalId',
    'PATCH /backoffice/company/{id}/owner firstName',
    'PATCH /backoffice/company/{id}/owner lastName',
    'POST /user/invite teamName',
    'POST /backoffice/group name',
    'PATCH /backoffice/group/{id} name',
    'POST /backoffice/settings/tariff-scales/create name',
    'POST /backoffice/settings/tariff-scales/{id}/edit name',
    'POST /backoffice/settings/bin-set/create name',
    'PATCH /backoffice/settings/bin-set/{id}/edit name',
    'POST /backoffice/top-up/company/{id}/crypto description',
    'POST /backoffice/top-up/company/{id}/fiat description',
    'POST /backoffice/company/withdrawal description',
    'POST /transfer description',
    'POST /backoffice/top-up/company/{id}/init-transfer description',
    'POST /card/issue name',
  ]);
  const COVERED = new Set([
    'POST /backoffice/news/create title',
    'POST /backoffice/news/create summary',
    'POST /backoffice/news/create body',
    'PATCH /backoffice/news/{id}/edit title',
    'PATCH /backoffice/news/{id}/edit summary',
    'PATCH /backoffice/news/{id}/edit body',
    'POST /notification/send title',
    'POST /notification/send description',
    'PATCH /user/{id} firstName',
    'PATCH /user/{id} teamName',
    'PATCH /user/profile lastName',
    'PATCH /company/update/{id} name',
    'PATCH /card/{id}/name name',
    'POST /company/referral name',
    'POST /company/referral condition',
    'POST /backoffice/settings/partner-button name',
  ]);

  it('places every string body field in a table', () => {
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
        if (!NOT_RENDERED.has(key) && !SAME_PATH_AS_PLAIN.has(key) && !COVERED.has(key)) unplaced.push(key);
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
