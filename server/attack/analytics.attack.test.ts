// Analytics (issue 22) as a hostile caller sends it: POST /analytics/events is public, so anyone on the
// internet may post batches of any size, shape, date or client id; the back-office aggregates are for
// staff only, and their filters go into SQL. Every refusal is a 4xx naming the field, and nothing is stored.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_LIMITS } from '@/src/contracts/analytics';
import { rowsOf } from '@/server/db/client';
import { createTestContext, type TestContext } from '@/server/test-support/context';

const BODY_LIMIT = 64 * 1024;
const DAY = 86_400_000;
const AT_ONCE = 50;

let t: TestContext;
// One context per file (seeding hashes a password); on a loaded machine that can take minutes.
beforeAll(async () => {
  t = await createTestContext({ env: { BODY_LIMIT_BYTES: String(BODY_LIMIT) } });
}, 180_000);
afterAll(() => t?.close());

const hit = (name = '/dashboard', at = new Date()) => ({ id: randomUUID(), type: 'hit', name, at: at.toISOString() });
const batch = (events: unknown[], clientId = `attack-${randomUUID()}`) => ({
  clientId,
  device: { standalone: false, mobile: false },
  events,
});
const send = (json: unknown, token?: string) => t.request('POST', '/api/analytics/events', { json, token });
const eventCount = async () =>
  Number(rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from analytics_events`))[0]!.n);

/** Sends, expects a refusal naming `field` (or a field under it), and that no row was stored. */
async function refused(json: unknown, field: string, status = 422) {
  const before = await eventCount();
  const res = await send(json);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (status === 422)
    expect(
      Object.keys(res.body.errors ?? {}).some((k) => k.startsWith(field)),
      field,
    ).toBe(true);
  expect(await eventCount()).toBe(before);
}

describe('batch size', () => {
  it('refuses more events than a batch holds, and an empty batch', async () => {
    const full = Array.from({ length: ANALYTICS_LIMITS.batchSize + 1 }, () => hit());
    await refused(batch(full), 'events');
    await refused(batch([]), 'events');
  });

  it('answers 413 to a body over the limit, before reading it as events', async () => {
    const padded = batch([{ ...hit(), name: `/${'a'.repeat(BODY_LIMIT)}` }]);
    await refused(padded, '', 413);
  });
});

describe('huge and deep payloads', () => {
  it('refuses oversized fields and deeply nested values, never with a server error', async () => {
    await refused(batch([hit(`/${'a'.repeat(250)}`)]), 'events.0.name');
    await refused(batch([{ ...hit(), durationMs: 1e12 }]), 'events.0.durationMs');
    await refused(batch([{ ...hit(), durationMs: 1.5 }]), 'events.0.durationMs');
    let deep: unknown = 'x';
    for (let i = 0; i < 2_000; i++) deep = [deep];
    await refused(batch([{ ...hit(), name: deep }]), 'events.0.name');
    await refused({ ...batch([hit()]), device: { standalone: deep, mobile: false } }, 'device');
    await refused(batch(deep as unknown[]), 'events');
  });

  it('refuses fields the batch does not have: who sent it comes from the session only', async () => {
    await refused({ ...batch([hit()]), userId: 1 }, '');
    await refused(batch([{ ...hit(), companyId: 1 }]), 'events.0');
    await refused(batch([{ ...hit(), __proto__: { polluted: true }, constructor: 'x' }]), 'events.0');
  });
});

describe('NUL bytes and control characters', () => {
  it('refuses them in names, referrers and client ids', async () => {
    await refused(batch([hit('/dash\u0000board')]), 'events.0.name');
    await refused(batch([{ ...hit(), referrer: '/login\u0000' }]), 'events.0.referrer');
    await refused(batch([hit()], 'client\u0000-id-01'), 'clientId');
    await refused(batch([hit('/a\nb')]), 'events.0.name');
    await refused(batch([{ ...hit(), type: 'event', name: 'sign-in\u0000' }]), 'events.0.name');
  });
});

describe('timestamps', () => {
  it('refuses far-future and far-past events, and dates that do not exist', async () => {
    const now = Date.now();
    await refused(batch([hit('/a', new Date(now + 11 * 60_000))]), 'events.0.at');
    await refused(batch([{ ...hit(), at: '9999-12-31T23:59:59Z' }]), 'events.0.at');
    await refused(batch([hit('/a', new Date(now - (ANALYTICS_LIMITS.retentionDays + 1) * DAY))]), 'events.0.at');
    await refused(batch([{ ...hit(), at: '1970-01-01T00:00:00Z' }]), 'events.0.at');
    await refused(batch([{ ...hit(), at: '0001-01-01T00:00:00Z' }]), 'events.0.at');
    await refused(batch([{ ...hit(), at: '2024-02-30T10:00:00Z' }]), 'events.0.at');
    await refused(batch([{ ...hit(), at: '+275760-09-13T00:00:00Z' }]), 'events.0.at');
    await refused(batch([{ ...hit(), at: 1e15 }]), 'events.0.at');
    // One bad event refuses the batch whole: the good one beside it is not stored either.
    await refused(batch([hit(), { ...hit(), at: '9999-12-31T23:59:59Z' }]), 'events.1.at');
  });
});

describe('ids of other users and tenants', () => {
  it("stores a signed-in batch as the session's user and company, whatever client id it names", async () => {
    const owner = await t.userOf(2);
    const buyer = await t.userOf(4);
    // The owner's browser is linked to the owner …
    const ownerBrowser = `owner-browser-${randomUUID()}`;
    await send(batch([hit('/bank')], ownerBrowser), (await t.sessionFor(2)).accessToken);
    // … and a buyer sends a batch naming it: the events are the buyer's.
    const forged = hit('/bank/account/$id');
    const res = await send(batch([forged], ownerBrowser), (await t.sessionFor(4)).accessToken);
    expect(res.status).toBe(200);
    const [row] = rowsOf<{ user_id: number }>(
      await t.db.execute(sql`select user_id from analytics_events where id = ${forged.id}::uuid`),
    );
    expect(row!.user_id).toBe(buyer.id);
    expect(row!.user_id).not.toBe(owner.id);
  });

  it('lets an anonymous batch neither relink a browser nor take a stored event id', async () => {
    const owner = await t.userOf(2);
    const browser = `linked-browser-${randomUUID()}`;
    const original = hit('/wallet');
    await send(batch([original], browser), (await t.sessionFor(2)).accessToken);
    // The same event id again, anonymously, under another name: stored once, as it first came.
    const replay = await send(batch([{ ...original, name: '/admin/clients' }], 'someone-else-01'));
    expect(replay.body.data).toEqual({ stored: 0, duplicates: 1 });
    const [stored] = rowsOf<{ name: string; user_id: number; client_id: string }>(
      await t.db.execute(sql`select name, user_id, client_id from analytics_events where id = ${original.id}::uuid`),
    );
    expect(stored).toEqual({ name: '/wallet', user_id: owner.id, client_id: browser });
    await send(batch([hit()], browser));
    const links = rowsOf<{ user_id: number }>(
      await t.db.execute(sql`select user_id from analytics_clients where client_id = ${browser}`),
    );
    expect(links).toEqual([{ user_id: owner.id }]);
  });

  it('refuses client ids the sender never makes', async () => {
    for (const clientId of ['short', 'x'.repeat(65), '../../etc/passwd', "abc' or '1'='1", 'ünïcode-client', '']) {
      await refused(batch([hit()], clientId), 'clientId');
    }
    await refused({ ...batch([hit()]), clientId: 12345678 }, 'clientId');
  });

  it('refuses a forged client id on the owner sync too, and lets no role but the owner sync one', async () => {
    for (const role of [1, 3, 4, 5, 6, 7, 8] as const) {
      const res = await t.request('PATCH', '/api/user/update-ym-client-id', {
        token: (await t.sessionFor(role)).accessToken,
        json: { ymClientId: 'forged-client-01' },
      });
      expect(res.status, `role ${role}`).toBe(403);
    }
    const res = await t.request('PATCH', '/api/user/update-ym-client-id', {
      token: (await t.sessionFor(2)).accessToken,
      json: { ymClientId: "x' or 1=1 --" },
    });
    expect(res.status).toBe(422);
  });
});

describe(`${AT_ONCE} identical batches at once`, () => {
  it('stores each event exactly once, anonymous or signed in', async () => {
    for (const token of [undefined, (await t.sessionFor(3)).accessToken]) {
      const events = Array.from({ length: 10 }, () => hit('/team'));
      const body = batch(events);
      const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => send(body, token)));
      expect(answers.filter((r) => r.status !== 200)).toEqual([]);
      expect(answers.reduce((sum, r) => sum + r.body.data.stored, 0)).toBe(events.length);
      const ids = `{${events.map((e) => e.id).join(',')}}`;
      const [row] = rowsOf<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from analytics_events where id = any(${ids}::uuid[])`),
      );
      expect(Number(row!.n)).toBe(events.length);
    }
  });
});

