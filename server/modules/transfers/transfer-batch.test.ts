import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, notifications, payments } from '@/server/db/schema/index';
import { requestHashOf } from '@/server/ledger/idempotency';
import { ledgerViolations } from '@/server/ledger/invariants';
import { requestWithdrawal } from '@/server/ledger/operations';
import { useTestContext } from '@/server/test-support/use-test-context';
import { balanceOf, fund, moneyRowCounts, newKey, northwindId, openBinAccount, transitOf } from './money-fixtures';
import { decideTransfers, RUN_AGAIN, type TransferItem } from './transfer-batch';
import { submitTransfer } from './transfer-batcher';

/**
 * What batching adds to a transfer (transfer-batch.ts): transfers decided together in one transaction
 * post exactly as they would one by one, a refusal is only its own item's, a key used twice in a batch
 * posts once, and a batch that fails as a whole fails only its culprit. Runs on PGlite and PostgreSQL.
 */
const t = useTestContext();
let ownerId: number;
let northwind: number;
let usd: number;
beforeAll(async () => {
  ownerId = (await t.userOf(2)).id;
  northwind = await northwindId(t);
  usd = await transitOf(t, northwind, 'USD');
  await fund(t, northwind, usd, 1_000_000n);
});

const item = (
  fromAccountId: number,
  toAccountId: number,
  amount: string,
  key: string | null = null,
  userId = ownerId,
): TransferItem => {
  const request = { fromAccountId, toAccountId, amount };
  return {
    companyId: northwind,
    request,
    initiator: { kind: 'user', userId },
    description: null,
    claim:
      key === null
        ? null
        : {
            userId: ownerId,
            key,
            requestHash: requestHashOf({ method: 'POST', path: '/api/transfer', body: request }),
          },
  };
};

const transfersDoneOf = async (userId: number) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'transfer_done')))
  )[0]!.n;
const notificationsOf = (userId: number, type: string) =>
  t.db
    .select({ description: notifications.description })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
    .orderBy(desc(notifications.id));
const noViolations = { unbalanced: [], overdrawn: [], cacheDrift: [] };

