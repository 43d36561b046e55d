import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigSerialId, minorUnitsFromZero, requiredRef, serialId, timestamptz, timestamptzNow } from './columns';
import { accounts } from './accounts';
import { binSets } from './bin-sets';
import { companies } from './companies';
import { payments } from './ledger';
import { users } from './users';

/**
 * A payment card (PRODUCT.md "Cards"). The portal keeps what it may show at any time: name, last four
 * digits, status, limits. The full number, CVV and expiry stay with the card issuer and are fetched on
 * a reveal, never stored here.
 */
export const cards = pgTable(
  'cards',
  {
    id: serialId(),
    companyId: requiredRef('company_id', () => companies.id),
    /** The BIN account the card spends from. */
    accountId: requiredRef('account_id', () => accounts.id),
    binSetId: requiredRef('bin_set_id', () => binSets.id),
    holderUserId: requiredRef('holder_user_id', () => users.id),
    issuedByUserId: integer('issued_by_user_id').references(() => users.id),
    /** The issuer's reference for the card: every adapter call and webhook names it. */
    issuerCardId: text('issuer_card_id').notNull().unique(),
    name: text('name').notNull(),
    last4: text('last4').notNull(),
    /** CARD_STATUS of src/contracts/cards.ts: 'active' | 'frozen' | 'closed'; closed is final. */
    status: text('status').notNull().default('active'),
    /**
     * Who froze a frozen card, and the role they froze it with (FREEZE_AUTHORITY of src/contracts/access.ts):
     * only someone of equal or higher authority unfreezes it. Cleared when the card is unfrozen.
     */
    frozenByUserId: integer('frozen_by_user_id').references(() => users.id),
    frozenByRole: smallint('frozen_by_role'),
    currency: text('currency').notNull(),
    /** Minor units of `currency`; null means no limit of that kind. */
    limitPerTransaction: bigint('limit_per_transaction', { mode: 'bigint' }),
    limitDaily: bigint('limit_daily', { mode: 'bigint' }),
    limitMonthly: bigint('limit_monthly', { mode: 'bigint' }),
    limitLifetime: bigint('limit_lifetime', { mode: 'bigint' }),
    /** Settled and held spend so far, kept by the authorization path in the same transaction. */
    spentLifetime: minorUnitsFromZero('spent_lifetime'),
    /** When the next monthly maintenance fee falls due. */
    nextMonthlyFeeAt: timestamptz('next_monthly_fee_at'),
    createdAt: timestamptzNow('created_at'),
    updatedAt: timestamptzNow('updated_at'),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    index('cards_company_idx').on(t.companyId, t.status),
    index('cards_holder_idx').on(t.holderUserId),
    index('cards_account_idx').on(t.accountId),
  ],
);

