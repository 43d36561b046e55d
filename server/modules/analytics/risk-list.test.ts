import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/server/db/client';
import { companies } from '@/server/db/schema/index';
import { createTestContext, type TestContext } from '@/server/test-support/context';
import { goneQuiet } from './analytics.fixtures';
import { companiesAtRisk, newAtRiskCount, RISK_PERIOD_MS, riskPeriodStart } from './risk';

let t: TestContext;
/** The app's clock, still in the middle of a period, moved on by the tests: no period ends by chance mid-test. */
let clock = riskPeriodStart(new Date()).getTime() + RISK_PERIOD_MS / 2;
const nextPeriod = () => void (clock += RISK_PERIOD_MS);
beforeAll(async () => {
  t = await createTestContext();
  t.deps.now = () => new Date(clock);
});
afterAll(() => t?.close());

interface Row {
  id: number;
  name: string;
  reasons: string[];
  declineRate: string | null;
  declineThreshold: string;
}

/** A page of the at-risk list as the API answers it. */
async function riskPage(token: string, page: number, perPage: number) {
  const res = await t.request('GET', `/api/backoffice/analytics/at-risk?page=${page}&perPage=${perPage}`, { token });
  expect(res.status).toBe(200);
  return res.body.data as { meta: { page: number; pagesCount: number; totalCount: number }; records: Row[] };
}

/** A visit of the page (it judges the period's list and marks it seen), then the whole list, a few rows a page. */
async function atRisk(token: string): Promise<(Row & { isNew: boolean })[]> {
  expect((await t.request('GET', '/api/backoffice/analytics', { token })).status).toBe(200);
  const rows: (Row & { isNew: boolean })[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await riskPage(token, page, 3);
    rows.push(...(answer.records as (Row & { isNew: boolean })[]));
    if (page >= answer.meta.pagesCount) return rows;
  }
}

const computedAt = async () =>
  rowsOf<{ computed_at: string | null }>(
    await t.db.execute(sql`select computed_at::text from analytics_risk_list where id = 1`),
  )[0]?.computed_at ?? null;

describe('the at-risk list of a period (risk.ts)', () => {
  it('is judged once per period: what changes within it shows in the next one', async () => {
    const staff = await t.sessionFor(1);
    await atRisk(staff.accessToken);
    const first = await computedAt();
    expect(first).not.toBeNull();

    const company = await goneQuiet(t, 'Quiet Within Period Ltd');
    const again = await atRisk(staff.accessToken);
    expect(again.find((r) => r.id === company.id)).toBeUndefined();
    expect(await computedAt()).toBe(first);

    nextPeriod();
    const next = await atRisk(staff.accessToken);
    expect(next.find((r) => r.id === company.id)).toMatchObject({ name: 'Quiet Within Period Ltd' });
    expect(await computedAt()).not.toBe(first);
  });

  it('shows a rename at once: names are read fresh, only the judgement is kept', async () => {
    const staff = await t.sessionFor(5);
    const company = await goneQuiet(t, 'Before Rename Ltd');
    nextPeriod();
    const listed = await atRisk(staff.accessToken);
    expect(listed.find((r) => r.id === company.id)?.name).toBe('Before Rename Ltd');
    await t.db.update(companies).set({ name: 'After Rename Ltd' }).where(eq(companies.id, company.id));
    const renamed = await atRisk(staff.accessToken);
    expect(renamed.find((r) => r.id === company.id)?.name).toBe('After Rename Ltd');
  });

  it("is judged again at once when an owner's threshold changes, and names the threshold", async () => {
    const owner = await t.sessionFor(2);
    const staff = await t.sessionFor(6);
    const { id: ownerId } = await t.userOf(2);
    const [{ company_id: companyId }] = rowsOf<{ company_id: number }>(
      await t.db.execute(sql`select company_id from users where id = ${ownerId}`),
    ) as [{ company_id: number }];
    const channels = { email: { enabled: false }, interface: { enabled: true }, telegram: { enabled: false } };
    const save = async (lowBalance: string, declineRate: string) => {
      const res = await t.request('PUT', '/api/notification/setting', {
        token: owner.accessToken,
        json: {
          settings: [
            { id: 'low_balance', channels, threshold: lowBalance },
            { id: 'decline_rate_warning', channels, threshold: declineRate },
          ],
        },
      });
      expect(res.status).toBe(200);
    };
    await save('0', '100');
    const before = (await atRisk(staff.accessToken)).find((r) => r.id === companyId);
    expect(before?.reasons ?? []).not.toContain('lowBalance');

    // The same period: only the invalidation can make the list see the new threshold.
    await save('1000000000', '100');
    const after = (await atRisk(staff.accessToken)).find((r) => r.id === companyId);
    expect(after?.reasons).toContain('lowBalance');
    expect(Number(after?.declineThreshold)).toBe(100);
  });

  it('reads back, from its rows, the judgement it stored; the badge counts what the user has not seen', async () => {
    const staff = await t.sessionFor(7);
    const { id: staffId } = await t.userOf(7);
    await goneQuiet(t, 'Stored Rows Ltd');
    nextPeriod();
    const judged = await companiesAtRisk(t.db, new Date(clock));
    expect(await newAtRiskCount(t.db, staffId, new Date(clock))).toBe(judged.length);
    const listed = await atRisk(staff.accessToken);
    expect(judged.length).toBeGreaterThan(0);
    expect(listed.map((r) => [r.id, r.name, r.reasons, r.declineRate, r.declineThreshold])).toEqual(
      judged.map((r) => [r.id, r.name, r.reasons, r.declineRate, r.declineThreshold]),
    );
    // Opening the page saw them all; one more company gone quiet is the only new one in the next period.
    expect(await newAtRiskCount(t.db, staffId, new Date(clock))).toBe(0);
    const quiet = await goneQuiet(t, 'Newly Quiet Rows Ltd');
    nextPeriod();
    expect(await newAtRiskCount(t.db, staffId, new Date(clock))).toBe(1);
    expect((await atRisk(staff.accessToken)).find((r) => r.id === quiet.id)).toMatchObject({ isNew: true });
  });

  it('is read a page at a time, in the order of the whole list, with the paging rule of every list', async () => {
    const staff = await t.sessionFor(1);
    await goneQuiet(t, 'Paged One Ltd');
    await goneQuiet(t, 'Paged Two Ltd');
    nextPeriod();
    const whole = await atRisk(staff.accessToken);
    expect(whole.length).toBeGreaterThanOrEqual(2);
    const all = await riskPage(staff.accessToken, 1, 200);
    expect(all.meta).toMatchObject({ page: 1, pagesCount: 1, totalCount: whole.length });
    expect(all.records.map((r) => r.id)).toEqual(whole.map((r) => r.id));
    const byOne = [];
    for (let page = 1; page <= whole.length; page += 1) {
      const answer = await riskPage(staff.accessToken, page, 1);
      expect(answer.meta).toMatchObject({ page, pagesCount: whole.length, totalCount: whole.length });
      byOne.push(...answer.records.map((r) => r.id));
    }
    expect(byOne).toEqual(whole.map((r) => r.id));
    expect((await riskPage(staff.accessToken, whole.length + 1, 1)).records).toEqual([]);

    const tooMany = await t.request('GET', '/api/backoffice/analytics/at-risk?perPage=201', {
      token: staff.accessToken,
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toHaveProperty(['query.perPage']);
  });
});
