import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/server/db/client';
import { deleteAnalyticsBefore, linkClient, rollUpDirtyDays, storeEvents } from '@/server/db/queries/analytics-events';
import { activityByDay, type ReportFilter } from '@/server/db/queries/analytics-report';
import { createTestContext, type TestContext } from '@/server/test-support/context';
import { addCompany, addUser } from '@/server/modules/team/team.fixtures';
import { at, storedEvent } from './analytics.fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

/** Days of May 2023, before any seeded event. */
const day = (n: number) => `2023-05-${String(n).padStart(2, '0')}`;

/** The page's activity figures, days in order. */
const fromRollups = async (f: ReportFilter) => {
  const r = await activityByDay(t.db, f);
  const days = r.days.map((d) => [d.day, Number(d.actors), Number(d.hits)]).sort();
  return { days, activeInPeriod: r.activeInPeriod };
};

/** The same figures hashed from the actor days, as the page read them before 0029. */
const fromActorDays = async (f: ReportFilter) => {
  const narrowed =
    f.segment === undefined ? sql`true` : sql`a.company_id in (select id from companies where segment = ${f.segment})`;
  const days = rowsOf<{ day: string; actors: number; hits: number }>(
    await t.db.execute(sql`select to_char(a.day, 'YYYY-MM-DD') as day, count(*)::int as actors,
      sum(a.hits)::int as hits from analytics_actor_days a
      where a.day between ${f.from}::date and ${f.to}::date and ${narrowed} group by a.day`),
  );
  const [total] = rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(distinct a.actor)::int as n from analytics_actor_days a
      where a.day between ${f.from}::date and ${f.to}::date and ${narrowed}`),
  );
  return {
    days: days.map((d) => [d.day, Number(d.actors), Number(d.hits)]).sort(),
    activeInPeriod: Number(total?.n ?? 0),
  };
};

/** The same figures from the events themselves (each browser counted as its linked user, when it has one). */
const fromEvents = async (f: ReportFilter) => {
  const actorDays = sql`select e.day, coalesce('u:' || e.user_id, 'u:' || l.user_id, 'c:' || e.client_id) as actor,
      max(coalesce(e.company_id, l.company_id)) as company_id, count(*) filter (where e.type = 'hit') as hits
    from analytics_events e left join analytics_clients l on l.client_id = e.client_id
    where e.day between ${f.from}::date and ${f.to}::date group by 1, 2`;
  const narrowed =
    f.segment === undefined ? sql`true` : sql`d.company_id in (select id from companies where segment = ${f.segment})`;
  const days = rowsOf<{ day: string; actors: number; hits: number }>(
    await t.db.execute(sql`select to_char(d.day, 'YYYY-MM-DD') as day, count(*)::int as actors,
      sum(d.hits)::int as hits from (${actorDays}) d where ${narrowed} group by d.day`),
  );
  const [total] = rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(distinct d.actor)::int as n from (${actorDays}) d where ${narrowed}`),
  );
  return {
    days: days.map((d) => [d.day, Number(d.actors), Number(d.hits)]).sort(),
    activeInPeriod: Number(total?.n ?? 0),
  };
};

const periods = (segments: number[]): ReportFilter[] =>
  [
    { from: day(1), to: day(12) },
    { from: day(3), to: day(8) },
    { from: day(4), to: day(4) },
    { from: day(6), to: day(12) },
  ].flatMap((p) => [p, ...segments.map((segment) => ({ ...p, segment }))]);

describe('activity from the day and segment totals and prev_day (migrations 0029, 0030)', () => {
  it('gives the figures of the actor days and of the events, through late batches, links and retention', async () => {
    const a = await addCompany(t, 'Activity A Ltd');
    const b = await addCompany(t, 'Activity B Ltd');
    await t.db.execute(sql`update companies set segment = 1 where id = ${a.id}`);
    await t.db.execute(sql`update companies set segment = 2 where id = ${b.id}`);
    const userA = await addUser(t, { companyId: a.id, role: 2 });
    const userB = await addUser(t, { companyId: b.id, role: 2 });
    const hit = (clientId: string, n: number, user?: { id: number; companyId: number }) => ({
      ...storedEvent({ clientId, name: '/dashboard', type: 'hit', at: at(`${day(n)}T10:00:00`), userId: user?.id }),
      companyId: user?.companyId ?? null,
    });
    const ua = { id: userA.id, companyId: a.id };
    const ub = { id: userB.id, companyId: b.id };
    await storeEvents(t.db, [
      ...[1, 3, 5].map((n) => hit('activity-browser-1', n)),
      ...[2, 3, 8, 8].map((n) => hit('activity-browser-a', n, ua)),
      ...[1, 9].map((n) => hit('activity-browser-b', n, ub)),
      hit('activity-browser-2', 4),
      { ...hit('activity-browser-2', 6), type: 'event' as const, name: 'sign-in' },
    ]);
    await rollUpDirtyDays(t.db);
    const check = async (againstEvents: boolean) => {
      for (const f of periods([1, 2, 3])) {
        const rolled = await fromRollups(f);
        expect(rolled, JSON.stringify(f)).toEqual(await fromActorDays(f));
        if (againstEvents) expect(rolled, JSON.stringify(f)).toEqual(await fromEvents(f));
      }
    };
    expect((await fromRollups({ from: day(1), to: day(12) })).activeInPeriod).toBe(4);
    await check(true);

    // A batch arriving late puts browser 2 on day 2, before its days 4 and 6.
    await storeEvents(t.db, [hit('activity-browser-2', 2)]);
    await rollUpDirtyDays(t.db);
    await check(true);

    // A moves to segment 3 and back to 1, B to segment 3: the segment totals (0030) follow at once, without a rollup.
    await t.db.execute(sql`update companies set segment = 3 where id = ${a.id}`);
    await check(true);
    await t.db.execute(sql`update companies set segment = case when id = ${a.id} then 1 else 3 end
      where id in (${a.id}, ${b.id})`);
    await check(true);
    await t.db.execute(sql`update companies set segment = 2 where id = ${b.id}`);

    // Browser 1 signs in as B's owner; only day 3 is rolled up again: there it is B's owner now, so its day 5
    // follows its day 1, and B's owner's day 9 follows day 3.
    await linkClient(t.db, 'activity-browser-1', userB.id, b.id);
    await storeEvents(t.db, [hit('activity-browser-1', 3)]);
    await rollUpDirtyDays(t.db);
    await check(false);

    // Every day rolled up again agrees with the events; then the days before the 5th pass the retention.
    await t.db.execute(sql`insert into analytics_dirty_days (day)
      select distinct day from analytics_events where day between ${day(1)}::date and ${day(12)}::date
      on conflict do nothing`);
    await rollUpDirtyDays(t.db);
    await check(true);
    await deleteAnalyticsBefore(t.db, day(5));
    await check(true);
  });
});
