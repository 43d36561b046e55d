import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { validation } from '@/src/contracts/messages';
import { cardTransactions, compensationPayouts, declineUploads, payments } from '@/server/db/schema/index';
import { addCompany, addUser } from '@/server/modules/team/team.fixtures';
import {
  addCard,
  addDeclineWithFee,
  addTransaction,
  binAccountOf,
} from '@/server/modules/card-analytics/card-analytics.fixtures';
import { recordDecline } from '@/server/modules/card-issuer/decline';
import { runCompensationPayouts } from './payouts';
import {
  balanceOf,
  cardCompany,
  create,
  expectLedgerHolds,
  stopActive,
  superAdmin,
  t,
  useCompensationApi,
} from './compensation.fixtures';

/** The decline file (spec 7 upload-guava-decline-file): checked row by row, each decline fee refunded once. */
useCompensationApi();

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
  /** The declines' transactions as they are now. */
  const declinedRows = () =>
    t.db
      .select()
      .from(cardTransactions)
      .where(
        inArray(
          cardTransactions.id,
          declines.map((d) => d.id),
        ),
      );
  const paymentsOf = (ids: number[]) => t.db.select().from(payments).where(inArray(payments.id, ids));
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
    const rows = await declinedRows();
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
    const rows = await declinedRows();
    expect(rows.every((r) => r.declineFeeRefundPaymentId !== null)).toBe(true);
    const fees = await paymentsOf(declines.map((d) => d.declineFeePaymentId));
    expect(fees.map((p) => p.status)).toEqual([5, 5]);
    const refunds = await paymentsOf(rows.map((r) => r.declineFeeRefundPaymentId!));
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
