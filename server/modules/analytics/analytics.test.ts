import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsBatch } from '@/src/contracts/analytics';
import { rowsOf } from '@/server/db/client';
import { deleteAnalyticsBefore, rollUpDirtyDays, storeEvents } from '@/server/db/queries/analytics-events';
import { createTestContext, type TestContext } from '@/server/test-support/context';
import { freshIp } from '@/server/test-support/onboarding';
import { at, buildOnboardingHistory, goneQuiet, storedEvent } from './analytics.fixtures';
import { INGEST_BUCKETS, ingestLimits } from './ingest.limits';
import { RISK_PERIOD_MS, riskPeriodStart } from './risk';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const hit = (name: string, when = new Date()) => ({
  id: randomUUID(),
  type: 'hit' as const,
  name,
  at: when.toISOString(),
});
const batch = (events: AnalyticsBatch['events'], clientId = 'client-abcdef-01'): AnalyticsBatch => ({
  clientId,
  device: { standalone: false, mobile: true },
  events,
});
const countEvents = async (where = sql`true`) =>
  Number(
    rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from analytics_events where ${where}`))[0]!
      .n,
  );

describe('POST /analytics/events', () => {
  it('stores a batch once, however often it is sent', async () => {
    const events = [
      hit('/dashboard'),
      hit('/wallet'),
      { id: randomUUID(), type: 'event' as const, name: 'sign-in', at: new Date().toISOString() },
    ];
    const first = await t.request('POST', '/api/analytics/events', { json: batch(events, 'client-dedup-0001') });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ stored: 3, duplicates: 0 });
    const again = await t.request('POST', '/api/analytics/events', { json: batch(events, 'client-dedup-0001') });
    expect(again.body.data).toEqual({ stored: 0, duplicates: 3 });
    expect(await countEvents(sql`client_id = 'client-dedup-0001'`)).toBe(3);
  });

  it('stores fifty copies of a batch sent at once exactly once', async () => {
    const events = Array.from({ length: 20 }, () => hit('/admin/clients/$id'));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.request('POST', '/api/analytics/events', { json: batch(events, 'client-parallel-01') }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.reduce((sum, a) => sum + a.body.data.stored, 0)).toBe(20);
    expect(await countEvents(sql`client_id = 'client-parallel-01'`)).toBe(20);
  });

  it('keeps the timestamps of a batch that arrives days late, and rolls it up on its own day', async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * DAY);
    const res = await t.request('POST', '/api/analytics/events', {
      json: batch([hit('/bank', threeDaysAgo)], 'client-offline-01'),
    });
    expect(res.body.data.stored).toBe(1);
    const [row] = rowsOf<{ at: string; day: string }>(
      await t.db.execute(
        sql`select at::text as at, to_char(day, 'YYYY-MM-DD') as day from analytics_events where client_id =
          'client-offline-01'`,
      ),
    );
    expect(new Date(row!.at).getTime()).toBe(threeDaysAgo.getTime());
    expect(row!.day).toBe(threeDaysAgo.toISOString().slice(0, 10));
    expect(await rollUpDirtyDays(t.db)).toContain(row!.day);
    const [rollup] = rowsOf<{ count: number }>(
      await t.db.execute(
        sql`select count from analytics_page_days where day = ${row!.day}::date and name = '/bank' and device =
          'browser-phone'`,
      ),
    );
    expect(Number(rollup!.count)).toBeGreaterThanOrEqual(1);
  });

  it('links the events of a signed-in caller to the user and company of the session, not of the body', async () => {
    const owner = await t.sessionFor(2);
    const res = await t.request('POST', '/api/analytics/events', {
      token: owner.accessToken,
      json: batch([hit('/bank')], 'client-linked-001'),
    });
    expect(res.status).toBe(200);
    const ownerRow = await t.userOf(2);
    const [row] = rowsOf<{ user_id: number; company_id: number | null }>(
      await t.db.execute(sql`select user_id, company_id from analytics_events where client_id = 'client-linked-001'`),
    );
    expect(Number(row!.user_id)).toBe(ownerRow.id);
    expect(row!.company_id).not.toBeNull();
  });

  it('refuses events past the retention or from the future, naming the event; stores none of the batch', async () => {
    const ok = hit('/dashboard');
    const old = hit('/dashboard', new Date(Date.now() - 400 * DAY));
    const future = hit('/dashboard', new Date(Date.now() + DAY));
    const res = await t.request('POST', '/api/analytics/events', {
      json: batch([ok, old, future], 'client-fardates-1'),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['events.1.at', 'events.2.at']);
    expect(await countEvents(sql`client_id = 'client-fardates-1'`)).toBe(0);
  });
});

describe('limits per sender (ingest.limits.ts)', () => {
  const preset = (bucket: string, key: string, hits: number) =>
    t.db
      .execute(sql`insert into rate_limits (bucket, key, window_start, hits) values (${bucket}, ${key}, now(), ${hits})
      on conflict (bucket, key) do update set hits = excluded.hits, window_start = now(), blocked_until = null`);

  it('stores every event of an office of 200 browsers behind one address sending at once, twice over', async () => {
    const ip = freshIp();
    const send = (round: number) =>
      Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          t.request('POST', '/api/analytics/events', {
            ip,
            json: batch(
              Array.from({ length: 5 }, () => hit('/dashboard')),
              `office-${ip.replaceAll('.', '-')}-${i}`,
            ),
          }),
        ),
      ).then((answers) => answers.map((a, i) => [round, i, a.status]));
    const statuses = [...(await send(1)), ...(await send(2))];
    expect(statuses.filter(([, , status]) => status !== 200)).toEqual([]);
    // 400 batches: more than a per-address count of batches (300 a minute before) let an office send.
    expect(await countEvents(sql`client_id like ${`office-${ip.replaceAll('.', '-')}-%`}`)).toBe(2000);
  });

  it('refuses a runaway browser past its own limit, not its neighbours behind the same address', async () => {
    const ip = freshIp();
    await preset(INGEST_BUCKETS.perBrowser, 'client-runaway-01', ingestLimits.perBrowser.limit);
    const runaway = await t.request('POST', '/api/analytics/events', {
      ip,
      json: batch([hit('/bank')], 'client-runaway-01'),
    });
    expect(runaway.status, runaway.text).toBe(429);
    expect(runaway.headers.get('retry-after')).toBe(String(ingestLimits.perBrowser.blockSeconds));
    expect(await countEvents(sql`client_id = 'client-runaway-01'`)).toBe(0);
    const neighbour = await t.request('POST', '/api/analytics/events', {
      ip,
      json: batch([hit('/bank')], 'client-next-01'),
    });
    expect(neighbour.status).toBe(200);
  });

  it('counts a signed-in browser against its account, whatever client id it sends', async () => {
    const owner = await t.sessionFor(2);
    const ownerRow = await t.userOf(2);
    await preset(INGEST_BUCKETS.perAccount, String(ownerRow.id), ingestLimits.perAccount.limit);
    const res = await t.request('POST', '/api/analytics/events', {
      token: owner.accessToken,
      json: batch([hit('/bank')], 'client-fresh-id-77'),
    });
    expect(res.status, res.text).toBe(429);
    expect(await countEvents(sql`client_id = 'client-fresh-id-77'`)).toBe(0);
    // The same browser signed out is counted as a browser again.
    expect(
      (await t.request('POST', '/api/analytics/events', { json: batch([hit('/')], 'client-fresh-id-77') })).status,
    ).toBe(200);
    await t.db.execute(sql`delete from rate_limits where bucket = ${INGEST_BUCKETS.perAccount}`);
  });

  it('stops one address past its ceiling in events, whatever client ids it makes up', async () => {
    const ip = freshIp();
    await preset(INGEST_BUCKETS.perAddress, ip, ingestLimits.perAddress.limit - 5);
    const answers = await Promise.all(
      Array.from({ length: 3 }, (_, i) =>
        t.request('POST', '/api/analytics/events', {
          ip,
          json: batch(
            Array.from({ length: 5 }, () => hit('/')),
            `made-up-client-${i}`,
          ),
        }),
      ),
    );
    // Five events fit under the ceiling: one batch of the three, whichever was counted first.
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429]);
    expect(await countEvents(sql`client_id like 'made-up-client-%'`)).toBe(5);
  });
});

describe('rollups and retention', () => {
  it('recomputes a day whole, so running twice changes nothing, and deletes what is older than 13 months', async () => {
    await storeEvents(t.db, [
      storedEvent({ clientId: 'client-ancient-01', name: '/news', type: 'hit', at: at('2020-01-02T10:00:00') }),
    ]);
    await rollUpDirtyDays(t.db);
    expect(await rollUpDirtyDays(t.db)).toEqual([]);
    const deleted = await deleteAnalyticsBefore(t.db, '2020-01-03');
    expect(deleted).toBe(1);
    const left = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from analytics_page_days where day < '2020-01-03'`),
    );
    expect(Number(left[0]!.n)).toBe(0);
  });
});

