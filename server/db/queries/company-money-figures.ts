import { sql } from 'drizzle-orm';
import { PAYMENT_STATUS } from '@/src/contracts/payments';
import { companies } from '@/server/db/schema/index';

/**
 * The companies list's money figures (spec 3 "Company (list)"), as correlated subqueries of the page's
 * query, so a page is one query whatever its size. Both read partial indexes of migration 0014
 * (payments_completed_top_up_idx, payments_fee_debt_idx), so sorting 10,000 companies by either is one
 * index probe per company rather than a scan of the ledger. Their constants are written into the SQL, not
 * bound, so the planner can match the indexes' predicates.
 */

/**
 * Fee debts: decline, monthly and card FX fees a BIN account could not cover, pending until collected (card-fees.ts).
 */
export const FEE_DEBT_TYPES = ['decline_fee', 'card_monthly_fee', 'card_fx_fee'] as const;

/** When the company's latest completed top-up took effect (decided, or created when posted at once). */
export const lastTopUpAt = sql<Date | string | null>`(
  select max(coalesce(p.decided_at, p.created_at)) from payments p
  where p.company_id = ${companies.id} and p.type = 'top_up' and p.status =
    ${sql.raw(String(PAYMENT_STATUS.completed))})`;

/**
 * The company's outstanding fee debt in minor units of its own currency: each currency's total converted
 * at the platform's rate and rounded up, since the debt is owed to the platform. Debt in a currency
 * without a rate to the company's is counted at 1, never dropped, so a debt is never shown as settled.
 */
export const feeDebtMinor = sql<string | number | bigint>`(
  select coalesce(sum(ceil(d.total * case when d.currency = ${companies.currencyCode} then 1 else coalesce(r.rate, 1)
    end)), 0)::bigint
  from (
    select p.currency, sum(p.amount) as total from payments p
    where p.company_id = ${companies.id} and p.status = ${sql.raw(String(PAYMENT_STATUS.pending))}
      and p.type in (${sql.raw(FEE_DEBT_TYPES.map((t) => `'${t}'`).join(', '))})
    group by p.currency
  ) d
  left join fx_rates r on r.base = d.currency and r.quote = ${companies.currencyCode})`;
