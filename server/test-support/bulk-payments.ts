import { sql } from 'drizzle-orm';
import { companies } from '@/server/db/schema/index';
import type { TestContext } from './context';

/**
 * A new company with `count` completed USD top-ups, one a second further back from now: payment rows only (no
 * postings are needed to list or export them), written by the database in one statement. Answers its id.
 */
export async function companyWithBulkPayments(
  t: TestContext,
  company: { name: string; referralHash: string },
  count: number,
) {
  const [row] = await t.db.insert(companies).values(company).returning({ id: companies.id });
  await t.db.execute(sql`
    insert into payments (company_id, type, status, amount, currency, initiator_kind, description, created_at)
    select ${row!.id}, 'top_up', 2, 100 + g, 'USD', 'system', 'Bulk ' || g, now() - (g || ' seconds')::interval
    from generate_series(1, ${count}) as g`);
  return row!.id;
}
