import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLE_IDS, type RoleId } from '@/src/contracts/access';
import { apiMessage } from '@/src/contracts/api-messages';
import { compensationEndpoints } from '@/src/contracts/compensation';
import { validation } from '@/src/contracts/messages';
import { accounts, cardTransactions, compensationPayouts, declineUploads, payments } from '@/server/db/schema/index';
import { ledgerViolations } from '@/server/ledger/invariants';
import { createTestContext, type TestContext } from '@/server/test-support/context';
import { addCompany, addUser } from '@/server/modules/team/team.fixtures';
import {
  addCard,
  addDeclineWithFee,
  addTransaction,
  binAccountOf,
  fundAccount,
  type Card,
} from '@/server/modules/card-analytics/card-analytics.fixtures';
import { recordDecline } from '@/server/modules/card-issuer/decline';
import { runCompensationPayouts } from './payouts';

let t: TestContext;
let superAdmin: string;
beforeAll(async () => {
  t = await createTestContext();
  superAdmin = (await t.sessionFor(1)).accessToken;
});
afterAll(() => t?.close());

const api = (method: string, path: string, json?: unknown, token = superAdmin) =>
  t.request(method, `/api/backoffice/settings${path}`, { token, json });
const create = (body: Record<string, unknown>) => api('POST', '/compensation-period/create', body);
const stopActive = async () => {
  const active = (await api('GET', '/compensation-period/list?isActive=1')).body.data.records as { id: number }[];
  for (const p of active) await api('POST', `/compensation-period/${p.id}/stop`);
};

async function cardCompany(currency = 'USD') {
  const company = await addCompany(t);
  const owner = await addUser(t, { companyId: company.id, role: 2 });
  const card = await addCard(t, { companyId: company.id, holderUserId: owner.id, currency });
  await fundAccount(t, await binAccountOf(t, company.id, currency), '100.00');
  return { company, owner, card };
}
const balanceOf = async (accountId: number) =>
  (await t.db.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.id, accountId)))[0]!.balance;

async function expectLedgerHolds() {
  const v = await ledgerViolations(t.db);
  expect(v).toEqual({ unbalanced: [], overdrawn: [], cacheDrift: [] });
}

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

// ---- the decline file ----

async function xlsx(rows: unknown[][], header = ['Transaction ID', 'Date', 'Amount', 'Currency', 'Reason']) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Declines');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer()) as Uint8Array<ArrayBuffer>;
}

