import { beforeAll, describe, expect, it } from 'vitest';
import { can, ROLE_IDS, type RoleId } from '@/src/contracts/access';
import { cardAnalyticsEndpoints, parseTodaySpend } from '@/src/contracts/card-analytics';
import { useTestContext } from '@/server/test-support/use-test-context';
import { addCompany, addUser, tokenOf } from '@/server/modules/team/team.fixtures';
import { addCard, addCardCompany, addOwnerWarnedAt, addTransaction } from './card-analytics.fixtures';

/**
 * Spend and decline figures over transactions written in the test (the analytics only read them), on a
 * fixed clock: now is 2026-03-15 10:00 UTC.
 */
const NOW = new Date('2026-03-15T10:00:00Z');
const at = (iso: string) => new Date(iso);

const t = useTestContext();
let world: Awaited<ReturnType<typeof addCardCompany>>;
let eurCard: Awaited<ReturnType<typeof addCard>>;
const tok = {} as Record<'owner' | 'leadA' | 'buyerA' | 'buyerB' | 'loner' | 'staff' | 'otherOwner', string>;

beforeAll(async () => {
  t.deps.now = () => NOW;
  world = await addCardCompany(t);
  eurCard = await addCard(t, { companyId: world.company.id, holderUserId: world.owner.id, currency: 'EUR' });
  const { cards } = world;
  // Today (UTC): owner USD settled 9.50 less 1.50 refunded = 8.00; buyerA pending 5.25 and a decline;
  // buyerB a reversal (spends nothing); owner EUR 4.00. Yesterday 22:30 UTC (today in UTC+03:00): loner 2.00.
  await addTransaction(t, cards.owner, {
    status: 'settled',
    amount: '10.00',
    settled: '9.50',
    refunded: '1.50',
    at: at('2026-03-15T08:00:00Z'),
  });
  await addTransaction(t, cards.buyerA, { status: 'pending', amount: '5.25', at: at('2026-03-15T09:00:00Z') });
  await addTransaction(t, cards.buyerA, {
    status: 'declined',
    amount: '7.00',
    at: at('2026-03-15T09:10:00Z'),
    reason: 'limit_daily',
  });
  await addTransaction(t, cards.buyerB, { status: 'reversed', amount: '3.00', at: at('2026-03-15T09:20:00Z') });
  await addTransaction(t, eurCard, {
    status: 'settled',
    amount: '4.00',
    settled: '4.00',
    at: at('2026-03-15T07:00:00Z'),
  });
  await addTransaction(t, cards.loner, {
    status: 'settled',
    amount: '2.00',
    settled: '2.00',
    at: at('2026-03-14T22:30:00Z'),
  });
  // Earlier this month: two days of the lead's spend, and an old February decline.
  await addTransaction(t, cards.leadA, {
    status: 'settled',
    amount: '20.00',
    settled: '20.00',
    at: at('2026-03-13T12:00:00Z'),
  });
  await addTransaction(t, cards.leadA, {
    status: 'declined',
    amount: '1.00',
    at: at('2026-03-13T12:05:00Z'),
    reason: 'card_frozen',
  });
  await addTransaction(t, cards.owner, { status: 'declined', amount: '1.00', at: at('2026-02-20T12:00:00Z') });

  for (const who of ['owner', 'leadA', 'buyerA', 'buyerB', 'loner'] as const)
    tok[who] = await tokenOf(t, world[who].id);
  tok.staff = (await t.sessionFor(6)).accessToken;
  const other = await addCompany(t);
  tok.otherOwner = await tokenOf(t, (await addUser(t, { companyId: other.id, role: 2 })).id);
});

const get = (path: string, token: string, timezone?: string) =>
  t.request('GET', `/api${path}`, { token, headers: timezone ? { timezone } : undefined });

