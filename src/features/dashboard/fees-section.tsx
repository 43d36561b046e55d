import { useQuery } from '@tanstack/react-query';
import { Amount } from '@/src/components/ui/amount';
import { Skeleton } from '@/src/components/ui/skeleton';
import type { Currency } from '@/src/contracts/money';
import { dashboardQueries } from './queries';
import styles from './dashboard-page.module.css';
import { LoadError } from '@/src/components/ui/load-error';

const day = (iso: string) => iso.split('-').reverse().join('.');

/** page/dashboard/fees: what the company paid in fees this month, per currency (card fees join with cards). */
export function FeesSection() {
  const fees = useQuery(dashboardQueries.fees());
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="fees-title" aria-busy={fees.isPending}>
      <h2 id="fees-title">Fees</h2>
      {fees.isPending ? (
        <Skeleton shape="block" height={64} />
      ) : fees.isError ? (
        <LoadError what="fees" error={fees.error} />
      ) : fees.data.records.length === 0 ? (
        <p className={styles.muted}>
          No fees paid from {day(fees.data.from)} to {day(fees.data.to)}.
        </p>
      ) : (
        <table className={styles.table}>
          <caption>
            From {day(fees.data.from)} to {day(fees.data.to)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Currency</th>
              <th scope="col">Service fee</th>
              <th scope="col">Conversion fee</th>
              <th scope="col">Card fees</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {fees.data.records.map((row) => {
              const currency = row.currencyCode as Currency;
              return (
                <tr key={row.currencyCode}>
                  <th scope="row">{row.currencyCode}</th>
                  <td data-label="Service fee">
                    <Amount value={row.serviceFee} currency={currency} />
                  </td>
                  <td data-label="Conversion fee">
                    <Amount value={row.conversionFee} currency={currency} />
                  </td>
                  <td data-label="Card fees">
                    <Amount value={row.cardFee} currency={currency} />
                  </td>
                  <td data-label="Total">
                    <Amount value={row.total} currency={currency} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
