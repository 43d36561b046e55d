import { useQuery } from '@tanstack/react-query';
import { Amount } from '@/src/components/ui/amount';
import { Skeleton } from '@/src/components/ui/skeleton';
import { CURRENCIES, type Currency } from '@/src/contracts/money';
import type { TodaySpendAmount } from '@/src/contracts/today-spend';
import { DashboardTile } from './dashboard-tile';
import { spendQueries } from './spend-queries';
import styles from './dashboard-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

const known = (code: string): code is Currency => (CURRENCIES as readonly string[]).includes(code);

/** The amounts of today's spend, one per currency; an empty list says nothing was spent yet. */
export function TodaySpendFigures({ amounts }: { amounts: TodaySpendAmount[] }) {
  if (amounts.length === 0) return <p className={blocks.muted}>Nothing spent today yet.</p>;
  return (
    <ul className={styles.spendList}>
      {amounts.map((row) => (
        <li key={row.currencyCode}>
          {known(row.currencyCode) ? (
            <Amount value={row.amount} currency={row.currencyCode} />
          ) : (
            `${row.amount} ${row.currencyCode}`
          )}
        </li>
      ))}
    </ul>
  );
}

/** The tile's body in each state: loading, the parser's (or the call's) error, or the amounts. */
export function TodaySpendContent({
  amounts,
  error,
}: {
  amounts: TodaySpendAmount[] | undefined;
  error: Error | null;
}) {
  if (error) {
    return (
      <p role="alert" className={blocks.error}>
        {error.message}
      </p>
    );
  }
  if (!amounts) return <Skeleton shape="block" height={48} />;
  return <TodaySpendFigures amounts={amounts} />;
}

/** Spec 3/7 user/today-spend: what the user's cards (a lead: the team's, the owner: the company's) spent today. */
export function TodaySpendSection() {
  const spend = useQuery(spendQueries.today());
  return (
    <DashboardTile id="today-spend-title" title="Spent today" busy={spend.isFetching}>
      <TodaySpendContent amounts={spend.data} error={spend.data ? null : spend.error} />
    </DashboardTile>
  );
}