describe('today spend', () => {
  it("answers the caller's scope as a map by currency with executionTime; the client parser reads it", async () => {
    const owner = await get('/user/today-spend', tok.owner);
    expect(owner.status).toBe(200);
    expect(owner.body.data).toMatchObject({ USD: '13.25', EUR: '4.00' });
    expect(typeof owner.body.data.executionTime).toBe('number');
    expect(parseTodaySpend(owner.body.data)).toEqual([
      { amount: '4.00', currencyCode: 'EUR' },
      { amount: '13.25', currencyCode: 'USD' },
    ]);
    // A lead sees themself and their team (buyerA's pending 5.25), a buyer only their own cards.
    expect((await get('/user/today-spend', tok.leadA)).body.data).toMatchObject({ USD: '5.25' });
    expect((await get('/user/today-spend', tok.buyerA)).body.data).toMatchObject({ USD: '5.25' });
    expect(Object.keys((await get('/user/today-spend', tok.buyerA)).body.data).sort()).toEqual([
      'USD',
      'executionTime',
    ]);
  });

  it("counts today in the caller's timezone", async () => {
    expect((await get('/user/today-spend', tok.owner, 'UTC+03:00')).body.data).toMatchObject({
      USD: '15.25',
      EUR: '4.00',
    });
    expect((await get('/user/today-spend', tok.loner)).body.data).toEqual([]);
    expect((await get('/user/today-spend', tok.loner, 'UTC+03:00')).body.data).toMatchObject({ USD: '2.00' });
  });

  it('answers an empty array when nothing was spent today', async () => {
    const res = await get('/user/today-spend', tok.otherOwner);
    expect(res.body.data).toEqual([]);
    expect(parseTodaySpend(res.body.data)).toEqual([]);
  });

  it("reads one user's cards within the caller's reach, 404 outside it", async () => {
    const path = (id: number) => `/user/${id}/today-spend`;
    expect((await get(path(world.buyerA.id), tok.owner)).body.data).toMatchObject({ USD: '5.25' });
    expect((await get(path(world.buyerA.id), tok.leadA)).body.data).toMatchObject({ USD: '5.25' });
    expect((await get(path(world.buyerA.id), tok.staff)).body.data).toMatchObject({ USD: '5.25' });
    expect((await get(path(world.buyerA.id), tok.buyerA)).status).toBe(200);
    expect((await get(path(world.buyerB.id), tok.leadA)).status).toBe(404);
    expect((await get(path(world.buyerB.id), tok.buyerA)).status).toBe(404);
    expect((await get(path(world.buyerA.id), tok.otherOwner)).status).toBe(404);
    expect((await get(path(999_999), tok.staff)).status).toBe(404);
    // A reversal spends nothing: the currency is there with zero.
    expect((await get(path(world.buyerB.id), tok.owner)).body.data).toMatchObject({ USD: '0.00' });
  });

  it("gives staff a company's today spend; unknown company 404", async () => {
    expect((await get(`/backoffice/company/${world.company.id}/today-spend`, tok.staff)).body.data).toMatchObject({
      USD: '13.25',
      EUR: '4.00',
    });
    expect((await get('/backoffice/company/999999/today-spend', tok.staff)).status).toBe(404);
    expect((await get(`/backoffice/company/${world.company.id}/today-spend`, tok.owner)).status).toBe(403);
  });
});

