import { desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/server/db/client';
import { sqlList } from '@/server/db/sql-fragments';
import { compensationPayouts, compensationPeriods, declineUploads } from '@/server/db/schema/index';
import { pageWithTotal, paged } from '@/server/db/paging';

export type CompensationPeriodRow = typeof compensationPeriods.$inferSelect;

/** Serialises period creation: one active period at a time holds even for two requests at once. */
export async function lockPeriodCreation(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('compensation_periods.create'))`);
}

export async function activePeriods(db: Db): Promise<CompensationPeriodRow[]> {
  return db.select().from(compensationPeriods).where(eq(compensationPeriods.isActive, true));
}

export async function getPeriod(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<CompensationPeriodRow | null> {
  const query = db.select().from(compensationPeriods).where(eq(compensationPeriods.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertPeriod(
  tx: Db,
  values: typeof compensationPeriods.$inferInsert,
): Promise<CompensationPeriodRow> {
  const [row] = await tx.insert(compensationPeriods).values(values).returning();
  return row!;
}

export async function stopPeriodRow(tx: Db, id: number, endDate: Date): Promise<CompensationPeriodRow> {
  const [row] = await tx
    .update(compensationPeriods)
    .set({ isActive: false, endDate })
    .where(eq(compensationPeriods.id, id))
    .returning();
  return row!;
}

/** What each period has paid back so far, by id. */
export async function paidByPeriod(db: Db, ids: number[]): Promise<Map<number, bigint>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`
    select period_id, sum(amount)::text as paid from compensation_payouts
    where period_id in (${sqlList(ids)}) group by period_id`);
  return new Map(rowsOf<{ period_id: number; paid: string }>(result).map((r) => [Number(r.period_id), BigInt(r.paid)]));
}

export async function listPeriods(db: Db, filter: { isActive?: boolean; page: number; perPage: number }) {
  const where = filter.isActive === undefined ? undefined : eq(compensationPeriods.isActive, filter.isActive);
  const rows = paged(db.select().from(compensationPeriods).where(where).orderBy(desc(compensationPeriods.id)), filter);
  const { rows: records, totalCount } = await pageWithTotal(db, rows, compensationPeriods, where);
  return { records, totalCount };
}

/** Everything paid back in a currency, all periods together. */
export async function totalPaid(db: Db, currency: string): Promise<bigint> {
  const result = await db.execute(
    sql`select coalesce(sum(amount), 0)::text as paid from compensation_payouts where currency = ${currency}`,
  );
  return BigInt(rowsOf<{ paid: string }>(result)[0]?.paid ?? '0');
}

/** A period's payouts per day, newest first, paged. */
export async function periodDays(db: Db, periodId: number, page: number, perPage: number) {
  const [rows, total] = await Promise.all([
    db.execute(sql`
      select day, sum(amount)::text as amount, count(*)::int as companies
      from compensation_payouts where period_id = ${periodId}
      group by day order by day desc
      limit ${perPage} offset ${(page - 1) * perPage}`),
    db.execute(sql`select count(distinct day)::int as n from compensation_payouts where period_id = ${periodId}`),
  ]);
  return {
    records: rowsOf<{ day: string; amount: string; companies: number }>(rows).map((r) => ({
      day: r.day,
      amount: BigInt(r.amount),
      companies: Number(r.companies),
    })),
    totalCount: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
  };
}

export interface DayFees {
  companyId: number;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  fees: bigint;
  /** The account that paid the most of that day's fees (the payout goes back there). */
  accountId: number;
  accountClosed: boolean;
}

/**
 * Decline fees charged in [from, to) in `currency` that are still owed (the fee payment completed, not
 * refunded from a decline file), per company and UTC day, for the (company, day) pairs the period has not
 * paid yet. Ordered by day, then company: the order the cap is applied in.
 */
export async function unpaidDeclineFees(
  db: Db,
  input: { periodId: number; from: Date; to: Date; currency: string },
): Promise<DayFees[]> {
  const result = await db.execute(sql`
    with fees as (
      select ct.company_id, to_char(ct.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, p.from_account_id as
        account_id, sum(p.amount) as fees
      from card_transactions ct
      join payments p on p.id = ct.decline_fee_payment_id
      where ct.created_at >= ${input.from.toISOString()}::timestamptz and ct.created_at <
        ${input.to.toISOString()}::timestamptz
        and ct.decline_fee_refund_payment_id is null and p.status = 2 and p.currency = ${input.currency}
      group by ct.company_id, day, p.from_account_id
    ), per_day as (
      select company_id, day, sum(fees) as fees,
        (array_agg(account_id order by fees desc, account_id))[1] as account_id
      from fees group by company_id, day
    )
    select d.company_id, d.day, d.fees::text as fees, d.account_id, (a.closed_at is not null) as closed
    from per_day d
    join accounts a on a.id = d.account_id
    where not exists (
      select 1 from compensation_payouts cp
      where cp.period_id = ${input.periodId} and cp.company_id = d.company_id and cp.day = d.day and cp.currency =
        ${input.currency})
    order by d.day, d.company_id`);
  return rowsOf<{ company_id: number; day: string; fees: string; account_id: number; closed: boolean }>(result).map(
    (r) => ({
      companyId: Number(r.company_id),
      day: r.day,
      fees: BigInt(r.fees),
      accountId: Number(r.account_id),
      accountClosed: Boolean(r.closed),
    }),
  );
}

/** Claims a (period, company, day, currency) payout; null when it was paid already (the unique index). */
export async function claimPayout(
  tx: Db,
  values: { periodId: number; companyId: number; day: string; amount: bigint; currency: string },
) {
  const [row] = await tx
    .insert(compensationPayouts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: compensationPayouts.id });
  return row?.id ?? null;
}

export async function setPayoutPayment(tx: Db, payoutId: number, paymentId: number) {
  await tx.update(compensationPayouts).set({ paymentId }).where(eq(compensationPayouts.id, payoutId));
}

/** The company's open transit account in a currency: where a payout goes when the BIN account is closed. */
export async function openTransitAccount(db: Db, companyId: number, currency: string): Promise<number | null> {
  const result = await db.execute(sql`
    select id from accounts where company_id = ${companyId} and type = 0 and currency = ${currency} and closed_at is
      null order by id limit 1`);
  const id = rowsOf<{ id: number }>(result)[0]?.id;
  return id === undefined ? null : Number(id);
}

/** Periods whose days may still be owed a payout: the active ones and those stopped in the last week. */
export async function periodsToPay(db: Db, now: Date): Promise<CompensationPeriodRow[]> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  return db
    .select()
    .from(compensationPeriods)
    .where(
      sql`${compensationPeriods.isActive} or ${compensationPeriods.endDate} >= ${weekAgo.toISOString()}::timestamptz`,
    )
    .orderBy(compensationPeriods.id);
}

export interface DeclinedForRefund {
  id: number;
  issuerTransactionId: string;
  status: string;
  amount: bigint;
  currency: string;
  createdAt: Date;
  declineFeePaymentId: number | null;
  declineFeeRefundPaymentId: number | null;
  /** The fee payment's status (2 completed, 5 reversed…), null without a fee. */
  feeStatus: number | null;
}

/**
 * The card transactions an uploaded file names, locked (in id order, so two uploads never deadlock)
 * until the upload's transaction ends: a second upload of the same file waits and then sees the refunds.
 */
export async function lockTransactionsForRefund(tx: Db, issuerIds: string[]): Promise<Map<string, DeclinedForRefund>> {
  const out = new Map<string, DeclinedForRefund>();
  const CHUNK = 5_000;
  for (let i = 0; i < issuerIds.length; i += CHUNK) {
    const chunk = issuerIds.slice(i, i + CHUNK);
    const result = await tx.execute(sql`
      select ct.id, ct.issuer_transaction_id, ct.status, ct.amount::text as amount, ct.currency, ct.created_at,
        ct.decline_fee_payment_id, ct.decline_fee_refund_payment_id, p.status as fee_status
      from card_transactions ct
      left join payments p on p.id = ct.decline_fee_payment_id
      where ct.issuer_transaction_id in (${sqlList(chunk)})
      order by ct.id
      for update of ct`);
    for (const r of rowsOf<{
      id: number;
      issuer_transaction_id: string;
      status: string;
      amount: string;
      currency: string;
      created_at: Date | string;
      decline_fee_payment_id: number | string | null;
      decline_fee_refund_payment_id: number | string | null;
      fee_status: number | null;
    }>(result)) {
      out.set(r.issuer_transaction_id, {
        id: Number(r.id),
        issuerTransactionId: r.issuer_transaction_id,
        status: r.status,
        amount: BigInt(r.amount),
        currency: r.currency,
        createdAt: new Date(r.created_at),
        declineFeePaymentId: r.decline_fee_payment_id === null ? null : Number(r.decline_fee_payment_id),
        declineFeeRefundPaymentId:
          r.decline_fee_refund_payment_id === null ? null : Number(r.decline_fee_refund_payment_id),
        feeStatus: r.fee_status === null ? null : Number(r.fee_status),
      });
    }
  }
  return out;
}

export async function markFeeRefunded(tx: Db, transactionId: number, refundPaymentId: number, now: Date) {
  await tx.execute(
    sql`update card_transactions set decline_fee_refund_payment_id = ${refundPaymentId}, updated_at =
  ${now.toISOString()}::timestamptz where id = ${transactionId}`,
  );
}

export async function recordDeclineUpload(tx: Db, values: typeof declineUploads.$inferInsert) {
  const [row] = await tx.insert(declineUploads).values(values).returning({ id: declineUploads.id });
  return row!.id;
}
