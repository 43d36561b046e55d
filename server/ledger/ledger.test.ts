import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS } from '@/src/contracts/payments';
import type { Db } from '@/server/db/client';
import { createTransitAccounts } from '@/server/db/queries/accounts';
import { getCompanyRow } from '@/server/db/queries/companies';
import { accounts, companies, payments, postings } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';
import { InsufficientFunds, LedgerInvariantError, PaymentNotPending } from './errors';
import {
  capturePayment,
  holdPayment,
  ledgerBalance,
  postPayment,
  releasePayment,
  reversePayment,
  type PaymentInput,
} from './ledger';
import { SYSTEM_ACCOUNT, systemAccountId } from './system-accounts';

const t = useTestContext({ seed: false });

let serial = 0;
async function company() {
  serial += 1;
  const [row] = await t.db
    .insert(companies)
    .values({ name: `Ledger Co ${serial}`, referralHash: `LEDGERCO${String(serial).padStart(8, '0')}` })
    .returning({ id: companies.id });
  const transit = await createTransitAccounts(t.db, row!.id);
  const usd = transit.find((a) => a.currency === 'USD')!.id;
  const eur = transit.find((a) => a.currency === 'EUR')!.id;
  return { companyId: row!.id, usd, eur };
}

const base = (companyId: number, amount: bigint): PaymentInput => ({
  companyId,
  type: 'top_up',
  amount,
  currency: 'USD',
  initiator: { kind: 'system' },
});

async function topUp(companyId: number, accountId: number, amount: bigint) {
  const clearing = await systemAccountId(t.db, SYSTEM_ACCOUNT.payInSwift, 'USD');
  return t.db.transaction((tx) =>
    postPayment(tx, base(companyId, amount), [
      { accountId: clearing, amount: -amount },
      { accountId, amount },
    ]),
  );
}

async function account(id: number) {
  const [row] = await t.db
    .select({ balance: accounts.balance, hold: accounts.hold })
    .from(accounts)
    .where(eq(accounts.id, id));
  return row!;
}

