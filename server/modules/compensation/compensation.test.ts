import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLE_IDS, type RoleId } from '@/src/contracts/access';
import { apiMessage } from '@/src/contracts/api-messages';
import { compensationEndpoints } from '@/src/contracts/compensation';
import { validation } from '@/src/contracts/messages';
import { compensationPayouts, payments } from '@/server/db/schema/index';
import {
  addDeclineWithFee,
  addTransaction,
  binAccountOf,
  type Card,
} from '@/server/modules/card-analytics/card-analytics.fixtures';
import { runCompensationPayouts } from './payouts';
import {
  api,
  balanceOf,
  cardCompany,
  create,
  expectLedgerHolds,
  stopActive,
  t,
  useCompensationApi,
} from './compensation.fixtures';

useCompensationApi();

describe('compensation periods', () => {
  it('refuses bad input per field (422) and changes nothing', async () => {
    const empty = await create({});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['compensationAmount', 'compensationPercent', 'startDate']);
    const bad = await create({
      startDate: '2030-02-30',
      compensationAmount: '0',
      compensationPercent: '100.01',
      currency: 'XXX',
    });
    expect(bad.body.errors).toMatchObject({
      startDate: [validation.notValid],
      compensationAmount: [validation.minValue('0.01')],
      compensationPercent: [validation.between(0, 100)],
      currency: [validation.notValid],
    });
    expect(
      (await create({ startDate: '2030-01-01', compensationAmount: '10', compensationPercent: '12.345' })).body.errors,
    ).toEqual({
      compensationPercent: [validation.decimalPlaces(2)],
    });
    expect((await api('GET', '/compensation-period/list')).body.data.meta.totalCount).toBe(0);
  });

  it('keeps one active period at a time; stop gives the end date; a stopped period stays stopped', async () => {
    const first = await create({
      startDate: '2030-01-01',
      compensationAmount: '1000',
      compensationPercent: '12.5',
      currency: 'EUR',
    });
    expect(first.status).toBe(201);
    expect(first.body.data.period).toMatchObject({
      startDate: '2030-01-01',
      endDate: null,
      compensationAmount: '1000.00',
      compensationPercent: '12.50',
      currency: 'EUR',
      isActive: true,
      paidAmount: '0.00',
    });
    const second = await create({ startDate: '2030-02-01', compensationAmount: '10', compensationPercent: '1' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(apiMessage.compensationPeriodActive);

    const stop = await api('POST', `/compensation-period/${first.body.data.period.id}/stop`);
    expect(stop.status).toBe(200);
    // Stopped now: the end is this instant (within the second the request took).
    expect(Math.abs(stop.body.data.endDate.timestamp - t.deps.now().getTime() / 1000)).toBeLessThan(2);
    expect((await api('POST', `/compensation-period/${first.body.data.period.id}/stop`)).status).toBe(409);
    expect((await api('POST', '/compensation-period/999999/stop')).status).toBe(404);

    const list = (await api('GET', '/compensation-period/list')).body.data;
    expect(list.records[0]).toMatchObject({
      id: first.body.data.period.id,
      isActive: false,
      endDate: stop.body.data.endDate,
    });
    expect((await create({ startDate: '2030-02-01', compensationAmount: '10', compensationPercent: '1' })).status).toBe(
      201,
    );
    expect((await api('GET', '/compensation-period/list?isActive=1')).body.data.meta.totalCount).toBe(1);
    expect((await api('GET', '/compensation-period/list?perPage=1&page=2')).body.data).toMatchObject({
      meta: { page: 2, perPage: 1, pagesCount: 2, totalCount: 2 },
    });
    await stopActive();
  });
});

describe('daily payouts', () => {
  // 50 % of each day's decline fees, at most 3.00 USD over the period, which starts on 2025-03-10.
  let a: Awaited<ReturnType<typeof cardCompany>>;
  let b: Awaited<ReturnType<typeof cardCompany>>;
  let periodId: number;
  const realNow = () => new Date();
  beforeAll(async () => {
    a = await cardCompany();
    b = await cardCompany();
    const eur = await cardCompany('EUR');
    const fee = (card: Card, iso: string, amount: string) =>
      addDeclineWithFee(t, card, { at: new Date(iso), fee: amount });
    await fee(a.card, '2025-03-09T23:59:00Z', '0.50'); // before the period
    await fee(a.card, '2025-03-10T08:00:00Z', '0.50');
    await fee(a.card, '2025-03-10T09:00:00Z', '0.50');
    await fee(b.card, '2025-03-10T10:00:00Z', '0.75');
    await fee(eur.card, '2025-03-10T10:00:00Z', '5.00'); // another currency: not this period's
    for (let i = 0; i < 4; i++) await fee(a.card, `2025-03-11T1${i}:00:00Z`, '0.50');
    await fee(b.card, '2025-03-11T12:00:00Z', '10.00');
    await fee(a.card, '2025-03-12T01:00:00Z', '0.50');
    // No fee on this one.
    await addTransaction(t, a.card, { status: 'declined', amount: '3.00', at: new Date('2025-03-11T15:00:00Z') });
    t.deps.now = () => new Date('2025-03-12T05:00:00Z');
    const res = await create({
      startDate: '2025-03-10',
      compensationAmount: '3.00',
      compensationPercent: '50',
      currency: 'USD',
    });
    expect(res.status).toBe(201);
    periodId = res.body.data.period.id;
  });
  afterAll(() => {
    t.deps.now = realNow;
  });

  it('pays each company its percent of each completed day, in day order, cut at the period amount', async () => {
    const accountA = (await binAccountOf(t, a.company.id)).id;
    const accountB = (await binAccountOf(t, b.company.id)).id;
    const [beforeA, beforeB] = [await balanceOf(accountA), await balanceOf(accountB)];

    // Two runs at once (two instances): the period row lock lets one pay and the other find nothing owed.
    const runs = await Promise.all([
      runCompensationPayouts(t.db, t.deps.now()),
      runCompensationPayouts(t.db, t.deps.now()),
    ]);
    // 10th: A 1.00 → 0.50, B 0.75 → 0.375 → 0.37 (a payout rounds down). 11th: A 2.00 → 1.00, B 10.00 → 5.00 cut to the
    // 1.13 left.
    expect(runs[0].payouts + runs[1].payouts).toBe(4);
    expect((runs[0].paid.get(periodId) ?? 0n) + (runs[1].paid.get(periodId) ?? 0n)).toBe(300n);
    expect((await balanceOf(accountA)) - beforeA).toBe(150n);
    expect((await balanceOf(accountB)) - beforeB).toBe(150n);
    const rows = await t.db.select().from(compensationPayouts).where(eq(compensationPayouts.periodId, periodId));
    expect(rows.map((r) => [r.day, r.companyId, r.amount]).sort()).toEqual(
      [
        ['2025-03-10', a.company.id, 50n],
        ['2025-03-10', b.company.id, 37n],
        ['2025-03-11', a.company.id, 100n],
        ['2025-03-11', b.company.id, 113n],
      ].sort(),
    );
    const paymentsMade = await t.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.id,
          rows.map((r) => r.paymentId!),
        ),
      );
    expect(paymentsMade.every((p) => p.type === 'compensation' && p.status === 2 && p.toAccountId !== null)).toBe(true);
    await expectLedgerHolds();
  });

  it('a rerun and the next day change nothing once the amount is used up', async () => {
    expect((await runCompensationPayouts(t.db, t.deps.now())).payouts).toBe(0);
    t.deps.now = () => new Date('2025-03-13T05:00:00Z');
    expect((await runCompensationPayouts(t.db, t.deps.now())).payouts).toBe(0);
    expect(
      await t.db.select().from(compensationPayouts).where(eq(compensationPayouts.periodId, periodId)),
    ).toHaveLength(4);
  });

  it('shows the period paid, its days and the total amount', async () => {
    const list = (await api('GET', '/compensation-period/list?isActive=1')).body.data.records;
    expect(list[0]).toMatchObject({
      id: periodId,
      paidAmount: '3.00',
      compensationAmount: '3.00',
      compensationPercent: '50.00',
    });
    const details = (await api('GET', `/compensation-period/${periodId}/details`)).body.data;
    expect(details.records).toEqual([
      { date: '2025-03-11', amount: '2.13', companiesCount: 2 },
      { date: '2025-03-10', amount: '0.87', companiesCount: 2 },
    ]);
    expect(details.meta.totalCount).toBe(2);
    expect((await api('GET', '/compensation-period/total-amount')).body.data).toEqual({
      totalAmount: '3.00',
      currencyCode: 'USD',
    });
    expect((await api('GET', '/compensation-period/total-amount?currency=EUR')).body.data).toEqual({
      totalAmount: '0.00',
      currencyCode: 'EUR',
    });
    expect((await api('GET', '/compensation-period/999999/details')).status).toBe(404);
  });

  it('pays the day a period stops up to the moment it stopped, and nothing after', async () => {
    await stopActive();
    const c = await cardCompany();
    t.deps.now = () => new Date('2025-04-01T00:00:00Z');
    const res = await create({ startDate: '2025-04-01', compensationAmount: '100', compensationPercent: '10' });
    await addDeclineWithFee(t, c.card, { at: new Date('2025-04-01T09:00:00Z'), fee: '1.00' });
    await addDeclineWithFee(t, c.card, { at: new Date('2025-04-01T15:00:00Z'), fee: '5.00' });
    t.deps.now = () => new Date('2025-04-01T12:00:00Z');
    await api('POST', `/compensation-period/${res.body.data.period.id}/stop`);
    expect((await runCompensationPayouts(t.db, t.deps.now())).payouts).toBe(0); // the day is not over
    t.deps.now = () => new Date('2025-04-02T00:30:00Z');
    await runCompensationPayouts(t.db, t.deps.now());
    const rows = await t.db
      .select()
      .from(compensationPayouts)
      .where(eq(compensationPayouts.periodId, res.body.data.period.id));
    expect(rows.map((r) => [r.day, r.amount])).toEqual([['2025-04-01', 10n]]);
    await expectLedgerHolds();
  });
});

