// Issue 17's classes (defects 1–8) against endpoints added since the review: analytics ingest
// (POST /analytics/events, public), the analytics page (GET /backoffice/analytics) and the card FX fee
// (GET/PATCH /backoffice/settings/card-fx-fee). NUL bytes, a leading +, far dates, huge batches, deep JSON,
// other users' ids and rights, and 50 identical requests at once; refusals write nothing.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_LIMITS } from '@/src/contracts/analytics';
import type { RoleId } from '@/src/contracts/access';
import { FIRST_DAY, LAST_DAY } from '@/src/contracts/dates';
import { validation } from '@/src/contracts/messages';
import { rowsOf } from '@/server/db/client';
import { analyticsEvents } from '@/server/db/schema/index';
import { ingestLimits } from '@/server/modules/analytics/ingest.limits';
import { useTestContext } from '@/server/test-support/use-test-context';
import { countDataRows, freshIp } from '@/server/test-support/onboarding';

const t = useTestContext();
const tokens = new Map<RoleId, string>();

// One context per file (seeding hashes a password); on a loaded machine that can take minutes.
beforeAll(async () => {
  for (const role of [1, 2, 4, 5, 6, 7, 8] as const) tokens.set(role, (await t.sessionFor(role)).accessToken);
}, 180_000);

const hit = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type: 'hit',
  name: '/dashboard',
  at: new Date().toISOString(),
  ...overrides,
});
const batch = (events: unknown[], extra: Record<string, unknown> = {}) => ({
  clientId: 'attack-client-0001',
  device: { standalone: false, mobile: false },
  events,
  ...extra,
});
const ingest = (json: unknown, options: { token?: string; ip?: string } = {}) =>
  t.request('POST', '/api/analytics/events', { json, ...options });
const overview = (query: string, role: RoleId = 7) =>
  t.request('GET', `/api/backoffice/analytics?${query}`, { token: tokens.get(role) });
const setFee = (percent: unknown, role: RoleId = 6) =>
  t.request('PATCH', '/api/backoffice/settings/card-fx-fee', { token: tokens.get(role), json: { percent } });
const feeNow = async () =>
  (await t.request('GET', '/api/backoffice/settings/card-fx-fee', { token: tokens.get(1) })).body.data.percent;

const deep = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown;
const errorKeys = (res: { body: { errors?: Record<string, unknown> } }) => Object.keys(res.body.errors ?? {});

/** Runs `attack` and asserts it wrote nothing (rate-limit counters aside: a refusal may count against its sender). */
async function writesNothing(attack: () => Promise<void>) {
  const before = await countDataRows(t);
  await attack();
  expect(await countDataRows(t)).toEqual(before);
}

describe('POST /analytics/events', () => {
  it('refuses a NUL byte or a control character in any text, naming the event field', async () => {
    await writesNothing(async () => {
      for (const [field, value] of [
        ['name', '/dash\u0000board'],
        ['referrer', '/x\u0000'],
        ['name', '/tab\tname'],
      ] as const) {
        const res = await ingest(batch([hit({ [field]: value })]), { ip: freshIp() });
        expect(res.status, res.text).toBe(422);
        expect(errorKeys(res)).toContain(`events.0.${field}`);
      }
      const client = await ingest(batch([hit()], { clientId: 'abc\u0000defgh' }), { ip: freshIp() });
      expect([400, 422]).toContain(client.status);
    });
  });

  it('refuses a + in a number, far dates either way, huge numbers and deep JSON', async () => {
    await writesNothing(async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ durationMs: '+1' }, 'durationMs'],
        [{ durationMs: 1e308 }, 'durationMs'],
        [{ durationMs: -1 }, 'durationMs'],
        [{ at: '9999-12-31T00:00:00Z' }, 'at'],
        [{ at: '+275760-09-13T00:00:00Z' }, 'at'],
        [{ at: '0001-01-01T00:00:00Z' }, 'at'],
        [{ at: new Date(Date.now() + ANALYTICS_LIMITS.futureSkewMs + 60_000).toISOString() }, 'at'],
        [{ name: deep(500) }, 'name'],
      ];
      for (const [override, field] of cases) {
        const res = await ingest(batch([hit(override)]), { ip: freshIp() });
        expect(res.status, `${JSON.stringify(override).slice(0, 80)}: ${res.text}`).toBe(422);
        expect(errorKeys(res)).toContain(`events.0.${field}`);
      }
      const deepBody = await ingest(deep(1000), { ip: freshIp() });
      expect([400, 422]).toContain(deepBody.status);
    });
  });

  it('refuses a batch over the batch size and a body over the body limit', async () => {
    await writesNothing(async () => {
      const over = await ingest(batch(Array.from({ length: ANALYTICS_LIMITS.batchSize + 1 }, () => hit())), {
        ip: freshIp(),
      });
      expect(over.status, over.text).toBe(422);
      expect(errorKeys(over)).toContain('events');
      const huge = await ingest(batch([hit({ name: `/${'x'.repeat(2 * 1024 * 1024)}` })]), { ip: freshIp() });
      expect(huge.status).toBe(413);
    });
  });

  it('takes who sent it from the session only: ids in the body are refused', async () => {
    await writesNothing(async () => {
      const buyer = await t.userOf(4);
      for (const extra of [{ userId: buyer.id }, { companyId: 1 }]) {
        const res = await ingest(batch([hit()], extra), { token: tokens.get(2), ip: freshIp() });
        expect(res.status, res.text).toBe(422);
        const inEvent = await ingest(batch([hit(extra)]), { token: tokens.get(2), ip: freshIp() });
        expect(inEvent.status, inEvent.text).toBe(422);
      }
    });
  });

  it("does not move another user's event to the sender: a known id is a duplicate, kept as it was", async () => {
    const event = hit();
    const owner = await ingest(batch([event]), { token: tokens.get(2), ip: freshIp() });
    expect(owner.body.data).toEqual({ stored: 1, duplicates: 0 });
    const replay = await ingest(batch([{ ...event, id: event.id.toUpperCase(), name: '/cards' }]), {
      token: tokens.get(4),
      ip: freshIp(),
    });
    expect(replay.body.data).toEqual({ stored: 0, duplicates: 1 });
    const [row] = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, event.id));
    expect(row).toMatchObject({ userId: (await t.userOf(2)).id, name: '/dashboard' });
  });

  it('stores 50 identical batches sent at once exactly once', async () => {
    const events = Array.from({ length: 5 }, () => hit());
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 50 }, () => ingest(batch(events), { ip })));
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    expect(answers.reduce((n, a) => n + (a.body.data.stored as number), 0)).toBe(5);
    const rows = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(analyticsEvents)
      .where(sql`${analyticsEvents.id} in ${events.map((e) => e.id)}`);
    expect(rows[0]!.n).toBe(5);
  });

  it('limits batches per address like every public write: past the limit, 429 and nothing stored', async () => {
    const ip = freshIp();
    // A batch is counted in events against its address, under the bucket named for that.
    expect((await ingest(batch([hit(), hit()]), { ip })).status).toBe(200);
    const counted = await t.db.execute(sql`select bucket, hits from rate_limits where key = ${ip}`);
    expect(rowsOf(counted)).toEqual([{ bucket: 'analytics-address-events', hits: 2 }]);
    // The address has used its minute (counted as the limiter counts, without sending 300 requests).
    await t.db.execute(
      sql`update rate_limits set hits = ${ingestLimits.perAddress.limit} where bucket = 'analytics-address-events'
        and key = ${ip}`,
    );
    await writesNothing(async () => {
      const res = await ingest(batch([hit()]), { ip });
      expect(res.status, res.text).toBe(429);
      expect(res.headers.get('retry-after')).toEqual(expect.stringMatching(/^\d+$/));
    });
    expect((await ingest(batch([hit()]), { ip: freshIp() })).status).toBe(200);
  });
});