describe('dashboard charts', () => {
  it('spends by cards: one amount per day of the period per card, most spend first', async () => {
    const res = await get('/company/spends-by-cards?from=2026-03-13&to=2026-03-15', tok.owner);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.timestamps).toEqual(['2026-03-13', '2026-03-14', '2026-03-15']);
    expect(data.spends.map((s: { cardId: number }) => s.cardId)).toEqual([
      world.cards.leadA.id,
      world.cards.owner.id,
      world.cards.buyerA.id,
      eurCard.id,
      world.cards.loner.id,
    ]);
    expect(data.spends[0]).toMatchObject({
      amounts: ['20.00', '0.00', '0.00'],
      total: '20.00',
      currencyCode: 'USD',
      holder: { id: world.leadA.id },
    });
    expect(data.spends[4]).toMatchObject({ amounts: ['0.00', '2.00', '0.00'], total: '2.00' });
    // In UTC+03:00 the loner's 22:30 UTC purchase falls on the 15th.
    const local = (await get('/company/spends-by-cards?from=2026-03-13&to=2026-03-15', tok.owner, 'UTC+03:00')).body
      .data;
    expect(local.spends.find((s: { cardId: number }) => s.cardId === world.cards.loner.id).amounts).toEqual([
      '0.00',
      '0.00',
      '2.00',
    ]);
    // limit, and the buyer's own scope.
    expect(
      (await get('/company/spends-by-cards?from=2026-03-13&to=2026-03-15&limit=1', tok.owner)).body.data.spends,
    ).toHaveLength(1);
    expect(
      (await get('/company/spends-by-cards?from=2026-03-13&to=2026-03-15', tok.buyerA)).body.data.spends.map(
        (s: { cardId: number }) => s.cardId,
      ),
    ).toEqual([world.cards.buyerA.id]);
  });

  it('defaults to the start of this month to today', async () => {
    const data = (await get('/company/spends-by-cards', tok.owner)).body.data;
    expect(data.period).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(data.timestamps).toHaveLength(15);
  });

  it('daily average: the period spend over its days, half-up, per currency', async () => {
    const data = (await get('/company/daily-average?from=2026-03-01&to=2026-03-15', tok.owner)).body.data;
    // USD: 8.00 + 5.25 + 2.00 + 20.00 = 35.25 over 15 days = 2.35; EUR 4.00 / 15 = 0.2667 → 0.27.
    expect(data.records).toEqual([
      { currencyCode: 'EUR', dailyAverage: '0.27', total: '4.00', daysCount: 15 },
      { currencyCode: 'USD', dailyAverage: '2.35', total: '35.25', daysCount: 15 },
    ]);
  });

  it('decline rate: declined / all authorizations, per month of the period, per scope', async () => {
    const owner = (await get('/company/decline-rate?from=2026-02-01&to=2026-03-15', tok.owner)).body.data;
    // 9 authorizations, 3 declined.
    expect(owner).toMatchObject({ declineRate: '33.33', declinePaymentsCount: 3, totalPaymentsCount: 9 });
    expect(owner.perMonth).toEqual([
      { month: '2026-02', declineRate: '100.00', declinePaymentsCount: 1, totalPaymentsCount: 1 },
      { month: '2026-03', declineRate: '25.00', declinePaymentsCount: 2, totalPaymentsCount: 8 },
    ]);
    const buyer = (await get('/company/decline-rate?from=2026-03-01&to=2026-03-15', tok.buyerA)).body.data;
    // The buyer's own rate is over the company owner's threshold (the default 20 %): the answer says so.
    expect(buyer).toMatchObject({
      declineRate: '50.00',
      declinePaymentsCount: 1,
      totalPaymentsCount: 2,
      threshold: '20',
      isAboveThreshold: true,
    });
    const lead = (await get('/company/decline-rate?from=2026-03-01&to=2026-03-15', tok.leadA)).body.data;
    expect(lead).toMatchObject({ declineRate: '50.00', declinePaymentsCount: 2, totalPaymentsCount: 4 });
    // Default window: the last 30 days (2026-02-14 … 2026-03-15).
    expect((await get('/company/decline-rate', tok.owner)).body.data.period).toEqual({
      from: '2026-02-14',
      to: '2026-03-15',
    });
    // Only one end: the other follows from it.
    expect((await get('/company/decline-rate?to=2026-03-10', tok.owner)).body.data.period).toEqual({
      from: '2026-02-09',
      to: '2026-03-10',
    });
    expect((await get('/company/spends-by-cards?to=2026-02-10', tok.owner)).body.data.period).toEqual({
      from: '2026-02-01',
      to: '2026-02-10',
    });
    // Nothing in the period: no rate.
    expect((await get('/company/decline-rate?from=2025-01-01&to=2025-01-31', tok.owner)).body.data).toMatchObject({
      declineRate: null,
      totalPaymentsCount: 0,
    });
  });

  it('staff name the company; clients naming another get 404; a bad period is a 422 naming the field', async () => {
    expect(
      (await get(`/company/decline-rate?companyId=${world.company.id}&from=2026-03-01&to=2026-03-15`, tok.staff)).body
        .data,
    ).toMatchObject({ declinePaymentsCount: 2, totalPaymentsCount: 8 });
    expect((await get(`/company/decline-rate?companyId=${world.company.id}`, tok.otherOwner)).status).toBe(404);
    expect((await get('/company/decline-rate?companyId=999999', tok.staff)).status).toBe(404);
    const inverted = await get('/company/spends-by-cards?from=2026-03-15&to=2026-03-01', tok.owner);
    expect(inverted.status).toBe(422);
    expect(Object.keys(inverted.body.errors)).toEqual(['query.to']);
    expect((await get('/company/daily-average?from=2026-02-30', tok.owner)).body.errors).toHaveProperty(['query.from']);
    expect((await get('/company/spends-by-cards?from=1900-01-01&to=2026-03-15', tok.owner)).status).toBe(422);
  });
});

