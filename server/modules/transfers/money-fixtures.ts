import { and, eq, sql } from 'drizzle-orm';
import { ACCOUNT_TYPE, accounts, binSets, companies, payments, postings } from '@/server/db/schema/index';
import { postPayment } from '@/server/ledger/ledger';
import { SYSTEM_ACCOUNT, systemAccountId } from '@/server/ledger/system-accounts';
import type { TestContext } from '@/server/test-support/context';

/** Test helpers for money: the demo company, BIN accounts, funding through the ledger, counts. */

export async function northwindId(t: TestContext) {
  const [row] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Northwind Media'));
  return row!.id;
}

export async function transitOf(t: TestContext, companyId: number, currency: string) {
  const [row] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.companyId, companyId), eq(accounts.type, ACCOUNT_TYPE.transit), eq(accounts.currency, currency)),
    );
  return row!.id;
}

/** Northwind's owner and super admin tokens, its USD and EUR transit accounts, and a BIN account of its own. */
export interface NorthwindMoney {
  owner: string;
  admin: string;
  northwind: number;
  usd: number;
  eur: number;
  bin: number;
}

/** Where the transfer suites start: Northwind with a new USD BIN account and funded transit accounts. */
export async function northwindMoney(t: TestContext, funding: { usd: bigint; eur?: bigint }): Promise<NorthwindMoney> {
  const northwind = await northwindId(t);
  const money = {
    owner: (await t.sessionFor(2)).accessToken,
    admin: (await t.sessionFor(1)).accessToken,
    northwind,
    usd: await transitOf(t, northwind, 'USD'),
    eur: await transitOf(t, northwind, 'EUR'),
    bin: await openBinAccount(t, northwind, 'USD'),
  };
  await fund(t, northwind, money.usd, funding.usd);
  if (funding.eur !== undefined) await fund(t, northwind, money.eur, funding.eur, 'EUR');
  return money;
}

let binSerial = 0;
/** A BIN set of the sandbox provider (Standard scale: 3.00% below 10 000) and the company's BIN account for it. */
export async function openBinAccount(t: TestContext, companyId: number, currency = 'USD') {
  binSerial += 1;
  const bin = `5${String(process.pid % 1000).padStart(3, '0')}${String(binSerial).padStart(4, '0')}`;
  const [set] = await t.db
    .insert(binSets)
    .values({ bin, name: `Test BIN ${bin}`, providerId: 1, currency })
    .returning({ id: binSets.id });
  const [account] = await t.db
    .insert(accounts)
    .values({ companyId, type: ACCOUNT_TYPE.bin, currency, name: `BIN ${bin} ${currency}`, binSetId: set!.id })
    .returning({ id: accounts.id });
  return account!.id;
}

/** Puts money on an account as a completed SWIFT top-up, through the ledger. */
export async function fund(t: TestContext, companyId: number, accountId: number, amount: bigint, currency = 'USD') {
  const clearing = await systemAccountId(t.db, SYSTEM_ACCOUNT.payInSwift, currency);
  await t.db.transaction((tx) =>
    postPayment(
      tx,
      { companyId, type: 'top_up', amount, currency, initiator: { kind: 'system' }, toAccountId: accountId, source: 2 },
      [
        { accountId: clearing, amount: -amount },
        { accountId, amount },
      ],
    ),
  );
}

export async function balanceOf(t: TestContext, accountId: number) {
  const [row] = await t.db
    .select({ balance: accounts.balance, hold: accounts.hold })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row!;
}

export async function moneyRowCounts(t: TestContext) {
  const [p] = await t.db.select({ n: sql<number>`count(*)::int` }).from(payments);
  const [l] = await t.db.select({ n: sql<number>`count(*)::int` }).from(postings);
  return { payments: p!.n, postings: l!.n };
}

let keySerial = 0;
export const newKey = () => `test-key-${process.pid}-${Date.now()}-${(keySerial += 1)}`;