async function upload(bytes: Uint8Array<ArrayBuffer>, name = 'declines.xlsx', token = superAdmin) {
  const form = new FormData();
  form.append(
    'file',
    new File([bytes], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return t.request('POST', '/api/backoffice/settings/upload-guava-decline-file', {
    token,
    body,
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
}

describe('upload decline file', () => {
  let company: Awaited<ReturnType<typeof cardCompany>>;
  let accountId: number;
  let declines: Awaited<ReturnType<typeof addDeclineWithFee>>[];
  let noFee: Awaited<ReturnType<typeof addTransaction>>;
  const day = '2025-05-05';
  beforeAll(async () => {
    company = await cardCompany();
    accountId = (await binAccountOf(t, company.company.id)).id;
    declines = [
      await addDeclineWithFee(t, company.card, { at: new Date(`${day}T10:00:00Z`), fee: '0.50', amount: '12.34' }),
      await addDeclineWithFee(t, company.card, { at: new Date(`${day}T11:00:00Z`), fee: '0.50', amount: '100.00' }),
    ];
    noFee = await addTransaction(t, company.card, {
      status: 'declined',
      amount: '5.00',
      at: new Date(`${day}T12:00:00Z`),
    });
  });
  const goodRows = () => [
    [declines[0]!.issuerTransactionId, day, 12.34, 'USD', 'insufficient funds'],
    [declines[1]!.issuerTransactionId, new Date(`${day}T00:00:00Z`), '100.00', 'usd', ''],
    [noFee.issuerTransactionId, day, '5', 'USD', null],
  ];

  it('takes only .xlsx: another file is a 422 naming file', async () => {
    const csv = await upload(new TextEncoder().encode('a,b\n1,2\n'), 'declines.csv');
    expect(csv.status).toBe(422);
    expect(csv.body.errors).toEqual({ file: [apiMessage.declineFileType] });
    const fake = await upload(new TextEncoder().encode('not a zip'), 'declines.xlsx');
    expect(fake.body.errors).toEqual({ file: [apiMessage.declineFileUnreadable] });
    const missing = await upload(await xlsx([['x', day]], ['Transaction id', 'Date']));
    expect(missing.body.errors).toEqual({ file: [apiMessage.declineFileColumns('amount, currency')] });
    const empty = await upload(await xlsx([]));
    expect(empty.body.errors).toEqual({ file: [apiMessage.declineFileEmpty] });
  });

  it('reports every bad row by its sheet row number and refunds nothing', async () => {
    const before = await balanceOf(accountId);
    const res = await upload(
      await xlsx([
        ...goodRows(),
        ['no-such-authorization', day, '1.00', 'USD'],
        [declines[0]!.issuerTransactionId, 'yesterday', 'abc', 'USD'],
        [declines[1]!.issuerTransactionId, day, '99.00', 'USD'],
        ['', day, '1.00', 'GBP'],
      ]),
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(apiMessage.declineFileRows(4));
    expect(Object.keys(res.body.errors)).toEqual(['rows.5', 'rows.6', 'rows.7', 'rows.8']);
    expect(res.body.errors['rows.5']).toEqual(['Transaction id: no such card transaction']);
    expect(res.body.errors['rows.6']).toEqual([`Date: ${validation.notValid}`, `Amount: ${validation.decimal}`]);
    expect(res.body.errors['rows.7']).toEqual(['Amount: the declined authorization is 100.00']);
    expect(res.body.errors['rows.8']).toEqual([
      `Transaction id: ${validation.required}`,
      `Currency: ${validation.notValid}`,
    ]);
    expect(await balanceOf(accountId)).toBe(before);
    const rows = await t.db
      .select()
      .from(cardTransactions)
      .where(
        inArray(
          cardTransactions.id,
          declines.map((d) => d.id),
        ),
      );
    expect(rows.every((r) => r.declineFeeRefundPaymentId === null)).toBe(true);
    expect(await t.db.select().from(declineUploads)).toHaveLength(0);
  });

  it('refunds each decline fee once; the same file again changes nothing', async () => {
    const before = await balanceOf(accountId);
    const file = await xlsx(goodRows());
    const first = await upload(file);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 'success',
      rowCount: 3,
      refundedCount: 2,
      skippedCount: 1,
      message: apiMessage.declineFileDone(2, 1),
    });
    expect((await balanceOf(accountId)) - before).toBe(100n);
    const rows = await t.db
      .select()
      .from(cardTransactions)
      .where(
        inArray(
          cardTransactions.id,
          declines.map((d) => d.id),
        ),
      );
    expect(rows.every((r) => r.declineFeeRefundPaymentId !== null)).toBe(true);
    const fees = await t.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.id,
          declines.map((d) => d.declineFeePaymentId),
        ),
      );
    expect(fees.map((p) => p.status)).toEqual([5, 5]);
    const refunds = await t.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.id,
          rows.map((r) => r.declineFeeRefundPaymentId!),
        ),
      );
    expect(refunds.map((p) => [p.type, p.reversalOf]).sort()).toEqual(
      declines.map((d) => ['decline_fee', d.declineFeePaymentId]).sort(),
    );

    const again = await upload(file, 'declines-again.xlsx', (await t.sessionFor(6)).accessToken);
    expect(again.body.data).toMatchObject({ status: 'success', rowCount: 3, refundedCount: 0, skippedCount: 3 });
    expect((await balanceOf(accountId)) - before).toBe(100n);
    expect(await t.db.select().from(declineUploads)).toHaveLength(2);
    await expectLedgerHolds();
  });

  it('two uploads of one file at the same moment refund each fee once', async () => {
    const fresh = await cardCompany();
    const account = (await binAccountOf(t, fresh.company.id)).id;
    const at = new Date(`${day}T16:00:00Z`);
    const rows = [];
    for (let i = 0; i < 3; i++) {
      const d = await addDeclineWithFee(t, fresh.card, { at, fee: '0.50', amount: '1.00' });
      rows.push([d.issuerTransactionId, day, '1.00', 'USD']);
    }
    const before = await balanceOf(account);
    const file = await xlsx(rows);
    const answers = await Promise.all([upload(file, 'a.xlsx'), upload(file, 'b.xlsx')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.data.refundedCount).sort()).toEqual([0, 3]);
    expect((await balanceOf(account)) - before).toBe(150n);
    await expectLedgerHolds();
  });

  it('cancels a decline fee still owed as debt instead of reversing it', async () => {
    // An empty BIN account: the real decline path leaves the fee as a pending decline_fee payment (debt).
    const poor = await addCompany(t);
    const owner = await addUser(t, { companyId: poor.id, role: 2 });
    const card = await addCard(t, { companyId: poor.id, holderUserId: owner.id });
    const issuerId = `debt-${Date.now()}`;
    const id = await t.db.transaction((tx) =>
      recordDecline(
        tx,
        card,
        { transactionId: issuerId, amount: 700n, currency: 'USD', merchant: { name: 'Shop' } },
        'insufficient_funds',
        new Date(`${day}T14:00:00Z`),
        { silent: true },
      ),
    );
    const [row] = await t.db.select().from(cardTransactions).where(eq(cardTransactions.id, id));
    const [fee] = await t.db.select().from(payments).where(eq(payments.id, row!.declineFeePaymentId!));
    expect(fee!.status).toBe(1);
    const res = await upload(await xlsx([[issuerId, day, '7.00', 'USD']]));
    expect(res.body.data).toMatchObject({ refundedCount: 1, skippedCount: 0 });
    const [after] = await t.db.select().from(payments).where(eq(payments.id, fee!.id));
    expect(after!.status).toBe(4);
    const [marked] = await t.db.select().from(cardTransactions).where(eq(cardTransactions.id, id));
    expect(marked!.declineFeeRefundPaymentId).toBe(fee!.id);
    expect((await upload(await xlsx([[issuerId, day, '7.00', 'USD']]))).body.data).toMatchObject({
      refundedCount: 0,
      skippedCount: 1,
    });
    await expectLedgerHolds();
  });

  it('a refunded fee is no longer compensated', async () => {
    await stopActive();
    t.deps.now = () => new Date('2025-05-05T00:00:00Z');
    const res = await create({ startDate: day, compensationAmount: '100', compensationPercent: '100' });
    t.deps.now = () => new Date('2025-05-06T01:00:00Z');
    const fresh = await addDeclineWithFee(t, company.card, { at: new Date(`${day}T13:00:00Z`), fee: '0.25' });
    await runCompensationPayouts(t.db, t.deps.now());
    const rows = await t.db
      .select()
      .from(compensationPayouts)
      .where(eq(compensationPayouts.periodId, res.body.data.period.id));
    // Only the fee that was not refunded (0.25) is paid back.
    expect(rows.map((r) => [r.companyId, r.amount])).toEqual([[company.company.id, 25n]]);
    expect(fresh.declineFeePaymentId).toBeGreaterThan(0);
    t.deps.now = () => new Date();
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
