import { and, asc, eq, isNull } from 'drizzle-orm';
import { BALANCE_CURRENCIES } from '@/src/contracts/money';
import type { Db } from '@/server/db/client';
import { ACCOUNT_TYPE, accounts } from '@/server/db/schema/index';

/** A new company's transit accounts: one per balance currency, empty (PRODUCT.md "Accounts and money"). */
export async function createTransitAccounts(db: Db, companyId: number) {
  return db
    .insert(accounts)
    .values(
      BALANCE_CURRENCIES.map((currency) => ({
        companyId,
        type: ACCOUNT_TYPE.transit,
        currency,
        name: `Transit ${currency}`,
      })),
    )
    .returning({ id: accounts.id, currency: accounts.currency });
}

/** Which open account of a company: its type, and where given its currency and BIN set. */
export interface OpenAccountOf {
  companyId: number;
  type: number;
  currency?: string;
  binSetId?: number;
}

/** The id of the company's oldest open account that fits `of`, or null when it has none. */
export async function openAccountId(db: Db, of: OpenAccountOf): Promise<number | null> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.companyId, of.companyId),
        eq(accounts.type, of.type),
        of.currency === undefined ? undefined : eq(accounts.currency, of.currency),
        of.binSetId === undefined ? undefined : eq(accounts.binSetId, of.binSetId),
        isNull(accounts.closedAt),
      ),
    )
    .orderBy(asc(accounts.id))
    .limit(1);
  return row?.id ?? null;
}
