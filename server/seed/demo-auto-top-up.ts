import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { openAccountId } from '@/server/db/queries/accounts';
import { ACCOUNT_TYPE, accounts, autoTopUpRules, users } from '@/server/db/schema/index';
import { ROLE } from '@/src/contracts/access';

/**
 * The demo's auto top-up (issue 23): Northwind's USD BIN account refills 2,000.00 from its USD transit
 * account whenever its available balance falls below 1,500.00, at most 10 times a day, so `npm run
 * simulate` shows refills as purchases drain it. Seeded after the money and the cards' history, so the
 * seeded debits cross nothing; the first crossing is the first live purchase that takes it below.
 */
export async function seedAutoTopUp(tx: Db, northwindId: number, now: Date) {
  const accountOf = (type: number) => openAccountId(tx, { companyId: northwindId, type, currency: 'USD' });
  const [bin, transit] = [await accountOf(ACCOUNT_TYPE.bin), await accountOf(ACCOUNT_TYPE.transit)];
  if (bin === null || transit === null) return;
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, northwindId), eq(users.role, ROLE.owner)));
  const below = 150_000n;
  await tx.insert(autoTopUpRules).values({
    companyId: northwindId,
    binAccountId: bin,
    fromAccountId: transit,
    below,
    mode: 'amount',
    amount: 200_000n,
    dailyMaxCount: 10,
    createdBy: owner?.id ?? null,
    createdAt: now,
    updatedAt: now,
  });
  await tx.update(accounts).set({ autoTopUpBelow: below }).where(eq(accounts.id, bin));
}