describe('GET /backoffice/analytics', () => {
  it('counts the funnel and the cohort grid of a hand-built history', async () => {
    await buildOnboardingHistory(t);
    const staff = await t.sessionFor(7);
    const res = await t.request('GET', '/api/backoffice/analytics?from=2024-03-01&to=2024-03-31', {
      token: staff.accessToken,
    });
    expect(res.status).toBe(200);
    const { funnel, cohorts } = res.body.data;
    expect(funnel).toEqual([
      { step: 'invitations', count: 2, conversion: null, medianHours: null },
      { step: 'registrations', count: 3, conversion: '150.0', medianHours: null },
      { step: 'approved', count: 2, conversion: '66.7', medianHours: '36.0' },
      { step: 'firstTopUp', count: 1, conversion: '50.0', medianHours: '6.0' },
      { step: 'firstCard', count: 1, conversion: '100.0', medianHours: '24.0' },
      { step: 'firstPurchase', count: 1, conversion: '100.0', medianHours: '12.0' },
    ]);
    expect(cohorts).toEqual([
      {
        week: '2024-03-04',
        companies: 2,
        weeks: ['50.0', '0.0', '50.0', '0.0', '0.0', '0.0', '0.0', '0.0', '0.0', '0.0', '0.0', '0.0'],
      },
    ]);

    const segment2 = await t.request('GET', '/api/backoffice/analytics?from=2024-03-01&to=2024-03-31&segment=2', {
      token: staff.accessToken,
    });
    expect(segment2.body.data.funnel.map((s: { count: number }) => s.count)).toEqual([2, 1, 1, 0, 0, 0]);
  });

  it('shows card spend, purchases and declines per day and currency', async () => {
    const staff = await t.sessionFor(1);
    const res = await t.request('GET', '/api/backoffice/analytics?from=2024-03-20&to=2024-03-21', {
      token: staff.accessToken,
    });
    expect(res.body.data.money).toEqual([
      {
        date: '2024-03-20',
        currency: 'USD',
        topUps: 0,
        topUpAmount: '0.00',
        transfers: 0,
        transferAmount: '0.00',
        cardSpend: '5.00',
        purchases: 1,
        declines: 0,
      },
      {
        date: '2024-03-21',
        currency: 'USD',
        topUps: 0,
        topUpAmount: '0.00',
        transfers: 0,
        transferAmount: '0.00',
        cardSpend: '0.00',
        purchases: 0,
        declines: 1,
      },
    ]);
    expect(res.body.data.activity.map((d: { activeFromMoney: number }) => d.activeFromMoney)).toEqual([1, 0]);
  });

  it('refuses a period that ends before it starts, naming the field', async () => {
    const staff = await t.sessionFor(5);
    const res = await t.request('GET', '/api/backoffice/analytics?from=2024-03-31&to=2024-03-01', {
      token: staff.accessToken,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(['query.from']);
  });
});

describe('the "A" badge', () => {
  it('counts a company newly at risk until the user opens the analytics page', async () => {
    // A clock in the middle of a period: no period ends between the visit and the first count.
    const realNow = t.deps.now;
    const middle = riskPeriodStart(new Date()).getTime() + RISK_PERIOD_MS / 2;
    t.deps.now = () => new Date(middle);
    const staff = await t.sessionFor(6);
    await t.request('GET', '/api/backoffice/analytics', { token: staff.accessToken });
    const counts = async () =>
      (await t.request('GET', '/api/new-client-request-count', { token: staff.accessToken })).body.data
        .newNotificationCountList.analytics;
    expect(await counts()).toBe(0);

    // A company that spent 20 days ago and not since is at risk.
    const company = await goneQuiet(t, 'Gone Quiet Ltd');

    // The list of this period was judged when the page was opened; the next period's has the company.
    expect(await counts()).toBe(0);
    t.deps.now = () => new Date(middle + RISK_PERIOD_MS);
    expect(await counts()).toBe(1);
    const onPage = await t.request('GET', '/api/new-client-request-count?currentPage=analytics', {
      token: staff.accessToken,
    });
    expect(onPage.body.data.newNotificationCountList.analytics).toBe(0);
    await t.request('GET', '/api/backoffice/analytics', { token: staff.accessToken });
    const list = await t.request('GET', '/api/backoffice/analytics/at-risk?perPage=200', { token: staff.accessToken });
    const row = list.body.data.records.find((r: { id: number }) => r.id === company.id);
    expect(row).toMatchObject({ name: 'Gone Quiet Ltd', isNew: true });
    expect(row.reasons).toContain('noSpend');
    expect(await counts()).toBe(0);
    t.deps.now = realNow;
  });

  it('gives role 7 its "A" count and nothing of the pages it cannot reach', async () => {
    const analyst = await t.sessionFor(7);
    const res = await t.request('GET', '/api/new-client-request-count', { token: analyst.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.data.newNotificationCountList).toMatchObject({ transferFunds: 0, confirmationRegistration: 0 });
  });
});

describe('client id linking', () => {
  it('counts the anonymous hits of a browser for the user who signed in on it', async () => {
    const day = new Date().toISOString().slice(0, 10);
    await t.request('POST', '/api/analytics/events', { json: batch([hit('/login')], 'client-linking-01') });
    const buyer = await t.sessionFor(4);
    await t.request('POST', '/api/analytics/events', {
      token: buyer.accessToken,
      json: batch([hit('/wallet')], 'client-linking-01'),
    });
    await rollUpDirtyDays(t.db);
    const buyerRow = await t.userOf(4);
    const [row] = rowsOf<{ hits: number }>(
      await t.db.execute(
        sql`select hits from analytics_actor_days where day = ${day}::date and actor = ${`u:${buyerRow.id}`}`,
      ),
    );
    expect(Number(row!.hits)).toBeGreaterThanOrEqual(2);
    const anonymous = rowsOf(
      await t.db.execute(
        sql`select 1 from analytics_actor_days where day = ${day}::date and actor = 'c:client-linking-01'`,
      ),
    );
    expect(anonymous).toEqual([]);
  });
});
