import { Amount } from '@/src/components/ui/amount';
import type { BalanceRecord } from '@/src/contracts/balances';
import type { Currency } from '@/src/contracts/money';
import type { TransferQuote } from '@/src/contracts/transfers';
import { balancesAfter } from './transfer-figures';
import styles from './transfer-dialog.module.css';

const money = (value: string | null, currency: string) =>
  value === null ? '—' : <Amount value={value} currency={currency as Currency} neutral />;

/** UI.md: the confirmation says exactly what will happen before any money moves. */
export function TransferConfirm({ quote, from, to }: { quote: TransferQuote; from: BalanceRecord; to: BalanceRecord }) {
  const after = balancesAfter(quote, from, to);
  return (
    <div className={styles.confirm} data-testid="transfer-confirm">
      <p>
        <strong>{money(quote.amount, quote.currencyCode)}</strong> leaves <strong>{from.name}</strong>.
      </p>
      {quote.kind === 'transit_to_bin' && (
        <p>
          The service fee of {quote.feePercent}% ({money(quote.serviceFeeAmount, quote.currencyCode)}) is taken from it,
          so <strong>{money(quote.transferAmount, quote.toCurrencyCode)}</strong> arrives on <strong>{to.name}</strong>.
        </p>
      )}
      {quote.kind === 'bin_to_transit' && (
        <p>
          No fee: <strong>{money(quote.transferAmount, quote.toCurrencyCode)}</strong> arrives on{' '}
          <strong>{to.name}</strong>.
        </p>
      )}
      {quote.kind === 'conversion' && (
        <p>
          The conversion fee of {quote.feePercent}% ({money(quote.serviceFeeAmount, quote.currencyCode)}) is taken, the
          rest is converted at 1 {quote.currencyCode} = {quote.currencyRate} {quote.toCurrencyCode}, and{' '}
          <strong>{money(quote.transferAmount, quote.toCurrencyCode)}</strong> arrives on <strong>{to.name}</strong>.
        </p>
      )}
      <p>
        Balances after: {from.name} {money(after.from, from.currencyCode)}, {to.name} {money(after.to, to.currencyCode)}
        . A transfer cannot be undone here; money on a BIN account can be moved back to transit without a fee.
      </p>
    </div>
  );
}
