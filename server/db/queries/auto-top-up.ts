import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';
import { ACCOUNT_TYPE, accounts, autoTopUpRefills, autoTopUpRules, companies, jobs } from '@/server/db/schema/index';
import { COMPANY_STATUS } from '@/src/contracts/companies';

/** The auto top-up rules' reads and writes that are not money (issue 23): money moves through the transfers. */

const binAccount = alias(accounts, 'bin_account');
const fromAccount = alias(accounts, 'from_account');

export type RuleRow = typeof autoTopUpRules.$inferSelect;
export type RefillRow = typeof autoTopUpRefills.$inferSelect;
export interface RuleWithAccounts {
  rule: RuleRow;
  bin: { id: number; name: string; currency: string };
  from: { id: number; name: string; currency: string };
}

const ruleColumns = {
  rule: autoTopUpRules,
  bin: { id: binAccount.id, name: binAccount.name, currency: binAccount.currency },
  from: { id: fromAccount.id, name: fromAccount.name, currency: fromAccount.currency },
};

/** A company's rules (or the one of a BIN account), with their accounts' names and currencies. */
export async function rulesOf(db: Db, companyId: number, binAccountId?: number): Promise<RuleWithAccounts[]> {
  return db
    .select(ruleColumns)
    .from(autoTopUpRules)
    .innerJoin(binAccount, eq(binAccount.id, autoTopUpRules.binAccountId))
    .innerJoin(fromAccount, eq(fromAccount.id, autoTopUpRules.fromAccountId))
    .where(
      and(
        eq(autoTopUpRules.companyId, companyId),
        binAccountId === undefined ? undefined : eq(autoTopUpRules.binAccountId, binAccountId),
      ),
    )
    .orderBy(autoTopUpRules.id);
}

/** The latest outcomes of each rule, newest first, at most `limit` per rule, in one statement. */
export async function recentRefills(db: Db, ruleIds: number[], limit: number): Promise<Map<number, RefillRow[]>> {
  const byRule = new Map<number, RefillRow[]>(ruleIds.map((id) => [id, []]));
  if (ruleIds.length === 0) return byRule;
  const ranked = db
    .select({
      id: autoTopUpRefills.id,
      n: sql<number>`row_number() over (partition by ${autoTopUpRefills.ruleId}
        order by ${autoTopUpRefills.id} desc)`.as('n'),
    })
    .from(autoTopUpRefills)
    .where(inArray(autoTopUpRefills.ruleId, ruleIds))
    .as('ranked');
  const rows = await db
    .select({ refill: autoTopUpRefills })
    .from(autoTopUpRefills)
    .innerJoin(ranked, eq(ranked.id, autoTopUpRefills.id))
    .where(sql`${ranked.n} <= ${limit}`)
    .orderBy(desc(autoTopUpRefills.id));
  for (const { refill } of rows) byRule.get(refill.ruleId)!.push(refill);
  return byRule;
}

/** One of the company's accounts as a rule names it: type, currency, open or not. Null when not the company's. */
export async function companyAccount(db: Db, companyId: number, accountId: number) {
  const [row] = await db
    .select({
      id: accounts.id,
      type: accounts.type,
      currency: accounts.currency,
      name: accounts.name,
      closedAt: accounts.closedAt,
      balance: accounts.balance,
      hold: accounts.hold,
    })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.companyId, companyId)));
  return row ?? null;
}

/** The company's open transit account in `currency` (a conversion refill's bridge), or null. */
export async function transitIn(db: Db, companyId: number, currency: string) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.companyId, companyId),
        eq(accounts.type, ACCOUNT_TYPE.transit),
        eq(accounts.currency, currency),
        isNull(accounts.closedAt),
      ),
    );
  return row?.id ?? null;
}

/**
 * Keeps the BIN account's copy of the threshold (what the crossing trigger tests) in step with its rule:
 * the threshold while the rule is enabled, null otherwise. Called in the rule's transaction.
 */
export async function setAccountThreshold(db: Db, binAccountId: number, below: bigint | null) {
  await db.update(accounts).set({ autoTopUpBelow: below }).where(eq(accounts.id, binAccountId));
}

