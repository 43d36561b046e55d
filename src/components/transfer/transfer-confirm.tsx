import { Amount } from '@/src/components/ui/amount';
import type { Currency } from '@/src/contracts/money';
import type { TransferQuote } from '@/src/contracts/transfers';
import { balancesAfter } from './transfer-figures';
import type { TransferAccount } from './transfer-pairs';
import styles from './transfer-form.module.css';

const money = (value: string | null, currency: string) =>
  value === null ? '—' : <Amount value={value} currency={currency as Currency} neutral />;

interface TransferConfirmProps {
  quote: TransferQuote;
  from: TransferAccount;
  to: TransferAccount;
  /** Staff move a company's money on its behalf: the company's name, said first. */
  behalfOf?: string;
}

/** UI.md: the confirmation says exactly what will happen before any money moves. */
export function TransferConfirm({ quote, from, to, behalfOf }: TransferConfirmProps) {
  const after = balancesAfter(quote, from, to);
  return (
    <div className={styles.confirm} data-testid="transfer-confirm">
      {behalfOf ? (
        <p className={styles.behalf}>
          Between two accounts of <strong>{behalfOf}</strong>, on the company's behalf.
        </p>
      ) : null}
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
