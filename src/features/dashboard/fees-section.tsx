import { useQuery } from '@tanstack/react-query';
import { Amount } from '@/src/components/ui/amount';
import { QueryContent } from '@/src/components/ui/query-content';
import { Skeleton } from '@/src/components/ui/skeleton';
import type { dashboardFees } from '@/src/contracts/balances';
import type { ResponseOf } from '@/src/contracts/endpoint';
import type { Currency } from '@/src/contracts/money';
import { DashboardTile } from './dashboard-tile';
import { dashboardQueries } from './queries';
import styles from './dashboard-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

const day = (iso: string) => iso.split('-').reverse().join('.');

type FeeRow = ResponseOf<typeof dashboardFees>['records'][number];

/** The table's amount columns, in the spec's order, with the total last. */
const FEE_COLUMNS: { label: string; key: Exclude<keyof FeeRow, 'currencyCode'> }[] = [
  { label: 'Service fee', key: 'serviceFee' },
  { label: 'Conversion fee', key: 'conversionFee' },
  { label: 'Card fees', key: 'cardFee' },
  { label: 'Total', key: 'total' },
];

/** page/dashboard/fees: what the company paid in fees this month, per currency (card fees join with cards). */
export function FeesSection() {
  const fees = useQuery(dashboardQueries.fees());
  return (
    <DashboardTile id="fees-title" title="Fees" busy={fees.isPending} wide>
      <QueryContent query={fees} what="fees" loading={<Skeleton shape="block" height={64} />}>
        {({ records, from, to }) =>
          records.length === 0 ? (
            <p className={blocks.muted}>
              No fees paid from {day(from)} to {day(to)}.
            </p>
          ) : (
            <table className={styles.table}>
              <caption>
                From {day(from)} to {day(to)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Currency</th>
                  {FEE_COLUMNS.map(({ label }) => (
                    <th key={label} scope="col">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {records.map((row) => (
                  <tr key={row.currencyCode}>
                    <th scope="row">{row.currencyCode}</th>
                    {FEE_COLUMNS.map(({ label, key }) => (
                      <td key={label} data-label={label}>
                        <Amount value={row[key]} currency={row.currencyCode as Currency} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryContent>
    </DashboardTile>
  );
}