describe('the back-office aggregates', () => {
  it('refuse client roles and anonymous callers, and leak nothing in the refusal', async () => {
    for (const role of [2, 3, 4] as const) {
      const token = (await t.sessionFor(role)).accessToken;
      const page = await t.request('GET', '/api/backoffice/analytics', { token });
      expect(page.status, `role ${role}`).toBe(403);
      expect(JSON.stringify(page.body)).not.toMatch(/funnel|atRisk|cohorts/);
      const file = await t.request('POST', '/api/backoffice/analytics/export', { token, json: { format: 'csv' } });
      expect(file.status, `role ${role}`).toBe(403);
      const atRisk = await t.request('GET', '/api/backoffice/analytics/at-risk', { token });
      expect(atRisk.status, `role ${role}`).toBe(403);
      expect(JSON.stringify(atRisk.body)).not.toMatch(/records|reasons/);
    }
    expect((await t.request('GET', '/api/backoffice/analytics')).status).toBe(401);
    expect((await t.request('GET', '/api/backoffice/analytics/at-risk')).status).toBe(401);
  });

  it('page the at-risk list only within bounds, naming the field, and answer a page past the end empty', async () => {
    const token = (await t.sessionFor(7)).accessToken;
    const crafted: [string, string][] = [
      ['page=0', 'query.page'],
      ['page=-1', 'query.page'],
      ['page=1.5', 'query.page'],
      ['page=abc', 'query.page'],
      ['perPage=0', 'query.perPage'],
      ['perPage=201', 'query.perPage'],
      ['perPage=1%20OR%201%3D1', 'query.perPage'],
    ];
    for (const [query, field] of crafted) {
      const res = await t.request('GET', `/api/backoffice/analytics/at-risk?${query}`, { token });
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), query).toContain(field);
    }
    for (const page of ['100000', '2147483647', '1e308']) {
      const res = await t.request('GET', `/api/backoffice/analytics/at-risk?page=${page}&perPage=200`, { token });
      expect(res.status, page).toBeLessThan(500);
      if (res.status === 200) expect(res.body.data.records, page).toEqual([]);
    }
  });

  it('refuse crafted filters naming the field, and never answer with a server error', async () => {
    const token = (await t.sessionFor(7)).accessToken;
    const crafted: [string, string][] = [
      ['segment=5', 'query.segment'],
      ['segment=1%20OR%201%3D1', 'query.segment'],
      ['segment=-1', 'query.segment'],
      ['segment=1e308', 'query.segment'],
      ['referral=%27%20or%201%3D1--', 'query.referral'],
      ['referral=AAAAAAAAAAAAAAA%00', 'query.referral'],
      ['from=2024-02-30', 'query.from'],
      ['from=0000-01-01&to=0000-01-02', 'query.from'],
      ['from=2024-03-31&to=2024-03-01', 'query.from'],
      ['from=1900-01-01&to=2099-12-31', 'query.from'],
      ['from=2024-01-01%00', 'query.from'],
    ];
    for (const [query, field] of crafted) {
      const res = await t.request('GET', `/api/backoffice/analytics?${query}`, { token });
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), query).toContain(field);
    }
    // Beyond the platform's calendar (dates.ts) is refused; a repeated parameter is answered, never a 500.
    const beyond = await t.request('GET', '/api/backoffice/analytics?from=9999-12-01&to=9999-12-31', { token });
    expect(beyond.status).toBe(422);
    expect(Object.keys(beyond.body.errors ?? {})).toContain('query.from');
    const repeated = await t.request('GET', '/api/backoffice/analytics?segment=1&segment=2', { token });
    expect(repeated.status).toBeLessThan(500);
    // A month years ahead, within the calendar, is empty: nothing happened then.
    const future = await t.request('GET', '/api/backoffice/analytics?from=2090-12-01&to=2090-12-31', { token });
    expect(future.status).toBe(200);
    expect(future.body.data.funnel.every((s: { count: number }) => s.count === 0)).toBe(true);
  });
});
