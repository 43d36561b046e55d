import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bigSerialId, requiredBigRef, requiredRef, timestamptz, timestamptzNow } from './columns';
import { accounts } from './accounts';
import { companies } from './companies';
import { users } from './users';

/**
 * A money movement (PRODUCT.md "Accounts and money"): its type, status, who or what started it and the
 * figures people see. What it did to balances is its postings; a pending one holds funds instead.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigSerialId(),
    companyId: requiredRef('company_id', () => companies.id),
    /** PAYMENT_TYPES of server/ledger/payment-types.ts. */
    type: text('type').notNull(),
    /** PAYMENT_STATUS: 1 pending, 2 completed, 3 declined, 4 cancelled, 5 reversed. */
    status: integer('status').notNull(),
    /** In minor units of `currency`: what the payment is about, as people read it. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    fromAccountId: integer('from_account_id').references(() => accounts.id),
    toAccountId: integer('to_account_id').references(() => accounts.id),
    description: text('description'),
    /** A conversion: what was given, at which rate, with which fee. */
    originalAmount: bigint('original_amount', { mode: 'bigint' }),
    originalCurrency: text('original_currency'),
    rate: numeric('rate', { precision: 20, scale: 10 }),
    feeAmount: bigint('fee_amount', { mode: 'bigint' }),
    feePercent: numeric('fee_percent', { precision: 7, scale: 2 }),
    /** 'user' | 'staff' | 'system' | 'rule' — and the person, when there is one. */
    initiatorKind: text('initiator_kind').notNull(),
    initiatorUserId: integer('initiator_user_id').references(() => users.id),
    /** Pay-in source (1 SEPA, 2 SWIFT, 3 crypto) and chain details: hash, address, blockchain, requestedAmount. */
    source: integer('source'),
    info: jsonb('info'),
    /**
     * What a pending payment will post when accepted, fixed when it was asked for:
     * `[{ accountId, amount }]` with amounts as signed minor-unit strings.
     */
    plannedLegs: jsonb('planned_legs'),
    /** A reversal points at the payment it undoes. */
    reversalOf: bigint('reversal_of', { mode: 'number' }).references((): AnyPgColumn => payments.id),
    createdAt: timestamptzNow('created_at'),
    decidedAt: timestamptz('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id),
  },
  (t) => [
    index('payments_company_created_idx').on(t.companyId, t.createdAt),
    index('payments_status_type_idx').on(t.status, t.type),
    // A payment is reversed at most once.
    uniqueIndex('payments_reversal_uq')
      .on(t.reversalOf)
      .where(sql`${t.reversalOf} is not null`),
    // The companies list's last top-up and fee debt per company (db/queries/company-money-figures.ts).
    index('payments_completed_top_up_idx')
      .on(t.companyId, sql`coalesce(${t.decidedAt}, ${t.createdAt})`)
      .where(sql`${t.type} = 'top_up' and ${t.status} = 2`),
    index('payments_fee_debt_idx')
      .on(t.companyId, t.currency)
      .where(sql`${t.status} = 1 and ${t.type} in ('decline_fee', 'card_monthly_fee', 'card_fx_fee')`),
  ],
);

/**
 * One line of a payment on one account: signed minor units (credit positive) and the balance it left.
 * The postings of a payment sum to zero per currency; a constraint trigger checks it at commit
 * (migration 0004), whatever code wrote them.
 */
export const postings = pgTable(
  'postings',
  {
    id: bigSerialId(),
    paymentId: requiredBigRef('payment_id', () => payments.id),
    accountId: requiredRef('account_id', () => accounts.id),
    /** The account's company, for tenant-sharded storage; null on system accounts. */
    companyId: integer('company_id'),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [index('postings_account_idx').on(t.accountId, t.id), index('postings_payment_idx').on(t.paymentId)],
);

/** Funds set aside on an account for a pending payment; `account.hold` is the sum of the open ones. */
export const holds = pgTable(
  'holds',
  {
    id: bigSerialId(),
    paymentId: requiredBigRef('payment_id', () => payments.id),
    accountId: requiredRef('account_id', () => accounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamptzNow('created_at'),
    /** Set once: the funds were posted (captured) or given back (released). */
    closedAt: timestamptz('closed_at'),
    outcome: text('outcome'),
  },
  (t) => [
    uniqueIndex('holds_payment_account_uq').on(t.paymentId, t.accountId),
    index('holds_account_open_idx')
      .on(t.accountId)
      .where(sql`${t.closedAt} is null`),
  ],
);

/**
 * `Idempotency-Key` of money-moving POSTs: the first answer is kept and replayed; the same key with a
 * different body is refused. Scoped per user, so two users' keys never meet.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    /** METHOD path and SHA-256 of the body: what the key was first used for. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key_uq').on(t.userId, t.key)],
);