describe('postPayment', () => {
  it('posts balanced legs, moves cached balances and records the balance after each posting', async () => {
    const { companyId, usd } = await company();
    const { paymentId, balances } = await topUp(companyId, usd, 10_000n);
    expect(balances.get(usd)).toBe(10_000n);
    expect((await account(usd)).balance).toBe(10_000n);
    expect(await ledgerBalance(t.db, usd)).toBe(10_000n);
    const lines = await t.db.select().from(postings).where(eq(postings.paymentId, paymentId));
    expect(lines.reduce((sum, line) => sum + line.amount, 0n)).toBe(0n);
    expect(lines.find((line) => line.accountId === usd)?.balanceAfter).toBe(10_000n);
  });

  it('gives each posting the balance its own leg leaves, in leg order, when one account has several legs', async () => {
    const { companyId, usd } = await company();
    await topUp(companyId, usd, 1_000n);
    const revenue = await systemAccountId(t.db, SYSTEM_ACCOUNT.feeRevenue, 'USD');
    const start = (await account(revenue)).balance;
    const legs = [
      { accountId: usd, amount: -100n },
      { accountId: revenue, amount: 130n },
      { accountId: usd, amount: -30n },
    ];
    const { paymentId, balances } = await t.db.transaction((tx) =>
      postPayment(tx, { ...base(companyId, 130n), type: 'service_fee' }, legs),
    );
    expect(balances.get(usd)).toBe(870n);
    const lines = await t.db.select().from(postings).where(eq(postings.paymentId, paymentId)).orderBy(postings.id);
    expect(lines.map((line) => [line.accountId, line.amount, line.balanceAfter])).toEqual([
      [usd, -100n, 900n],
      [revenue, 130n, start + 130n],
      [usd, -30n, 870n],
    ]);
    expect((await account(usd)).balance).toBe(870n);
  });

  it('refuses a debit beyond what is available, saying what is, and posts nothing', async () => {
    const { companyId, usd } = await company();
    await topUp(companyId, usd, 500n);
    const revenue = await systemAccountId(t.db, SYSTEM_ACCOUNT.feeRevenue, 'USD');
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(payments))[0]!.n;
    const attempt = t.db.transaction((tx) =>
      postPayment(tx, { ...base(companyId, 501n), type: 'service_fee' }, [
        { accountId: usd, amount: -501n },
        { accountId: revenue, amount: 501n },
      ]),
    );
    await expect(attempt).rejects.toMatchObject({ available: 500n, currency: 'USD', field: 'amount' });
    await expect(attempt).rejects.toBeInstanceOf(InsufficientFunds);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(payments))[0]!.n).toBe(before);
    expect((await account(usd)).balance).toBe(500n);
  });

  it("leaves the caller's transaction usable after refusing for funds (a fee falls back to a debt)", async () => {
    const { companyId, usd } = await company();
    await topUp(companyId, usd, 100n);
    const revenue = await systemAccountId(t.db, SYSTEM_ACCOUNT.feeRevenue, 'USD');
    const legs = (amount: bigint) => [
      { accountId: usd, amount: -amount },
      { accountId: revenue, amount },
    ];
    const paid = await t.db.transaction(async (tx) => {
      await expect(
        postPayment(tx, { ...base(companyId, 101n), type: 'service_fee' }, legs(101n)),
      ).rejects.toBeInstanceOf(InsufficientFunds);
      return postPayment(tx, { ...base(companyId, 60n), type: 'service_fee' }, legs(60n));
    });
    expect(paid.balances.get(usd)).toBe(40n);
    expect((await account(usd)).balance).toBe(40n);
  });

  it('refuses unbalanced legs, a leg on another company and currencies that do not match', async () => {
    const a = await company();
    const b = await company();
    const clearing = await systemAccountId(t.db, SYSTEM_ACCOUNT.payInSwift, 'USD');
    type Legs = { accountId: number; amount: bigint }[];
    const leg = (accountId: number, amount: bigint) => ({ accountId, amount });
    const refused: Record<string, Legs> = {
      unbalanced: [leg(clearing, -2n), leg(a.usd, 1n)],
      'another company': [leg(clearing, -1n), leg(b.usd, 1n)],
      'another currency': [leg(clearing, -1n), leg(a.eur, 1n)],
      'zero amounts': [leg(clearing, 0n), leg(a.usd, 0n)],
      'one leg': [leg(a.usd, 1n)],
      'no such account': [leg(clearing, -1n), leg(987_654, 1n)],
    };
    const post = (legs: Legs) => t.db.transaction((tx) => postPayment(tx, base(a.companyId, 1n), legs));
    // A pending payment's planned legs meet the same rules (checks.ts) as a payment posted at once (migration 0008).
    const hold = (legs: Legs) => t.db.transaction((tx) => holdPayment(tx, base(a.companyId, 1n), legs, []));
    for (const [why, legs] of Object.entries(refused)) {
      await expect(post(legs), `post: ${why}`).rejects.toBeInstanceOf(LedgerInvariantError);
      await expect(hold(legs), `hold: ${why}`).rejects.toBeInstanceOf(LedgerInvariantError);
    }
  });

  it('lets concurrent debits spend exactly the balance, never more', async () => {
    const { companyId, usd } = await company();
    await topUp(companyId, usd, 1_000n);
    const revenue = await systemAccountId(t.db, SYSTEM_ACCOUNT.feeRevenue, 'USD');
    const attempts = Array.from({ length: 15 }, () =>
      t.db.transaction((tx) =>
        postPayment(tx, { ...base(companyId, 100n), type: 'service_fee' }, [
          { accountId: usd, amount: -100n },
          { accountId: revenue, amount: 100n },
        ]),
      ),
    );
    const results = await Promise.allSettled(attempts);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientFunds);
    expect((await account(usd)).balance).toBe(0n);
    expect(await ledgerBalance(t.db, usd)).toBe(0n);
  });
});

