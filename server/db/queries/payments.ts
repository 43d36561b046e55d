import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PAYMENT_STATUS, type PaymentType } from '@/src/contracts/payments';
import type { Db } from '@/server/db/client';
import { sqlList } from '@/server/db/sql-fragments';
import { accounts, cards, companies, payments, postings, users } from '@/server/db/schema/index';
import { paged, pageWithTotal } from '@/server/db/paging';

/** Reads of payments for the lists, statements and totals; the ledger is their only writer. */

export interface PaymentFilter {
  types?: readonly PaymentType[];
  companyId?: number;
  /** Payments from or to this account. */
  accountId?: number;
  status?: number;
  type?: PaymentType;
  /** The payment's currency or, for a conversion, the currency it was sent in. */
  currency?: string;
  /** Half-open period of instants. */
  from?: Date;
  to?: Date;
  search?: string;
}

const fromAccount = alias(accounts, 'from_account');
const toAccount = alias(accounts, 'to_account');
const reversedPayment = alias(payments, 'reversed_payment');
const paymentCard = alias(cards, 'payment_card');

/** A payment's `info.cardId` when it is a number (card payments write it), else null: never a failed cast. */
const cardIdIn = (info: SQL | typeof payments.info) =>
  sql`case when jsonb_typeof(${info}->'cardId') = 'number' then (${info}->>'cardId')::int end`;

