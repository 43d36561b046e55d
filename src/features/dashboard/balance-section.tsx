import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Amount } from '@/src/components/ui/amount';
import { QueryContent } from '@/src/components/ui/query-content';
import { Skeleton } from '@/src/components/ui/skeleton';
import type { Currency } from '@/src/contracts/money';
import { ApiError } from '@/src/lib/api-error';
import { currentUserQuery } from '@/src/lib/current-user';
import { DashboardTile } from './dashboard-tile';
import { dashboardQueries } from './queries';
import styles from './dashboard-page.module.css';

/** page/dashboard/balance: the company's balance and hold per currency. A 403 is silent and reloads the user. */
export function BalanceSection() {
  const balance = useQuery(dashboardQueries.balance());
  const queryClient = useQueryClient();
  const forbidden = balance.error instanceof ApiError && balance.error.status === 403;
  useEffect(() => {
    if (forbidden) void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
  }, [forbidden, queryClient]);
  if (forbidden) return null;

  return (
    <DashboardTile id="balance-title" title="Balance" busy={balance.isPending}>
      <QueryContent query={balance} what="balance" loading={<Skeleton shape="block" height={64} />}>
        {({ meta }) => (
          <dl className={styles.totals}>
            {meta.balance.map((total) => {
              const hold = meta.hold.find((h) => h.currencyCode === total.currencyCode);
              return (
                <div key={total.currencyCode}>
                  <dt>{total.currencyCode}</dt>
                  <dd>
                    <Amount value={total.total} currency={total.currencyCode as Currency} />
                    {hold && hold.total !== '0.00' ? (
                      <span className={styles.hold}>
                        hold <Amount value={hold.total} currency={hold.currencyCode as Currency} neutral />
                      </span>
                    ) : null}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </QueryContent>
    </DashboardTile>
  );
}