describe('holds', () => {
  it('holds at once, then posts on capture', async () => {
    const { companyId, usd } = await company();
    await topUp(companyId, usd, 1_000n);
    const out = await systemAccountId(t.db, SYSTEM_ACCOUNT.withdrawals, 'USD');
    const legs = [
      { accountId: usd, amount: -600n },
      { accountId: out, amount: 600n },
    ];
    const { paymentId } = await t.db.transaction((tx) =>
      holdPayment(tx, { ...base(companyId, 600n), type: 'withdrawal' }, legs, [{ accountId: usd, amount: 600n }]),
    );
    expect(await account(usd)).toEqual({ balance: 1_000n, hold: 600n });
    // What is held is not available to anything else.
    const second = t.db.transaction((tx) =>
      holdPayment(tx, { ...base(companyId, 500n), type: 'withdrawal' }, legs, [{ accountId: usd, amount: 500n }]),
    );
    await expect(second).rejects.toBeInstanceOf(InsufficientFunds);
    await t.db.transaction((tx) => capturePayment(tx, paymentId, null, new Date()));
    expect(await account(usd)).toEqual({ balance: 400n, hold: 0n });
    const [row] = await t.db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId));
    expect(row!.status).toBe(PAYMENT_STATUS.completed);
    await expect(t.db.transaction((tx) => capturePayment(tx, paymentId, null, new Date()))).rejects.toBeInstanceOf(
      PaymentNotPending,
    );
  });

  it('gives the funds back on decline and posts nothing', async () => {
    const { companyId, usd } = await company();
    await topUp(companyId, usd, 1_000n);
    const out = await systemAccountId(t.db, SYSTEM_ACCOUNT.withdrawals, 'USD');
    const { paymentId } = await t.db.transaction((tx) =>
      holdPayment(
        tx,
        { ...base(companyId, 300n), type: 'withdrawal' },
        [
          { accountId: usd, amount: -300n },
          { accountId: out, amount: 300n },
        ],
        [{ accountId: usd, amount: 300n }],
      ),
    );
    await t.db.transaction((tx) => releasePayment(tx, paymentId, PAYMENT_STATUS.declined, null, new Date()));
    expect(await account(usd)).toEqual({ balance: 1_000n, hold: 0n });
    expect(await t.db.select().from(postings).where(eq(postings.paymentId, paymentId))).toHaveLength(0);
  });
});

describe('reversals and the database guards', () => {
  it('reverses a payment once with opposite postings', async () => {
    const { companyId, usd } = await company();
    const { paymentId } = await topUp(companyId, usd, 700n);
    await t.db.transaction((tx) => reversePayment(tx, paymentId, { kind: 'staff', userId: null }, null));
    expect((await account(usd)).balance).toBe(0n);
    await expect(
      t.db.transaction((tx) => reversePayment(tx, paymentId, { kind: 'staff' }, null)),
    ).rejects.toBeInstanceOf(PaymentNotPending);
  });

  it('refuses unbalanced postings at commit and any change to a posting', async () => {
    const { companyId, usd } = await company();
    const { paymentId } = await topUp(companyId, usd, 100n);
    await expect(
      t.db.transaction(async (tx) => {
        await tx
          .insert(postings)
          .values({ paymentId, accountId: usd, companyId, currency: 'USD', amount: 1n, balanceAfter: 101n });
      }),
    ).rejects.toThrow();
    await expect(t.db.update(postings).set({ amount: 5n }).where(eq(postings.paymentId, paymentId))).rejects.toThrow();
    await expect(t.db.delete(postings).where(eq(postings.paymentId, paymentId))).rejects.toThrow();
    expect(await ledgerBalance(t.db, usd)).toBe(100n);
  });
});

describe('locks', () => {
  // PGlite has one connection, so two transactions never overlap there; the question is PostgreSQL's.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'a payment of a company whose row staff or card issuance hold locked goes through, and neither side deadlocks',
    async () => {
      const { companyId, usd } = await company();
      await topUp(companyId, usd, 10_000n);
      const revenue = await systemAccountId(t.db, SYSTEM_ACCOUNT.feeRevenue, 'USD');
      const fee = (tx: Db, amount: bigint) =>
        postPayment(tx, { ...base(companyId, amount), type: 'service_fee' }, [
          { accountId: usd, amount: -amount },
          { accountId: revenue, amount },
        ]);
      let companyLocked!: () => void;
      const locked = new Promise<void>((resolve) => (companyLocked = resolve));
      // As issueCards does: the company row first, then (a moment later) a fee on one of its accounts.
      const issuing = t.db.transaction(async (tx) => {
        await getCompanyRow(tx, companyId, { lock: true });
        companyLocked();
        await new Promise((resolve) => setTimeout(resolve, 300));
        return fee(tx, 100n);
      });
      await locked;
      // Meanwhile a payment locks the account, then writes a payment naming the company.
      const paying = t.db.transaction((tx) => fee(tx, 200n));
      const [first, second] = await Promise.allSettled([issuing, paying]);
      expect(first.status).toBe('fulfilled');
      expect(second.status).toBe('fulfilled');
      expect((await account(usd)).balance).toBe(9_700n);
    },
    15_000,
  );
});