/** Today's refills of a rule (UTC day): how many and how much left the transit account, for its daily cap. */
export async function refilledSince(db: Db, ruleId: number, since: Date) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${autoTopUpRefills.amount}), 0)::text`,
    })
    .from(autoTopUpRefills)
    .where(
      and(
        eq(autoTopUpRefills.ruleId, ruleId),
        eq(autoTopUpRefills.outcome, 'refilled'),
        sql`${autoTopUpRefills.createdAt} >= ${since.toISOString()}`,
      ),
    );
  return { count: row?.count ?? 0, amount: BigInt(row?.amount ?? '0') };
}

/** An account a rule names, as the refill reads it (null when it is not the rule's company's). */
const refillAccount = (
  row: { id: number; currency: string; closedAt: Date | null; balance: bigint; hold: bigint } | null,
) =>
  row === null
    ? null
    : { id: row.id, currency: row.currency, closed: row.closedAt !== null, balance: row.balance, hold: row.hold };

/**
 * A crossing's rule locked (FOR UPDATE) with what its refill checks before it moves money, in one statement:
 * the company's standing, the rule's two accounts (null when not the company's), and for a rule whose transit
 * account is in another currency, the company's open transit account in the BIN account's currency (the
 * conversion's bridge; the first by id). Null when the rule is gone.
 *
 * The accounts are read, not locked: their balances are as of the statement's start (the transfers lock and
 * check them when they post), as they were when read a statement after the lock. A rule changed while this
 * waited for its lock is re-read as changed; the caller's sequence check then drops a crossing already run.
 */
export async function lockRuleForRefill(db: Db, ruleId: number) {
  const [row] = await db
    .select({
      rule: autoTopUpRules,
      company: { status: companies.status, isBlocked: companies.isBlocked, isFrozen: companies.isFrozen },
      bin: {
        id: binAccount.id,
        currency: binAccount.currency,
        closedAt: binAccount.closedAt,
        balance: binAccount.balance,
        hold: binAccount.hold,
      },
      from: {
        id: fromAccount.id,
        currency: fromAccount.currency,
        closedAt: fromAccount.closedAt,
        balance: fromAccount.balance,
        hold: fromAccount.hold,
      },
      bridgeAccountId: sql<number | null>`(select t.id from accounts t where t.company_id = ${companies.id}
        and t.type = ${ACCOUNT_TYPE.transit} and t.currency = ${binAccount.currency} and t.closed_at is null
        and ${binAccount.currency} <> ${fromAccount.currency} order by t.id limit 1)`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
    })
    .from(autoTopUpRules)
    .innerJoin(companies, eq(companies.id, autoTopUpRules.companyId))
    .leftJoin(
      binAccount,
      and(eq(binAccount.id, autoTopUpRules.binAccountId), eq(binAccount.companyId, autoTopUpRules.companyId)),
    )
    .leftJoin(
      fromAccount,
      and(eq(fromAccount.id, autoTopUpRules.fromAccountId), eq(fromAccount.companyId, autoTopUpRules.companyId)),
    )
    .where(eq(autoTopUpRules.id, ruleId))
    .for('update', { of: autoTopUpRules });
  if (!row) return null;
  return {
    rule: row.rule,
    standing: {
      company: row.company,
      bin: refillAccount(row.bin),
      from: refillAccount(row.from),
      bridgeAccountId: row.bridgeAccountId,
    },
  };
}

export type RefillStanding = NonNullable<Awaited<ReturnType<typeof lockRuleForRefill>>>['standing'];

/**
 * Enabled rules whose open BIN account is below the threshold, of companies that may move money (a blocked
 * or frozen company's refill would only fail again, every sweep).
 */
export async function rulesBelowThreshold(db: Db) {
  return db
    .select({ id: autoTopUpRules.id, seq: autoTopUpRules.refillSeq })
    .from(autoTopUpRules)
    .innerJoin(accounts, eq(accounts.id, autoTopUpRules.binAccountId))
    .innerJoin(companies, eq(companies.id, autoTopUpRules.companyId))
    .where(
      and(
        eq(autoTopUpRules.enabled, true),
        isNull(accounts.closedAt),
        sql`${accounts.balance} - ${accounts.hold} < ${autoTopUpRules.below}`,
        eq(companies.status, COMPANY_STATUS.accepted),
        eq(companies.isBlocked, false),
        eq(companies.isFrozen, false),
      ),
    );
}

/**
 * Enabled rules whose current crossing's job failed for good (an error other than a refusal on every
 * attempt, or a worker lost each time). The job's dedupe key `{kind}:{rule}:{seq}` names the crossing, so
 * until the rule is released no later crossing of it could be enqueued.
 */
export async function rulesStuckOnFailedJob(db: Db, kind: string) {
  return db
    .select({ id: autoTopUpRules.id, seq: autoTopUpRules.refillSeq })
    .from(autoTopUpRules)
    .innerJoin(
      jobs,
      sql`${jobs.dedupeKey} = ${`${kind}:`} || ${autoTopUpRules.id} || ':' || ${autoTopUpRules.refillSeq}`,
    )
    .where(and(eq(autoTopUpRules.enabled, true), eq(jobs.status, 'failed')));
}
