import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { accounts } from '@/server/db/schema/index';
import { ledgerViolations } from '@/server/ledger/invariants';
import { createTestContext, type TestContext } from '@/server/test-support/context';
import { addCompany, addUser } from '@/server/modules/team/team.fixtures';
import { addCard, binAccountOf } from '@/server/modules/card-analytics/card-analytics.fixtures';
import { fund } from '@/server/modules/bin-sets/bin-sets.fixtures';

/**
 * What the compensation test files share: one test database per file (useCompensationApi registers it),
 * the settings API as the super admin, and a company with a funded card. `t` and `superAdmin` are live
 * bindings, set once the file's beforeAll has run.
 */
export let t: TestContext;
export let superAdmin: string;

export function useCompensationApi() {
  beforeAll(async () => {
    t = await createTestContext();
    superAdmin = (await t.sessionFor(1)).accessToken;
  });
  afterAll(() => t?.close());
}

export const api = (method: string, path: string, json?: unknown, token = superAdmin) =>
  t.request(method, `/api/backoffice/settings${path}`, { token, json });
export const create = (body: Record<string, unknown>) => api('POST', '/compensation-period/create', body);
export const stopActive = async () => {
  const active = (await api('GET', '/compensation-period/list?isActive=1')).body.data.records as { id: number }[];
  for (const p of active) await api('POST', `/compensation-period/${p.id}/stop`);
};

export async function cardCompany(currency = 'USD') {
  const company = await addCompany(t);
  const owner = await addUser(t, { companyId: company.id, role: 2 });
  const card = await addCard(t, { companyId: company.id, holderUserId: owner.id, currency });
  await fund(t, await binAccountOf(t, company.id, currency), '100.00');
  return { company, owner, card };
}
export const balanceOf = async (accountId: number) =>
  (await t.db.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.id, accountId)))[0]!.balance;

export async function expectLedgerHolds() {
  const v = await ledgerViolations(t.db);
  expect(v).toEqual({ unbalanced: [], overdrawn: [], cacheDrift: [] });
}
