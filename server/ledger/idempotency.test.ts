import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTransitAccounts } from '@/server/db/queries/accounts';
import { accounts, companies, payments } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';
import { toMinor } from './amounts';
import { IdempotencyKeyReused } from './errors';
import { requestHashOf, runIdempotent } from './idempotency';
import { postPayment } from './ledger';
import { SYSTEM_ACCOUNT, systemAccountId } from './system-accounts';

const t = useTestContext({ seed: false });
let usd: number;
let companyId: number;
beforeAll(async () => {
  const [row] = await t.db
    .insert(companies)
    .values({ name: 'Idempotent Co', referralHash: 'IDEMPOTENTCO0001' })
    .returning({ id: companies.id });
  companyId = row!.id;
  usd = (await createTransitAccounts(t.db, companyId)).find((a) => a.currency === 'USD')!.id;
});

const claimOf = (key: string, amount: string) => ({
  userId: 1,
  key,
  requestHash: requestHashOf({ method: 'POST', path: '/api/top-up', body: { amount } }),
});
const topUp = (key: string | null, amount: string) =>
  runIdempotent(t.db, key === null ? null : claimOf(key, amount), async (tx) => {
    const clearing = await systemAccountId(tx, SYSTEM_ACCOUNT.payInSepa, 'USD');
    const minor = toMinor(amount, 'USD');
    const { paymentId } = await postPayment(
      tx,
      { companyId, type: 'top_up', amount: minor, currency: 'USD', initiator: { kind: 'staff' } },
      [
        { accountId: clearing, amount: -minor },
        { accountId: usd, amount: minor },
      ],
    );
    return { id: paymentId };
  });

const balance = async () =>
  (await t.db.select({ b: accounts.balance }).from(accounts).where(eq(accounts.id, usd)))[0]!.b;
const paymentCount = async () =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(eq(payments.companyId, companyId))
  )[0]!.n;

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body, posting once', async () => {
    const first = await topUp('key-replay-0001', '10.00');
    const again = await topUp('key-replay-0001', '10.00');
    expect(again).toEqual(first);
    expect(await balance()).toBe(1_000n);
    expect(await paymentCount()).toBe(1);
  });

  it('refuses the same key with a different body and changes nothing', async () => {
    await expect(topUp('key-replay-0001', '11.00')).rejects.toBeInstanceOf(IdempotencyKeyReused);
    expect(await balance()).toBe(1_000n);
  });

  it('lets concurrent duplicates post once', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => topUp('key-concurrent-01', '1.00')));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await balance()).toBe(1_100n);
  });

  it('runs each request without a key', async () => {
    await topUp(null, '1.00');
    await topUp(null, '1.00');
    expect(await balance()).toBe(1_300n);
  });
});
