import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { ACCOUNT_TYPE, accounts } from '@/server/db/schema/index';

/**
 * The platform's own accounts, one per purpose and currency (PRODUCT.md "Accounts and money"). They are
 * the other side of every movement that enters or leaves a company, so they may run negative: pay-in
 * clearing is minus what clients were credited until the bank or chain settles it.
 */
export const SYSTEM_ACCOUNT = {
  payInCrypto: 'pay_in_crypto',
  payInSwift: 'pay_in_swift',
  payInSepa: 'pay_in_sepa',
  withdrawals: 'withdrawals',
  /** Both sides of a currency conversion: the platform buys one currency and sells the other. */
  fxClearing: 'fx_clearing',
  feeRevenue: 'fee_revenue',
  cardNetwork: 'card_network',
  compensationExpense: 'compensation_expense',
} as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNT)[keyof typeof SYSTEM_ACCOUNT];

const NAMES: Record<SystemAccount, string> = {
  pay_in_crypto: 'Pay-in clearing: crypto',
  pay_in_swift: 'Pay-in clearing: SWIFT',
  pay_in_sepa: 'Pay-in clearing: SEPA',
  withdrawals: 'Withdrawals clearing',
  fx_clearing: 'Currency conversion clearing',
  fee_revenue: 'Fee revenue',
  card_network: 'Card network settlement',
  compensation_expense: 'Compensation expense',
};

/** How many rows each system account is spread over (accounts.bucket). */
export const SYSTEM_ACCOUNT_BUCKETS = 16;

/**
 * The id of one bucket of the system account for `purpose` in `currency` (a random one unless given),
 * made on first use (safe under concurrency).
 */
export async function systemAccountId(
  db: Db,
  purpose: SystemAccount,
  currency: string,
  bucket = Math.floor(Math.random() * SYSTEM_ACCOUNT_BUCKETS),
): Promise<number> {
  const where = and(
    eq(accounts.type, ACCOUNT_TYPE.system),
    eq(accounts.purpose, purpose),
    eq(accounts.currency, currency),
    eq(accounts.bucket, bucket),
  );
  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(where);
  if (existing) return existing.id;
  await db
    .insert(accounts)
    .values({
      type: ACCOUNT_TYPE.system,
      purpose,
      currency,
      bucket,
      name: `${NAMES[purpose]} ${currency} #${bucket + 1}`,
    })
    .onConflictDoNothing({
      target: [accounts.purpose, accounts.currency, accounts.bucket],
      where: sql`${accounts.type} = 2`,
    });
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(where);
  if (!row) throw new Error(`System account ${purpose} ${currency} could not be made`);
  return row.id;
}
