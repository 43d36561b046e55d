import { useQuery } from '@tanstack/react-query';
import type { adminTotalBalance, providerBalance } from '@/src/contracts/balances';
import type { RouteOf } from '@/src/contracts/endpoint';
import type { Currency } from '@/src/contracts/money';
import { call } from '@/src/lib/api-client';
import { formatMoney } from '@/src/lib/money';
import { Button } from '@/src/components/ui/button';
import { FiguresTable } from '@/src/components/ui/figures-table';
import { Popper } from '@/src/components/ui/popper';
import styles from './admin-balance.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';
import { sharedKeys } from '@/src/lib/query-keys';

/*
 * Spec 2.5 / 3: the main administrator's header balance — client money per currency (total, transit and
 * BIN, each by legal entity) and per card provider. Loaded lazily from the header, never on the sign-in
 * path; schema-free routes keep the schema library out of this chunk.
 */
const totalRoute: RouteOf<typeof adminTotalBalance> = { method: 'get', path: '/backoffice/header/total-balance' };
const providerRoute: RouteOf<typeof providerBalance> = { method: 'get', path: '/backoffice/header/provider-balance' };

/** Spec 6: USD and USDC stay out of the admin provider and company summaries. */
export const HIDDEN_IN_SUMMARIES: readonly string[] = ['USD', 'USDC'];

export const adminHeaderBalanceKey = sharedKeys.adminHeaderBalance;

const money = (amount: string, currency: string) => formatMoney(amount, currency as Currency);

type Part = { amount: string; byLegalEntity: { id: number | null; name: string; amount: string }[] };

function Entities({ part, currency }: { part: Part; currency: string }) {
  if (part.byLegalEntity.length === 0) return null;
  return (
    <ul className={styles.entities}>
      {part.byLegalEntity.map((entity) => (
        <li key={entity.id ?? 'none'}>
          {entity.name}: {money(entity.amount, currency)}
        </li>
      ))}
    </ul>
  );
}

export function AdminBalance() {
  const totals = useQuery({
    queryKey: [...adminHeaderBalanceKey, 'total'],
    // Spec 8: balance load failures are only logged; the header says the balance is unavailable.
    queryFn: ({ signal }) => call(totalRoute, {}, { signal, logOnly: 'The admin total balance could not be loaded' }),
    refetchInterval: 60_000,
    staleTime: 0,
  });
  const providers = useQuery({
    queryKey: [...adminHeaderBalanceKey, 'provider'],
    queryFn: ({ signal }) =>
      call(providerRoute, {}, { signal, logOnly: 'The admin provider balance could not be loaded' }),
    refetchInterval: 60_000,
    staleTime: 0,
  });
  const records = totals.data?.records ?? [];
  const headline = records.filter((r) => !HIDDEN_IN_SUMMARIES.includes(r.currencyCode));
  const label = totals.isError
    ? 'Balance unavailable'
    : headline.length
      ? headline.map((r) => money(r.amount.amount, r.currencyCode)).join(' · ')
      : 'Balance';

  return (
    <Popper
      label="Client balances"
      placement="bottom-end"
      trigger={
        <Button appearance="ghost" className={styles.trigger} aria-label={`Client balances: ${label}`}>
          <span className={styles.triggerText}>{label}</span>
        </Button>
      }
    >
      <div className={styles.panel}>
        <h2 className={styles.heading}>Total balance</h2>
        {totals.isError ? <p className={blocks.error}>The balance could not be loaded.</p> : null}
        {totals.isPending ? <p>Loading…</p> : null}
        <FiguresTable
          className={styles.table}
          caption="Client money per currency"
          headers={['Currency', 'Total', 'Transit', 'BIN']}
        >
          {records.map((r) => (
            <tr key={r.currencyCode}>
              <th scope="row">{r.currencyCode}</th>
              {[r.amount, r.transitAmount, r.binAmount].map((part, i) => (
                <td key={i}>
                  {money(part.amount, r.currencyCode)}
                  <Entities part={part} currency={r.currencyCode} />
                </td>
              ))}
            </tr>
          ))}
        </FiguresTable>
        <h2 className={styles.heading}>Provider balance</h2>
        {providers.isError ? <p className={blocks.error}>The provider balance could not be loaded.</p> : null}
        {(providers.data?.records ?? []).map((provider) => (
          <div key={provider.provider.value}>
            <h3 className={styles.subheading}>{provider.provider.description}</h3>
            <ul className={styles.entities}>
              {provider.balance
                .filter((b) => !HIDDEN_IN_SUMMARIES.includes(b.currencyCode))
                .map((b) => (
                  <li key={b.currencyCode}>
                    <strong>{money(b.total, b.currencyCode)}</strong>
                    {b.byLegalEntity.length > 0
                      ? ` (${b.byLegalEntity.map((e) => `${e.name}: ${money(e.amount, b.currencyCode)}`).join(', ')})`
                      : ''}
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </Popper>
  );
}
