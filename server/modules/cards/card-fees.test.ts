import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_STATUS } from '@/src/contracts/payments';
import { rowsOf, type Db } from '@/server/db/client';
import { accounts, binSets, cards, payments } from '@/server/db/schema/index';
import { ledgerViolations } from '@/server/ledger/invariants';
import { arrayLiteral } from '@/server/ledger/sql-arrays';
import { SYSTEM_ACCOUNT, SYSTEM_ACCOUNT_BUCKETS, systemAccountId } from '@/server/ledger/system-accounts';
import { useTestContext } from '@/server/test-support/use-test-context';
import { addCard } from '@/server/modules/card-analytics/card-analytics.fixtures';
import { addCompany, addUser } from '@/server/modules/team/team.fixtures';
import { chargeDueMonthlyFees } from './card-fees';

const t = useTestContext();
const FEE = 150n;

/** A card whose monthly fee of 1.50 is due, on a BIN account with nothing on it. */
async function dueCard() {
  const company = await addCompany(t);
  const owner = await addUser(t, { companyId: company.id, role: 2 });
  const card = await addCard(t, { companyId: company.id, holderUserId: owner.id });
  await t.db.update(binSets).set({ monthlyMaintenanceFee: FEE }).where(eq(binSets.id, card.binSetId));
  await t.db
    .update(cards)
    .set({ nextMonthlyFeeAt: new Date(Date.now() - 60_000) })
    .where(eq(cards.id, card.id));
  return card;
}

const feeRevenueBuckets = async () => {
  for (let bucket = 0; bucket < SYSTEM_ACCOUNT_BUCKETS; bucket += 1)
    await systemAccountId(t.db, SYSTEM_ACCOUNT.feeRevenue, 'USD', bucket);
  const rows = await t.db
    .select({ id: accounts.id, bucket: accounts.bucket })
    .from(accounts)
    .where(and(eq(accounts.purpose, SYSTEM_ACCOUNT.feeRevenue), eq(accounts.currency, 'USD')));
  return new Map(rows.map((row) => [row.bucket!, row.id]));
};

type Legs = { accountId: number; amount: string }[];
const monthlyFeesOf = (accountId: number) =>
  t.db
    .select()
    .from(payments)
    .where(and(eq(payments.fromAccountId, accountId), eq(payments.type, 'card_monthly_fee')));

describe('monthly card fee', () => {
  it('an account that cannot pay owes the fee to a fee revenue bucket, once', async () => {
    const buckets = await feeRevenueBuckets();
    const card = await dueCard();
    expect(await chargeDueMonthlyFees(t.deps, new Date())).toBeGreaterThanOrEqual(1);
    expect(await chargeDueMonthlyFees(t.deps, new Date())).toBe(0);
    const fees = await monthlyFeesOf(card.accountId);
    expect(fees).toHaveLength(1);
    expect(fees[0]).toMatchObject({ status: PAYMENT_STATUS.pending, amount: FEE, info: { feeDebt: true } });
    const legs = fees[0]!.plannedLegs as Legs;
    expect(legs).toHaveLength(2);
    expect([...buckets.values()]).toContain(legs.find((leg) => leg.accountId !== card.accountId)!.accountId);
    expect(await ledgerViolations(t.db)).toEqual({ unbalanced: [], overdrawn: [], cacheDrift: [] });
  });
});

describe('locks', () => {
  // PGlite has one connection, so two transactions never overlap there; the question is PostgreSQL's.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'a fee debt beside a transfer holding the other buckets: no deadlock, owed to the bucket locked first',
    async () => {
      const buckets = await feeRevenueBuckets();
      const card = await dueCard();
      // The buckets' ids are below the BIN account's, so a transfer's postPayments (every account in id order,
      // in one statement) holds its bucket while it waits for the BIN account.
      expect(Math.max(...buckets.values())).toBeLessThan(card.accountId);
      // The fee draws bucket 0 first; any later draw lands on bucket 15, which the transfer below holds: a debt
      // that drew its own bucket after the BIN account was held would go there (and deadlock, if it locked it).
      let draws = 0;
      const random = vi.spyOn(Math, 'random').mockImplementation(() => (draws++ === 0 ? 0 : 0.99));
      const others = [...buckets].filter(([bucket]) => bucket !== 0).map(([, id]) => id);

      let bucketsLocked!: () => void;
      const locked = new Promise<void>((resolve) => (bucketsLocked = resolve));
      let feesDone = false;
      // As a transfer posting a fee does: its fee revenue bucket, then, once the fee job waits for a lock
      // (or has finished), the BIN account.
      const transfer = t.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        await tx.execute(sql`select id from accounts where id = any(${arrayLiteral(others)}::int[])
          order by id for update`);
        bucketsLocked();
        for (let waited = 0; waited < 10_000 && !feesDone; waited += 50) {
          const [waiting] = rowsOf<{ n: number }>(
            await tx.execute(sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`),
          );
          if (waiting!.n > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await tx.execute(sql`select id from accounts where id = ${card.accountId} for update`);
      });
      await locked;
      const fees = chargeDueMonthlyFees(t.deps, new Date()).finally(() => (feesDone = true));
      const [transferred, charged] = await Promise.allSettled([transfer, fees]);
      random.mockRestore();
      expect(transferred.status).toBe('fulfilled');
      expect(charged.status).toBe('fulfilled');
      const owed = await monthlyFeesOf(card.accountId);
      expect(owed).toHaveLength(1);
      expect((owed[0]!.plannedLegs as Legs).map((leg) => leg.accountId)).toContain(buckets.get(0));
      const [due] = await t.db
        .select()
        .from(cards)
        .where(inArray(cards.id, [card.id]));
      expect(due!.nextMonthlyFeeAt!.getTime()).toBeGreaterThan(Date.now());
      expect(await ledgerViolations(t.db)).toEqual({ unbalanced: [], overdrawn: [], cacheDrift: [] });
    },
    30_000,
  );
});
