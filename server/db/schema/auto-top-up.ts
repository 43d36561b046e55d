import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigSerialId, requiredRef, serialId, timestamptz, timestamptzNow } from './columns';
import { accounts } from './accounts';
import { companies } from './companies';
import { payments } from './ledger';
import { users } from './users';

/**
 * Auto top-up rules (issue 23): when a BIN account's available balance falls below `below`, move `amount`
 * (or enough to reach `target`) from the transit account `fromAccountId`, as a normal transfer marked with
 * the rule. Amounts are minor units: `below` and `target` of the BIN account's currency, `amount` and
 * `dailyMaxAmount` of the transit account's (what leaves it, as a manual transfer's amount).
 *
 * `refillSeq` names the current crossing: the crossing trigger enqueues the job `auto-top-up:{id}:{seq}`
 * (one job per crossing whatever the number of debits), and the job that handles it moves the sequence on
 * in the same transaction as its refill or failure, so the next crossing is a new job.
 */
export const autoTopUpRules = pgTable(
  'auto_top_up_rules',
  {
    id: serialId(),
    companyId: requiredRef('company_id', () => companies.id),
    binAccountId: requiredRef('bin_account_id', () => accounts.id),
    fromAccountId: requiredRef('from_account_id', () => accounts.id),
    below: bigint('below', { mode: 'bigint' }).notNull(),
    /** 'amount': move `amount`; 'target': move what brings the available balance to `target`. */
    mode: text('mode').notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    target: bigint('target', { mode: 'bigint' }),
    dailyMaxCount: integer('daily_max_count'),
    dailyMaxAmount: bigint('daily_max_amount', { mode: 'bigint' }),
    enabled: boolean('enabled').notNull().default(true),
    refillSeq: integer('refill_seq').notNull().default(0),
    /** 'ok' | 'failing': the last attempt's result, shown on the rule until a refill succeeds. */
    status: text('status').notNull().default('ok'),
    lastError: text('last_error'),
    lastAttemptAt: timestamptz('last_attempt_at'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamptzNow('created_at'),
    updatedAt: timestamptzNow('updated_at'),
  },
  (t) => [
    // One rule per BIN account: two rules on one account would refill it twice for one crossing.
    uniqueIndex('auto_top_up_rules_bin_uq').on(t.binAccountId),
    index('auto_top_up_rules_company_idx').on(t.companyId),
    check(
      'auto_top_up_rules_mode_ck',
      sql`(${t.mode} = 'amount' and ${t.amount} > 0 and ${t.target} is null) or (${t.mode} = 'target' and ${t.target}
        > ${t.below} and ${t.amount} is null)`,
    ),
    check('auto_top_up_rules_below_ck', sql`${t.below} > 0`),
  ],
);

/**
 * What each crossing came to: refilled (with its payments), failed (with why), capped (the daily cap was
 * reached) or not needed (the account was above the threshold again). `(ruleId, seq)` is unique: a
 * crossing is claimed once, whatever the number of workers that run its job.
 */
export const autoTopUpRefills = pgTable(
  'auto_top_up_refills',
  {
    id: bigSerialId(),
    ruleId: requiredRef('rule_id', () => autoTopUpRules.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** 'refilled' | 'failed' | 'capped' | 'not_needed' */
    outcome: text('outcome').notNull(),
    /** What left the transit account, in its currency (refilled only). */
    amount: bigint('amount', { mode: 'bigint' }),
    /** What arrived on the BIN account, in its currency (refilled only). */
    credited: bigint('credited', { mode: 'bigint' }),
    conversionPaymentId: bigint('conversion_payment_id', { mode: 'number' }).references(() => payments.id),
    transferPaymentId: bigint('transfer_payment_id', { mode: 'number' }).references(() => payments.id),
    error: text('error'),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    uniqueIndex('auto_top_up_refills_crossing_uq').on(t.ruleId, t.seq),
    index('auto_top_up_refills_rule_created_idx').on(t.ruleId, t.createdAt),
  ],
);