export function paymentConditions(filter: PaymentFilter): SQL | undefined {
  const search = filter.search?.trim();
  return and(
    filter.types ? inArray(payments.type, [...filter.types]) : undefined,
    filter.companyId !== undefined ? eq(payments.companyId, filter.companyId) : undefined,
    filter.accountId !== undefined
      ? or(eq(payments.fromAccountId, filter.accountId), eq(payments.toAccountId, filter.accountId))
      : undefined,
    filter.status !== undefined ? eq(payments.status, filter.status) : undefined,
    filter.type ? eq(payments.type, filter.type) : undefined,
    filter.currency
      ? or(eq(payments.currency, filter.currency), eq(payments.originalCurrency, filter.currency))
      : undefined,
    filter.from ? gte(payments.createdAt, filter.from) : undefined,
    filter.to ? lt(payments.createdAt, filter.to) : undefined,
    search
      ? or(
          /^\d{1,15}$/.test(search) ? eq(payments.id, Number(search)) : undefined,
          ilike(payments.description, `%${escapeLike(search)}%`),
          ilike(sql`${payments.info}->>'hash'`, `%${escapeLike(search)}%`),
        )
      : undefined,
  );
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export type PaymentRow = Awaited<ReturnType<typeof paymentRows>>[number];

/** Payments with the names the view shows (company, accounts, who started them), to filter and order. */
export function paymentRows(db: Db) {
  return (
    db
      .select({
        payment: payments,
        companyName: companies.name,
        fromName: fromAccount.name,
        toName: toAccount.name,
        initiatorFirstName: users.firstName,
        initiatorLastName: users.lastName,
        initiatorEmail: users.email,
        card: { id: paymentCard.id, name: paymentCard.name, last4: paymentCard.last4 },
      })
      .from(payments)
      .innerJoin(companies, eq(companies.id, payments.companyId))
      .leftJoin(fromAccount, eq(fromAccount.id, payments.fromAccountId))
      .leftJoin(toAccount, eq(toAccount.id, payments.toAccountId))
      .leftJoin(users, eq(users.id, payments.initiatorUserId))
      // The card of a card payment (its info names it) or of the card payment a reversal undoes; only a card of the
      // payment's own company, whatever the info says.
      .leftJoin(reversedPayment, eq(reversedPayment.id, payments.reversalOf))
      .leftJoin(
        paymentCard,
        and(
          eq(paymentCard.id, sql`coalesce(${cardIdIn(payments.info)}, ${cardIdIn(sql`${reversedPayment.info}`)})`),
          eq(paymentCard.companyId, payments.companyId),
        ),
      )
      .$dynamic()
  );
}

/** A page of payments, newest first, with the names the view shows. */
export async function listPayments(db: Db, filter: PaymentFilter, page: { page: number; perPage: number }) {
  const where = paymentConditions(filter);
  const rows = paged(paymentRows(db).where(where).orderBy(desc(payments.createdAt), desc(payments.id)), page);
  const { rows: records, totalCount } = await pageWithTotal(db, rows, payments, where);
  return { records, totalCount };
}

/** One payment, locked for the decision that follows, or undefined. */
export async function findPayment(db: Db, paymentId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

/** What came in and went out of an account in the period: sums of its postings. */
export async function accountFlows(db: Db, accountId: number, period: { from?: Date; to?: Date }) {
  const [row] = await db
    .select({
      in: sql<string>`coalesce(sum(case when ${postings.amount} > 0 then ${postings.amount} end), 0)::text`,
      out: sql<string>`coalesce(sum(case when ${postings.amount} < 0 then -${postings.amount} end), 0)::text`,
    })
    .from(postings)
    .where(
      and(
        eq(postings.accountId, accountId),
        period.from ? gte(postings.createdAt, period.from) : undefined,
        period.to ? lt(postings.createdAt, period.to) : undefined,
      ),
    );
  return { in: BigInt(row?.in ?? '0'), out: BigInt(row?.out ?? '0') };
}

/**
 * Completed payments summed per currency (and company when asked), by what PRODUCT.md calls them; the
 * one pending kind counted is decline-fee debt (a decline fee the account could not pay, not yet
 * collected). A conversion counts in the currency it was sent in; reversed payments and their reversals
 * count in neither. Periods apply to when a payment took effect (decided, or created when posted at once,
 * or when the debt arose).
 */
const sent = sql`coalesce(${payments.originalAmount}, ${payments.amount})`;
const fee = sql`coalesce(${payments.feeAmount}, 0)`;
const sumWhere = (
  types: readonly string[],
  value: SQL = sql`${payments.amount}`,
  status: number = PAYMENT_STATUS.completed,
) =>
  sql<string>`coalesce(sum(case when ${payments.status} = ${sql.raw(String(status))} and ${payments.type} in
    (${sqlList(types)}) then ${value} end), 0)::text`;

export const FINANCE_SUMS = {
  topUpSum: sumWhere(['top_up']),
  transferBetweenTransitSum: sumWhere(['transfer_between_transit'], sent),
  transferToBinSum: sumWhere(['transfer_transit_to_bin']),
  grossServiceFeeSum: sql<string>`(${sumWhere(['transfer_transit_to_bin'], fee)}::numeric +
    ${sumWhere(['service_fee'])}::numeric)::text`,
  compensationSum: sumWhere(['compensation']),
  conversionFeeSum: sql<string>`(${sumWhere(['transfer_between_transit'], fee)}::numeric +
    ${sumWhere(['conversion_fee'])}::numeric)::text`,
  declineFeeSum: sumWhere(['decline_fee']),
  declineFeeDebtSum: sumWhere(['decline_fee'], sql`${payments.amount}`, PAYMENT_STATUS.pending),
  cardFxFeeSum: sumWhere(['card_fx_fee']),
  spendSum: sumWhere(['card_settlement']),
  withdrawalSum: sumWhere(['withdrawal']),
  cardFeeSum: sumWhere(['card_issue_fee', 'card_monthly_fee']),
  refundSum: sumWhere(['card_refund']),
};

export interface SumFilter {
  companyId?: number;
  legalEntityId?: number;
  from?: Date;
  to?: Date;
}

const effectiveAt = sql`coalesce(${payments.decidedAt}, ${payments.createdAt})`;

function sumConditions(filter: SumFilter) {
  return and(
    or(
      eq(payments.status, PAYMENT_STATUS.completed),
      and(eq(payments.status, PAYMENT_STATUS.pending), eq(payments.type, 'decline_fee')),
    ),
    sql`${payments.reversalOf} is null`,
    filter.companyId !== undefined ? eq(payments.companyId, filter.companyId) : undefined,
    filter.legalEntityId !== undefined ? eq(companies.legalEntityId, filter.legalEntityId) : undefined,
    filter.from ? sql`${effectiveAt} >= ${filter.from.toISOString()}` : undefined,
    filter.to ? sql`${effectiveAt} < ${filter.to.toISOString()}` : undefined,
  );
}

const currencyKey = sql<string>`coalesce(${payments.originalCurrency}, ${payments.currency})`;

export type SumRow = { currency: string } & Record<keyof typeof FINANCE_SUMS, string>;

/** The sums per currency. */
export async function financeSums(db: Db, filter: SumFilter): Promise<SumRow[]> {
  return db
    .select({ currency: currencyKey, ...FINANCE_SUMS })
    .from(payments)
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .where(sumConditions(filter))
    .groupBy(currencyKey)
    .orderBy(currencyKey);
}

/** The sums per company and currency, companies by name, paged over those rows. */
export async function financeSumsByCompany(db: Db, filter: SumFilter, page: { page: number; perPage: number }) {
  const where = sumConditions(filter);
  const [count] = await db
    .select({ n: sql<number>`count(distinct (${payments.companyId}, ${currencyKey}))::int` })
    .from(payments)
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .where(where);
  const records = await paged(
    db
      .select({ companyId: companies.id, companyName: companies.name, currency: currencyKey, ...FINANCE_SUMS })
      .from(payments)
      .innerJoin(companies, eq(companies.id, payments.companyId))
      .where(where)
      .groupBy(companies.id, companies.name, currencyKey)
      .orderBy(companies.name, companies.id, currencyKey),
    page,
  );
  return { records, totalCount: count?.n ?? 0 };
}

/** Conversions arriving in each currency (what the company received), for the company totals tab. */
export async function conversionsIn(db: Db, companyId: number) {
  return db
    .select({ currency: payments.currency, total: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
    .from(payments)
    .where(
      and(
        eq(payments.companyId, companyId),
        eq(payments.type, 'transfer_between_transit'),
        eq(payments.status, PAYMENT_STATUS.completed),
        sql`${payments.reversalOf} is null`,
      ),
    )
    .groupBy(payments.currency);
}

/** Pending payments of these types: the admin badge and the decision lists. */
export async function countPending(db: Db, types: readonly PaymentType[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.status, PAYMENT_STATUS.pending), inArray(payments.type, [...types])));
  return row?.n ?? 0;
}
