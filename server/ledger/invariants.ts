import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/server/db/client';

/**
 * What must always hold in the ledger (ARCHITECTURE.md "Money is exact"), as three queries that must
 * all come back empty: postings that do not sum to zero per payment and currency, company accounts
 * below what they hold, and cached balances or holds that differ from the postings and open holds.
 */
export async function ledgerViolations(db: Db) {
  const unbalanced = rowsOf<{ payment_id: number; currency: string }>(
    await db.execute(
      sql`select payment_id, currency from postings group by payment_id, currency having sum(amount) <> 0`,
    ),
  );
  const overdrawn = rowsOf<{ id: number }>(
    await db.execute(sql`select id from accounts where type <> 2 and balance - hold < 0`),
  );
  const cacheDrift = rowsOf<{ id: number }>(
    await db.execute(sql`
      select a.id from accounts a
      left join (select account_id, sum(amount) as s from postings group by account_id) p on p.account_id = a.id
      left join (select account_id, sum(amount) as h from holds where closed_at is null group by account_id) h on
        h.account_id = a.id
      where a.balance <> coalesce(p.s, 0) or a.hold <> coalesce(h.h, 0)`),
  );
  return { unbalanced, overdrawn, cacheDrift };
}
