// Test data for the BIN-set and BIN-account suites: each test makes the sets and companies it relies on.
import { and, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { PAY_IN_SOURCE } from '@/src/contracts/payments';
import { ACCOUNT_TYPE, accounts } from '@/server/db/schema/index';
import { toMinor } from '@/server/ledger/amounts';
import { topUp } from '@/server/ledger/operations';
import type { TestContext } from '@/server/test-support/context';

let n = 0;
/** A fresh 8-digit BIN per call, so suites never collide on the unique BIN. */
export const nextBin = () => String(60_000_000 + ((Date.now() * 7 + ++n * 7919) % 39_999_999));

export async function createBinSet(t: TestContext, token: string, input: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/api/backoffice/settings/bin-set/create', {
    token,
    json: {
      bin: nextBin(),
      name: `Set ${++n}`,
      currency: 'USD',
      providerId: 1,
      legalEntityId: null,
      cardIssuanceFee: '2',
      monthlyMaintenanceFee: '1.5',
      ...input,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.binSet as { id: number; bin: string; currency: string; name: string };
}

/** The company's open BIN account for the set, or undefined. */
export async function openAccount(t: TestContext, companyId: number, binSetId: number) {
  const [row] = await t.db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.companyId, companyId),
        eq(accounts.binSetId, binSetId),
        eq(accounts.type, ACCOUNT_TYPE.bin),
        isNull(accounts.closedAt),
      ),
    );
  return row;
}

/** Puts money on an account through the ledger (a settled pay-in), as real money would arrive. */
export async function fund(
  t: TestContext,
  account: { id: number; companyId: number | null; currency: string },
  amount: string,
) {
  await t.db.transaction((tx) =>
    topUp(tx, {
      companyId: account.companyId!,
      accountId: account.id,
      amount: toMinor(amount, account.currency),
      currency: account.currency,
      source: PAY_IN_SOURCE.swift,
      pending: false,
      initiator: { kind: 'system' },
    }),
  );
}
