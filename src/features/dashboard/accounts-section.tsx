import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Amount } from '@/src/components/ui/amount';
import { QueryContent } from '@/src/components/ui/query-content';
import { Skeleton } from '@/src/components/ui/skeleton';
import type { Currency } from '@/src/contracts/money';
import { DashboardTile } from './dashboard-tile';
import { dashboardQueries } from './queries';
import styles from './dashboard-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** page/dashboard/account-list: the company's open accounts, transit first; the owner opens a statement. */
export function AccountsSection({ linkToStatements }: { linkToStatements: boolean }) {
  const accounts = useQuery(dashboardQueries.accounts());
  return (
    <DashboardTile id="accounts-title" title="Accounts" busy={accounts.isPending} wide>
      <QueryContent query={accounts} what="accounts" loading={<Skeleton shape="block" height={96} />}>
        {({ records }) =>
          records.length === 0 ? (
            <p className={blocks.muted}>No accounts yet.</p>
          ) : (
            <table className={styles.table}>
              <caption className="visually-hidden">Company accounts</caption>
              <thead>
                <tr>
                  <th scope="col">Account</th>
                  <th scope="col">Type</th>
                  <th scope="col">Balance</th>
                  <th scope="col">Hold</th>
                  <th scope="col">Service fee</th>
                </tr>
              </thead>
              <tbody>
                {records.map((account) => {
                  const currency = account.currencyCode as Currency;
                  const bin = account.type.value === 1;
                  return (
                    <tr key={account.id}>
                      <th scope="row">
                        {linkToStatements ? (
                          <Link
                            to={bin ? '/bank/bin/$accountId' : '/bank/transit/$accountId'}
                            params={{ accountId: account.id }}
                            className={blocks.link}
                          >
                            {account.name}
                          </Link>
                        ) : (
                          account.name
                        )}
                      </th>
                      <td data-label="Type">{account.type.description}</td>
                      <td data-label="Balance">
                        <Amount value={account.balance} currency={currency} />
                      </td>
                      <td data-label="Hold">
                        <Amount value={account.hold} currency={currency} />
                      </td>
                      <td data-label="Service fee">{account.serviceFee ? `${account.serviceFee}%` : '—'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )
        }
      </QueryContent>
    </DashboardTile>
  );
}
