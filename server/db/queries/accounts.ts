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