/** What happened to a card and who did it: the card-history modal (creation, type, userName, status). */
export const cardEvents = pgTable(
  'card_events',
  {
    id: bigSerialId(),
    cardId: requiredRef('card_id', () => cards.id),
    companyId: integer('company_id').notNull(),
    /** CARD_EVENT of src/contracts/cards.ts: issued, frozen, unfrozen, closed, limits, renamed. */
    type: text('type').notNull(),
    userId: integer('user_id').references(() => users.id),
    /** The card's status after the event. */
    status: text('status').notNull(),
    info: jsonb('info'),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [index('card_events_card_idx').on(t.cardId, t.id)],
);

/**
 * One card transaction as the issuer reported it: an authorization and what became of it (settled,
 * reversed, refunded), or a decline with its reason. The ledger side is `paymentId` (the hold, later
 * captured) and the decline fee's payment.
 */
export const cardTransactions = pgTable(
  'card_transactions',
  {
    id: bigSerialId(),
    cardId: requiredRef('card_id', () => cards.id),
    companyId: integer('company_id').notNull(),
    holderUserId: integer('holder_user_id').notNull(),
    /** The issuer's authorization id: settlements, reversals and refunds name it. */
    issuerTransactionId: text('issuer_transaction_id').notNull().unique(),
    merchantName: text('merchant_name').notNull(),
    merchantCategory: text('merchant_category'),
    merchantCountry: text('merchant_country'),
    /** In the card's currency, minor units: what was asked for, and what finally settled. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    settledAmount: bigint('settled_amount', { mode: 'bigint' }),
    refundedAmount: minorUnitsFromZero('refunded_amount'),
    currency: text('currency').notNull(),
    /** CARD_TRANSACTION_STATUS: 'pending' | 'settled' | 'reversed' | 'declined' (+ refunds on settled). */
    status: text('status').notNull(),
    /** DECLINE_REASON of src/contracts/cards.ts when declined. */
    declineReason: text('decline_reason'),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
    declineFeePaymentId: bigint('decline_fee_payment_id', { mode: 'number' }).references(() => payments.id),
    /** Set once the decline fee was refunded from an uploaded decline file. */
    declineFeeRefundPaymentId: bigint('decline_fee_refund_payment_id', { mode: 'number' }).references(
      () => payments.id,
    ),
    createdAt: timestamptzNow('created_at'),
    updatedAt: timestamptzNow('updated_at'),
  },
  (t) => [
    index('card_transactions_card_idx').on(t.cardId, t.createdAt),
    index('card_transactions_company_idx').on(t.companyId, t.createdAt),
    index('card_transactions_holder_idx').on(t.holderUserId, t.createdAt),
  ],
);

/**
 * What each holder's cards spent, per UTC day of the card transactions' creation and card currency, in minor
 * units (SPEND_OF of db/queries/card-analytics.ts: held, or settled less refunds). Kept by the triggers of
 * migration 0013 in the statement that changes a card transaction, so every path (authorization batches,
 * settlement, reversal, refund, seeds) keeps it current in its own transaction, and `GET /api/user/me` reads a
 * month as about 31 rows instead of summing the month's transactions.
 */
export const cardSpendDays = pgTable(
  'card_spend_days',
  {
    holderUserId: integer('holder_user_id').notNull(),
    day: date('day').notNull(),
    currency: text('currency').notNull(),
    spend: bigint('spend', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.holderUserId, t.day, t.currency] })],
);

/** How many cards each holder has that are not closed, kept by migration 0013's trigger on `cards`. */
export const cardHolderCounts = pgTable('card_holder_counts', {
  holderUserId: integer('holder_user_id').primaryKey(),
  openCards: integer('open_cards').notNull(),
});

/** Issuer webhook event ids already handled: a redelivered event is recognised and answered as before. */
export const cardWebhookEvents = pgTable('card_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  /** What the portal answered the first time (an authorization's decision), replayed on redelivery. */
  response: jsonb('response').notNull(),
  receivedAt: timestamptzNow('received_at'),
});

/**
 * A compensation period (spec 3): while active, `compensationPercent` of each day's decline fees is paid
 * back to the client, up to `compensationAmount` over the whole period. Stopping sets `endDate`.
 */
export const compensationPeriods = pgTable('compensation_periods', {
  id: serialId(),
  startDate: timestamptz('start_date').notNull(),
  endDate: timestamptz('end_date'),
  /** Minor units of `currency`. */
  compensationAmount: bigint('compensation_amount', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull().default('USD'),
  compensationPercent: numeric('compensation_percent', { precision: 5, scale: 2 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamptzNow('created_at'),
});

/** One day's payback to one company within a period: the details rows, written once per day. */
export const compensationPayouts = pgTable(
  'compensation_payouts',
  {
    id: bigSerialId(),
    periodId: requiredRef('period_id', () => compensationPeriods.id),
    companyId: requiredRef('company_id', () => companies.id),
    /** The day (UTC) whose decline fees were compensated. */
    day: text('day').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [uniqueIndex('compensation_payouts_day_uq').on(t.periodId, t.companyId, t.day, t.currency)],
);

/** An uploaded decline file (roles 1, 6) and what it did. */
export const declineUploads = pgTable('decline_uploads', {
  id: serialId(),
  fileName: text('file_name').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id),
  rowCount: integer('row_count').notNull(),
  refundedCount: integer('refunded_count').notNull(),
  skippedCount: integer('skipped_count').notNull(),
  createdAt: timestamptzNow('created_at'),
});
