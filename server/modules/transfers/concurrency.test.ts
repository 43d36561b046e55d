import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postings } from '@/server/db/schema/index';
import { ledgerViolations } from '@/server/ledger/invariants';
import { useTestContext } from '@/server/test-support/use-test-context';
import { balanceOf, fund, northwindId, openBinAccount, transitOf } from './money-fixtures';

/**
 * Issue 5 "must be shown": 1 000 debits of 1.00 against 100.00 through the API, each sent twice with its
 * own Idempotency-Key, about 50 at a time. Exactly 100 succeed, every replay answers as its first, the
 * balance never goes below zero and the ledger invariants hold. Runs on PGlite and on PostgreSQL.
 */
const t = useTestContext();

const DEBITS = 1000;
const AT_ONCE = 50;

describe('concurrent debits', () => {
  it(
    '1 000 idempotent debits of 1.00 against 100.00: exactly 100 succeed, replays match, never negative',
    { timeout: 120_000 },
    async () => {
      const owner = (await t.sessionFor(2)).accessToken;
      const northwind = await northwindId(t);
      const bin = await openBinAccount(t, northwind, 'USD');
      const usd = await transitOf(t, northwind, 'USD');
      await fund(t, northwind, bin, 10_000n);
      const transitBefore = (await balanceOf(t, usd)).balance;

      const send = (i: number) =>
        t.request('POST', '/api/transfer', {
          token: owner,
          json: { fromAccountId: bin, toAccountId: usd, amount: '1.00' },
          headers: { 'Idempotency-Key': `debit-${process.pid}-${i}` },
        });
      const results: { status: number; text: string }[][] = [];
      let lowest = 10_000n;
      for (let start = 0; start < DEBITS; start += AT_ONCE / 2) {
        const batch = Array.from({ length: Math.min(AT_ONCE / 2, DEBITS - start) }, (_, k) => start + k);
        // Each debit and its replay go out together, so the duplicate races its first.
        const answers = await Promise.all(batch.map((i) => Promise.all([send(i), send(i)])));
        results.push(...answers.map((pair) => pair.map((r) => ({ status: r.status, text: r.text }))));
        const { balance, hold } = await balanceOf(t, bin);
        if (balance - hold < lowest) lowest = balance - hold;
      }

      const firsts = results.map(([first]) => first!);
      expect(firsts.filter((r) => r.status === 201)).toHaveLength(100);
      expect(firsts.filter((r) => r.status === 422)).toHaveLength(DEBITS - 100);
      for (const [first, replay] of results) expect(replay).toEqual(first);
      expect(lowest).toBeGreaterThanOrEqual(0n);
      // Every balance the account ever had, as its postings recorded them.
      const [ever] = await t.db
        .select({ min: sql<string>`min(${postings.balanceAfter})::text` })
        .from(postings)
        .where(eq(postings.accountId, bin));
      expect(BigInt(ever!.min)).toBeGreaterThanOrEqual(0n);
      expect(await balanceOf(t, bin)).toEqual({ balance: 0n, hold: 0n });
      expect((await balanceOf(t, usd)).balance).toBe(transitBefore + 10_000n);
      expect(await ledgerViolations(t.db)).toEqual({ unbalanced: [], overdrawn: [], cacheDrift: [] });
    },
  );
});
