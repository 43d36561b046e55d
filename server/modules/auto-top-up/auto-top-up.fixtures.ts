import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { autoTopUpRefills, autoTopUpRules, jobs, payments } from '@/server/db/schema/index';
import { toMinor } from '@/server/ledger/amounts';
import { accountNow, authorizationEvent, deliver, issueCard } from '@/server/modules/card-issuer/card-test-kit';
import { fund, openBinAccount, transitOf } from '@/server/modules/transfers/money-fixtures';
import type { TestContext } from '@/server/test-support/context';

/** Test support for auto top-up: a fresh BIN account with a card on it, rules through the API, what refilled. */

export async function binWithCard(t: TestContext, companyId: number, funded: bigint, currency = 'USD') {
  const accountId = await openBinAccount(t, companyId, currency);
  await fund(t, companyId, accountId, funded, currency);
  const account = await accountNow(t, accountId);
  const card = await issueCard(t, { binSetId: account.binSetId, holderUserId: (await t.userOf(2)).id });
  return { accountId, card };
}

export async function saveRule(
  t: TestContext,
  binAccountId: number,
  body: Record<string, unknown>,
  role: 2 | 3 | 4 = 2,
) {
  const { accessToken } = await t.sessionFor(role);
  return t.request('PUT', `/api/bin-account/${binAccountId}/auto-top-up`, { token: accessToken, json: body });
}

export async function ruleOf(t: TestContext, binAccountId: number) {
  const [rule] = await t.db.select().from(autoTopUpRules).where(eq(autoTopUpRules.binAccountId, binAccountId));
  return rule!;
}

export async function outcomesOf(t: TestContext, ruleId: number) {
  const rows = await t.db
    .select()
    .from(autoTopUpRefills)
    .where(eq(autoTopUpRefills.ruleId, ruleId))
    .orderBy(autoTopUpRefills.seq);
  return rows.map((r) => r.outcome);
}

/** The payments an auto top-up rule posted. */
export async function autoPayments(t: TestContext, ruleId: number) {
  return t.db
    .select()
    .from(payments)
    .where(and(eq(payments.initiatorKind, 'rule'), sql`(${payments.info} ->> 'autoTopUpRuleId')::int = ${ruleId}`))
    .orderBy(payments.id);
}

export async function crossingJobs(t: TestContext, ruleId: number) {
  const rows = await t.db
    .select({ key: jobs.dedupeKey, status: jobs.status })
    .from(jobs)
    .where(sql`${jobs.dedupeKey} like ${`auto-top-up:${ruleId}:%`}`);
  return rows;
}

/** A purchase of `minor` on the card in the card's currency, approved. */
export async function purchase(t: TestContext, issuerCardId: string, minor: number, currency = 'USD') {
  const res = await deliver(t, authorizationEvent(issuerCardId, minor, { currency }));
  expect(res.status, res.text).toBe(200);
  expect(res.body.decision, res.text).toMatchObject({ approved: true });
  return res.body as { decision: { approved: boolean; reason: string | null } };
}

export const available = async (t: TestContext, accountId: number) => {
  const row = await accountNow(t, accountId);
  return row.balance - row.hold;
};

export const usdTransit = (t: TestContext, companyId: number) => transitOf(t, companyId, 'USD');
export const minor = (amount: string) => toMinor(amount, 'USD');