describe('admin decline-rate page', () => {
  // Three companies with authorizations on one far day only they use: X 2/4 = 50 %, Y 1/10 = 10 %,
  // Z 1/4 = 25 % with its owner's threshold at 30 % (so not highlighted).
  const DAY = '2024-06-10';
  let ids: { x: number; y: number; z: number };
  beforeAll(async () => {
    const make = async (declined: number, total: number, threshold?: string) => {
      const company = await addCompany(t, `Decline ${Math.random().toString(36).slice(2, 8)}`);
      const owner = await addOwnerWarnedAt(t, company.id, threshold);
      const card = await addCard(t, { companyId: company.id, holderUserId: owner.id });
      for (let i = 0; i < total; i++) {
        await addTransaction(t, card, {
          status: i < declined ? 'declined' : 'settled',
          amount: '1.00',
          settled: '1.00',
          at: at(`${DAY}T1${i % 10}:00:00Z`),
        });
      }
      return company.id;
    };
    ids = { x: await make(2, 4), y: await make(1, 10), z: await make(1, 4, '30') };
  });
  const list = (q: string) => get(`/backoffice/decline-rate/list?from=${DAY}&to=${DAY}&${q}`, tok.staff);

  it('sorts by rate (nulls last), pages, and highlights rates above each owner threshold', async () => {
    const desc = (await list('sort=declineRate&order=desc')).body.data;
    expect(desc.meta).toMatchObject({ totalCount: 3, page: 1 });
    expect(desc.threshold).toBe('20');
    expect(desc.records.map((r: { id: number }) => r.id)).toEqual([ids.x, ids.z, ids.y]);
    expect(desc.records[0]).toMatchObject({
      declineRate: '50.00',
      declinePaymentsCount: 2,
      totalPaymentsCount: 4,
      threshold: '20',
      isAboveThreshold: true,
    });
    expect(desc.records[1]).toMatchObject({ declineRate: '25.00', threshold: '30', isAboveThreshold: false });
    expect(desc.records[2]).toMatchObject({ declineRate: '10.00', isAboveThreshold: false });
    expect((await list('sort=declineRate&order=asc')).body.data.records.map((r: { id: number }) => r.id)).toEqual([
      ids.y,
      ids.z,
      ids.x,
    ]);
    expect((await list('sort=totalPaymentsCount&order=desc')).body.data.records[0].id).toBe(ids.y);
    const page2 = (await list('sort=declineRate&order=desc&perPage=2&page=2')).body.data;
    expect(page2.meta).toEqual({ page: 2, perPage: 2, pagesCount: 2, totalCount: 3 });
    expect(page2.records.map((r: { id: number }) => r.id)).toEqual([ids.y]);
    // Every company: the ones without authorizations come after, with no rate.
    const all = (await list('onlyActive=0&perPage=200&order=desc')).body.data;
    expect(all.meta.totalCount).toBeGreaterThan(3);
    expect(all.records.slice(0, 3).map((r: { id: number }) => r.id)).toEqual([ids.x, ids.z, ids.y]);
    expect(all.records[3].declineRate).toBeNull();
    expect((await list('sort=bogus')).body.errors).toHaveProperty(['query.sort']);
  });

  it("the companies list's rate is the decline-rate list's for the last 30 days, with the same warning", async () => {
    // NOW is 2026-03-15: the last 30 days are 2026-02-14 … 2026-03-15 (the February 20 decline included).
    const window = (await get('/company/decline-rate', tok.owner)).body.data.period;
    const rates = (
      await get(`/backoffice/decline-rate/list?from=${window.from}&to=${window.to}&perPage=200`, tok.staff)
    ).body.data.records as { id: number; declineRate: string; threshold: string; isAboveThreshold: boolean }[];
    const inRates = rates.find((r) => r.id === world.company.id)!;
    const companies = (await get(`/company?search=${encodeURIComponent(world.company.name)}`, tok.staff)).body.data;
    const listed = companies.records.find((r: { id: number }) => r.id === world.company.id);
    expect(inRates.declineRate).toBe('33.33');
    expect(listed).toMatchObject({
      declineRate: inRates.declineRate,
      declineThreshold: inRates.threshold,
      isAboveThreshold: inRates.isAboveThreshold,
    });
  });

  it('details: totals, by card, by holder, by day and by reason', async () => {
    const res = await get(`/backoffice/decline-rate/${world.company.id}?from=2026-03-13&to=2026-03-15`, tok.staff);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      company: { id: world.company.id },
      declineRate: '25.00',
      declinePaymentsCount: 2,
      totalPaymentsCount: 8,
      threshold: '20',
      isAboveThreshold: true,
    });
    expect(d.byDay).toEqual([
      { date: '2026-03-13', declineRate: '50.00', declinePaymentsCount: 1, totalPaymentsCount: 2 },
      { date: '2026-03-14', declineRate: '0.00', declinePaymentsCount: 0, totalPaymentsCount: 1 },
      { date: '2026-03-15', declineRate: '20.00', declinePaymentsCount: 1, totalPaymentsCount: 5 },
    ]);
    expect(d.byReason).toEqual([
      { reason: 'card_frozen', count: 1 },
      { reason: 'limit_daily', count: 1 },
    ]);
    expect(d.byCard).toHaveLength(6);
    expect(d.byCard.find((r: { cardId: number }) => r.cardId === world.cards.buyerA.id)).toMatchObject({
      declineRate: '50.00',
      holder: { id: world.buyerA.id },
    });
    expect(d.byUser.find((r: { userId: number }) => r.userId === world.owner.id)).toMatchObject({
      declinePaymentsCount: 0,
      totalPaymentsCount: 2,
    });
    expect((await get('/backoffice/decline-rate/999999', tok.staff)).status).toBe(404);
  });

  it('fills the companies list with the last 30 days of decline figures', async () => {
    const res = await get(`/company?search=${encodeURIComponent(world.company.name)}`, tok.staff);
    const row = res.body.data.records.find((r: { id: number }) => r.id === world.company.id);
    // 2026-02-14 … 2026-03-15 holds all nine authorizations (the February decline is on the 20th).
    expect(row).toMatchObject({ declineRate: '33.33', declinePaymentsCount: 3, totalPaymentsCount: 9 });
  });
});

