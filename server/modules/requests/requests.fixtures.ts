// Test data for the requests suites: Northwind with a funded USD BIN account, the demo owner (who may
// issue cards), a team lead of our own and a buyer in the lead's team holding a card.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '@/server/db/schema/index';
import { issueCard, northwind } from '@/server/modules/card-issuer/card-test-kit';
import { fund } from '@/server/modules/bin-sets/bin-sets.fixtures';
import { addUser, tokenOf } from '@/server/modules/team/team.fixtures';
import { transitOf, fund as fundAccount } from '@/server/modules/transfers/money-fixtures';
import type { TestContext } from '@/server/test-support/context';

export async function requestWorld(t: TestContext) {
  const nw = await northwind(t);
  await fund(t, nw.account, '5000.00');
  const transit = await transitOf(t, nw.company.id, 'USD');
  await fundAccount(t, nw.company.id, transit, 1_000_000n);
  const owner = await t.userOf(2);
  await t.db
    .update(users)
    .set({ permissions: sql`array['card_issue', 'transfer_funds', 'see_balance', 'top_up']::text[]` })
    .where(eq(users.id, owner.id));
  const lead = await addUser(t, { companyId: nw.company.id, role: 3, permissions: ['card_issue', 'transfer_funds'] });
  const buyer = await addUser(t, { companyId: nw.company.id, role: 4, teamLeadId: lead.id });
  const card = await issueCard(t, {
    binSetId: nw.set.id,
    holderUserId: buyer.id,
    limits: { perTransaction: '100.00', daily: '100.00', monthly: '500.00' },
  });
  return {
    nw,
    transit,
    card,
    owner: { id: owner.id, token: await tokenOf(t, owner.id) },
    lead: { id: lead.id, token: await tokenOf(t, lead.id) },
    buyer: { id: buyer.id, token: await tokenOf(t, buyer.id) },
  };
}
export type RequestWorld = Awaited<ReturnType<typeof requestWorld>>;

/** POST /api/request as `token`, expecting it made (201). */
export async function ask(t: TestContext, token: string, body: Record<string, unknown>) {
  const res = await t.request('POST', '/api/request', { token, json: { reason: 'Campaign tonight', ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { request: { id: number; status: string }; duplicate: boolean };
}

/** The buyer asks for `amount` moved from Northwind's USD transit account to its BIN account. */
export const askFunds = (t: TestContext, w: RequestWorld, amount: string) =>
  ask(t, w.buyer.token, { kind: 'funds', fromAccountId: w.transit, toAccountId: w.nw.account.id, amount });

/** `token` (the buyer's, by default, or their lead's) asks for the buyer's card's `limit` raised to `amount`. */
export const askCardLimit = (t: TestContext, w: RequestWorld, limit: string, amount: string, token = w.buyer.token) =>
  ask(t, token, { kind: 'card_limit', cardId: w.card.id, limit, amount });

export const approve = (t: TestContext, token: string, id: number, json: Record<string, unknown> = {}) =>
  t.request('POST', `/api/request/${id}/approve`, { token, json });
