import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { Currency } from '@/src/contracts/money';
import type { CurrentUser } from '@/src/contracts/users';
import { ApiError } from '@/src/lib/api-error';
import { companyBalanceQuery, mayLoadCompanyBalance } from '@/src/lib/company-balance';
import { currentUserQuery } from '@/src/lib/current-user';
import { Amount } from '@/src/components/ui/amount';
import { FiguresTable } from '@/src/components/ui/figures-table';
import { Popper } from '@/src/components/ui/popper';
import styles from './header-balance.module.css';

/**
 * Spec 2.4/2.5 "Balance displays in the header": the company balance for users who may see it, loaded
 * again after every navigation. Shows the first balance total and the first hold total (spec 9); the
 * button opens every currency's totals in a popper (kept inside the screen, closed by Escape or a click
 * outside, focus back on the button). A 403 says nothing and reloads the user (their rights changed).
 */
export default function HeaderBalance({ user }: { user: CurrentUser }) {
  const allowed = mayLoadCompanyBalance(user);
  const queryClient = useQueryClient();
  const balance = useQuery({ ...companyBalanceQuery, enabled: allowed });
  const [open, setOpen] = useState(false);

  // After each navigation (spec 2.5) the balance is asked again; the first render has just asked.
  const href = useRouterState({ select: (s) => (s.status === 'idle' ? s.location.href : null) });
  const lastHref = useRef(href);
  useEffect(() => {
    if (href === null || href === lastHref.current) return;
    lastHref.current = href;
    setOpen(false);
    if (allowed) void queryClient.invalidateQueries({ queryKey: companyBalanceQuery.queryKey });
  }, [href, allowed, queryClient]);

  const forbidden = balance.error instanceof ApiError && balance.error.status === 403;
  useEffect(() => {
    if (forbidden) void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
  }, [forbidden, balance.errorUpdatedAt, queryClient]);

  if (allowed && balance.isPending) return <span className={styles.pending} aria-hidden />;
  if (!allowed || forbidden || !balance.data) return null;
  const { meta } = balance.data;
  const first = meta.balance[0];
  const hold = meta.hold[0];
  if (!first) return null;

  return (
    <div className={styles.root} data-testid="header-balance">
      <Popper
        label="Company balance"
        placement="bottom-end"
        open={open}
        onOpenChange={setOpen}
        className={styles.panel}
        trigger={
          <button type="button" className={styles.trigger}>
            <span className={styles.label}>Balance</span>
            <Amount value={first.total} currency={first.currencyCode as Currency} neutral />
            {hold ? (
              <span className={styles.hold}>
                Hold <Amount value={hold.total} currency={hold.currencyCode as Currency} neutral />
              </span>
            ) : null}
            <span className="visually-hidden">{open ? ': hide all balances' : ': show all balances'}</span>
          </button>
        }
      >
        <FiguresTable
          className={styles.table}
          caption="Company balance per currency"
          headers={['Currency', 'Balance', 'Hold']}
        >
          {meta.balance.map((total) => {
            const held = meta.hold.find((h) => h.currencyCode === total.currencyCode);
            return (
              <tr key={total.currencyCode}>
                <th scope="row">{total.currencyCode}</th>
                <td>
                  <Amount value={total.total} currency={total.currencyCode as Currency} neutral />
                </td>
                <td>{held ? <Amount value={held.total} currency={held.currencyCode as Currency} neutral /> : '—'}</td>
              </tr>
            );
          })}
        </FiguresTable>
      </Popper>
    </div>
  );
}
