import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestamptz, timestamptzNow, requiredRef } from './columns';
import { companies } from './companies';
import { users } from './users';

/**
 * Requests (issue 24): what a buyer or team lead asks for and its decision. `target` names what the
 * request is about (`card:12:daily`, `person:7:USD:daily`, `bin:4`, `new-card:7:3`); the partial unique
 * index keeps one pending request per kind and target, so two identical asks at once make one row.
 * Amounts are minor units in `currency`.
 */
export const requests = pgTable(
  'requests',
  {
    id: serialId(),
    companyId: requiredRef('company_id', () => companies.id),
    requesterId: requiredRef('requester_id', () => users.id),
    /** Whose card, limit or new card it is (the requester or a member of a lead's team); null for funds. */
    subjectUserId: integer('subject_user_id').references(() => users.id),
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    amount: bigint('amount', { mode: 'bigint' }),
    currency: text('currency'),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptzNow('created_at'),
    decidedAt: timestamptz('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id),
    channel: text('channel'),
    comment: text('comment'),
    approvedAmount: bigint('approved_amount', { mode: 'bigint' }),
    /** What approving made: `{ cardIds, paymentId }`. */
    result: jsonb('result').$type<{ cardIds: number[]; paymentId: number | null }>(),
  },
  (t) => [
    uniqueIndex('requests_pending_target_uq')
      .on(t.companyId, t.kind, t.target)
      .where(sql`${t.status} = 'pending'`),
    index('requests_company_created_idx').on(t.companyId, t.createdAt),
    index('requests_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('requests_status_ck', sql`${t.status} in ('pending', 'approved', 'declined', 'expired', 'cancelled')`),
    check('requests_amount_positive_ck', sql`coalesce(${t.amount}, 1) > 0 and coalesce(${t.approvedAmount}, 1) > 0`),
  ],
);

/**
 * Single-use action tokens of push notifications: only the SHA-256 of the token is kept, bound to one
 * request and one decider; `usedAt` is set in the transaction that decides, so a replay finds it used.
 */
export const requestActionTokens = pgTable(
  'request_action_tokens',
  {
    id: serialId(),
    tokenHash: text('token_hash').notNull(),
    requestId: requiredRef('request_id', () => requests.id),
    userId: requiredRef('user_id', () => users.id),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [uniqueIndex('request_action_tokens_hash_uq').on(t.tokenHash)],
);

/**
 * The Telegram messages a request was sent as, so its decision can edit each of them to show the outcome.
 */
export const requestTelegramMessages = pgTable(
  'request_telegram_messages',
  {
    id: serialId(),
    requestId: requiredRef('request_id', () => requests.id),
    userId: requiredRef('user_id', () => users.id),
    chatId: text('chat_id').notNull(),
    messageId: integer('message_id').notNull(),
  },
  (t) => [index('request_telegram_messages_request_idx').on(t.requestId)],
);

/** The owner's delegation of request decisions to team leads (a company without a row delegates nothing). */
export const requestSettings = pgTable('request_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  leadsDecideFunds: boolean('leads_decide_funds').notNull().default(false),
  leadsDecideNewCards: boolean('leads_decide_new_cards').notNull().default(false),
  updatedAt: timestamptzNow('updated_at'),
});