describe('rights', () => {
  it('refuses every role the access table refuses (403) and answers the others', async () => {
    const paths: Record<keyof typeof compensationEndpoints, [string, string]> = {
      listCompensationPeriods: ['GET', '/api/backoffice/settings/compensation-period/list'],
      compensationTotalAmount: ['GET', '/api/backoffice/settings/compensation-period/total-amount'],
      createCompensationPeriod: ['POST', '/api/backoffice/settings/compensation-period/create'],
      stopCompensationPeriod: ['POST', '/api/backoffice/settings/compensation-period/999999/stop'],
      compensationPeriodDetails: ['GET', '/api/backoffice/settings/compensation-period/999999/details'],
      uploadDeclineFile: ['POST', '/api/backoffice/settings/upload-guava-decline-file'],
    };
    for (const role of ROLE_IDS as readonly RoleId[]) {
      const token = (await t.sessionFor(role)).accessToken;
      for (const [name, spec] of Object.entries(compensationEndpoints)) {
        const [method, path] = paths[name as keyof typeof paths];
        // Bodies are left empty: a role let in gets 404 or 422, never a change.
        const res = await t.request(method, path, { token, json: method === 'POST' ? {} : undefined });
        if (can(role, spec.access))
          expect([200, 404, 415, 422], `${name} role ${role}: ${res.status}`).toContain(res.status);
        else expect(res.status, `${name} role ${role}`).toBe(403);
      }
    }
    expect(can(5, compensationEndpoints.uploadDeclineFile.access)).toBe(false);
    expect(can(6, compensationEndpoints.uploadDeclineFile.access)).toBe(true);
    expect(can(6, compensationEndpoints.createCompensationPeriod.access)).toBe(false);
  });
});