describe('rights', () => {
  const paths: Record<keyof typeof cardAnalyticsEndpoints, () => string> = {
    todaySpend: () => '/user/today-spend',
    userTodaySpend: () => `/user/${world.buyerA.id}/today-spend`,
    companyTodaySpend: () => `/backoffice/company/${world.company.id}/today-spend`,
    spendsByCards: () => '/company/spends-by-cards',
    dailyAverage: () => '/company/daily-average',
    companyDeclineRate: () => '/company/decline-rate',
    declineRateList: () => '/backoffice/decline-rate/list',
    declineRateDetails: () => `/backoffice/decline-rate/${world.company.id}`,
  };
  it('refuses every role the access table refuses (403) and answers the others', async () => {
    for (const role of ROLE_IDS as readonly RoleId[]) {
      const token = (await t.sessionFor(role)).accessToken;
      for (const [name, spec] of Object.entries(cardAnalyticsEndpoints)) {
        const res = await get(paths[name as keyof typeof paths](), token);
        const allowed = can(role, spec.access);
        // The demo clients belong to Northwind: the test company's user is out of their reach (404).
        if (allowed) expect([200, 404], `${name} role ${role}: ${res.status}`).toContain(res.status);
        else expect(res.status, `${name} role ${role}`).toBe(403);
      }
    }
  });
});