describe('GET /backoffice/analytics', () => {
  it('refuses far dates naming the field, and the widest period the dates allow, 50 at a time', async () => {
    await writesNothing(async () => {
      for (const [query, field] of [
        ['to=9999-12-31', 'query.to'],
        ['from=0001-01-01', 'query.from'],
        ['from=2026-01-01&to=2025-12-31', 'query.from'],
      ] as const) {
        const res = await overview(query);
        expect(res.status, res.text).toBe(422);
        expect(errorKeys(res)).toEqual([field]);
      }
      // A century of days, within each date's bounds: refused from its length, which is counted, not listed.
      const answers = await Promise.all(Array.from({ length: 50 }, () => overview(`from=${FIRST_DAY}&to=${LAST_DAY}`)));
      for (const res of answers) {
        expect(res.status, res.text).toBe(422);
        expect(res.body.errors).toEqual({ 'query.from': [validation.notValid] });
      }
    });
  });

  it('refuses NUL bytes, a + or repeated keys in the filters with a 4xx; never a 500', async () => {
    for (const query of [
      'referral=%00',
      'referral=abc%00defghijklmn',
      'segment=%2B5',
      'segment=1&segment=2',
      'from=%2B2026-01-01',
    ]) {
      const res = await overview(query);
      expect(res.status, `${query}: ${res.text}`).toBe(422);
    }
    // "+1" is the number 1 to the coercion, as in every query: the same answer as segment=1.
    const plus = await overview('segment=%2B1');
    expect(plus.status, plus.text).toBe(200);
    expect(plus.body.data.funnel).toEqual((await overview('segment=1')).body.data.funnel);
  });

  it('is refused to clients and to staff without analytics.read', async () => {
    for (const role of [2, 4, 8] as const) expect((await overview('', role)).status, `role ${role}`).toBe(403);
  });
});

describe('PATCH /backoffice/settings/card-fx-fee', () => {
  it('refuses NUL, far-out and malformed percents naming the field, and changes nothing', async () => {
    const before = await feeNow();
    await writesNothing(async () => {
      for (const percent of [
        '1\u0000',
        '100.01',
        '-0.01',
        '1e2',
        '9'.repeat(400),
        1e308,
        '0.005',
        deep(200),
        '',
        ' ',
      ]) {
        const res = await setFee(percent);
        expect(res.status, `${String(percent).slice(0, 20)}: ${res.text}`).toBe(422);
        expect(errorKeys(res)).toEqual(['percent']);
      }
    });
    expect(await feeNow()).toBe(before);
  });

  it('reads "+1.50" as 1.50, never a 500', async () => {
    const res = await setFee('+1.50');
    expect([200, 422]).toContain(res.status);
    if (res.status === 200) expect(res.body.data.setting.percent).toBe('1.50');
  });

  it('is refused to role 5 (reads the fee, may not change it) and to clients, changing nothing', async () => {
    const before = await feeNow();
    for (const role of [5, 2, 7] as const) expect((await setFee('9.99', role)).status, `role ${role}`).toBe(403);
    expect((await t.request('GET', '/api/backoffice/settings/card-fx-fee', { token: tokens.get(2) })).status).toBe(403);
    expect(await feeNow()).toBe(before);
  });

  it('50 changes at once all succeed and leave one of the values sent', async () => {
    const values = Array.from({ length: 50 }, (_, i) => `${(i % 10) + 1}.25`);
    const answers = await Promise.all(values.map((percent) => setFee(percent, 1)));
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    expect(values).toContain(await feeNow());
  });
});