describe('a batch of transfers', () => {
  it('posts several transfers of one company in one transaction, each as it would alone', async () => {
    const bin = await openBinAccount(t, northwind, 'USD');
    const [u, told, counts] = [await balanceOf(t, usd), await transfersDoneOf(ownerId), await moneyRowCounts(t)];
    // A description travels in an array literal: quotes, backslashes, commas, braces and NULL stay as written.
    const description = 'a "quoted" \\ back\\slash, {brace} NULL';
    const outcomes = await decideTransfers(t.db, [
      ...Array.from({ length: 4 }, () => item(usd, bin, '10.00', newKey())),
      { ...item(usd, bin, '10.00', newKey()), description },
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true, true, true]);
    const ids = outcomes.map((o) => (o.ok && o.value !== RUN_AGAIN ? o.value.id : null));
    expect(new Set(ids).size).toBe(5);
    for (const o of outcomes)
      expect(o.ok && o.value !== RUN_AGAIN && o.value).toMatchObject({
        serviceFeeAmount: '0.30',
        transferAmount: '9.70',
      });
    expect((await balanceOf(t, usd)).balance).toBe(u.balance - 5_000n);
    expect((await balanceOf(t, bin)).balance).toBe(4_850n);
    expect(await moneyRowCounts(t)).toEqual({ payments: counts.payments + 5, postings: counts.postings + 15 });
    expect(await transfersDoneOf(ownerId)).toBe(told + 5);
    const [last] = await t.db
      .select({ description: payments.description })
      .from(payments)
      .where(eq(payments.id, ids[4]!));
    expect(last!.description).toBe(description);
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
  });

  it('refuses one item for funds while the others post; the refused one leaves nothing, not even its key', async () => {
    const bin = await openBinAccount(t, northwind, 'USD');
    await fund(t, northwind, bin, 2_500n);
    const keys = [newKey(), newKey(), newKey(), newKey()];
    const [told, counts] = [await transfersDoneOf(ownerId), await moneyRowCounts(t)];
    const outcomes = await decideTransfers(t.db, [
      item(bin, usd, '10.00', keys[0]),
      item(bin, usd, '10.00', keys[1]),
      item(bin, usd, '10.00', keys[2]),
      item(usd, bin, '1.00', keys[3]),
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, false, true]);
    expect(!outcomes[2]!.ok && outcomes[2]!.error).toMatchObject({ available: 500n, currency: 'USD', field: 'amount' });
    expect((await balanceOf(t, bin)).balance).toBe(2_500n - 2_000n + 97n);
    expect((await moneyRowCounts(t)).payments).toBe(counts.payments + 3);
    expect(await transfersDoneOf(ownerId)).toBe(told + 3);
    const stored = await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, ownerId));
    expect(stored.map((s) => s.key)).toEqual(expect.arrayContaining([keys[0], keys[1], keys[3]]));
    expect(stored.map((s) => s.key)).not.toContain(keys[2]);
    // Retried with the same key once the money is there, it posts.
    await fund(t, northwind, bin, 1_000n);
    const [retried] = await decideTransfers(t.db, [item(bin, usd, '10.00', keys[2])]);
    expect(retried!.ok).toBe(true);
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
  });

  it(
    'posts once for the same Idempotency-Key twice in one batch: the second waits for the next batch and replays ' +
      'the first',
    async () => {
      const bin = await openBinAccount(t, northwind, 'USD');
      const key = newKey();
      const alone = await decideTransfers(t.db, [item(usd, bin, '2.00', key), item(usd, bin, '2.00', key)]);
      expect(alone[1]).toEqual({ ok: true, value: RUN_AGAIN });
      const counts = await moneyRowCounts(t);
      const again = newKey();
      const [first, second, other] = await Promise.all([
        submitTransfer(t.db, item(usd, bin, '3.00', again)),
        submitTransfer(t.db, item(usd, bin, '3.00', again)),
        submitTransfer(t.db, item(usd, bin, '3.00', newKey())),
      ]);
      expect(second).toEqual(first);
      expect(other.id).not.toBe(first.id);
      expect((await moneyRowCounts(t)).payments).toBe(counts.payments + 2);
      expect((await balanceOf(t, bin)).balance).toBe(194n + 2n * 291n);
      expect(await ledgerViolations(t.db)).toEqual(noViolations);
    },
  );

  it('isolates a batch that fails as a whole to its culprit: the others post once, it gets its error', async () => {
    const bin = await openBinAccount(t, northwind, 'USD');
    // An initiator that is no user breaks the payments' foreign key: the posting statement fails for all.
    const culprit = item(usd, bin, '4.00', newKey(), 2_147_000_000);
    await expect(decideTransfers(t.db, [item(usd, bin, '4.00', newKey()), culprit])).rejects.toThrow();
    const counts = await moneyRowCounts(t);
    const settled = await Promise.allSettled([
      submitTransfer(t.db, item(usd, bin, '4.00', newKey())),
      submitTransfer(t.db, culprit),
      submitTransfer(t.db, item(usd, bin, '4.00', newKey())),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await moneyRowCounts(t)).payments).toBe(counts.payments + 2);
    expect((await balanceOf(t, bin)).balance).toBe(2n * 388n);
    const culpritKey = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, ownerId), eq(idempotencyKeys.key, culprit.claim!.key)));
    expect(culpritKey).toEqual([]);
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
  });

  it('tells low balance from what is available after each posting of the batch, the hold counted', async () => {
    const eur = await transitOf(t, northwind, 'EUR');
    const { balance } = await balanceOf(t, eur);
    await fund(t, northwind, eur, 60_000n - balance, 'EUR');
    // 450.00 held for a withdrawal: 150.00 available, above the owner's default threshold of 100.00.
    await t.db.transaction((tx) =>
      requestWithdrawal(tx, {
        companyId: northwind,
        accountId: eur,
        amount: 45_000n,
        currency: 'EUR',
        initiator: { kind: 'system' },
      }),
    );
    const lowBefore = await notificationsOf(ownerId, 'low_balance');
    const outcomes = await decideTransfers(t.db, [
      item(eur, usd, '30.00', newKey()),
      item(eur, usd, '30.00', newKey()),
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true]);
    const lowAfter = await notificationsOf(ownerId, 'low_balance');
    expect(lowAfter.length).toBe(lowBefore.length + 1);
    expect(lowAfter[0]!.description).toContain('<b>90.00 EUR</b>');
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
  });
});
