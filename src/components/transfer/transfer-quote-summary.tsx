import { Amount } from '@/src/components/ui/amount';
import type { Currency } from '@/src/contracts/money';
import type { TransferQuote } from '@/src/contracts/transfers';
import { balancesAfter } from './transfer-figures';
import type { TransferAccount } from './transfer-pairs';
import { Fact } from '@/src/components/ui/fact';
import styles from './transfer-form.module.css';

interface SummaryProps {
  quote: TransferQuote | undefined;
  from: TransferAccount | undefined;
  to: TransferAccount | undefined;
  /** A newer quote is on its way: the figures shown are for the previous amount. */
  updating: boolean;
}

const money = (value: string | null, currency: string) =>
  value === null ? '—' : <Amount value={value} currency={currency as Currency} neutral />;

/** Spec 3 "Approximate transfer" shown live: the fee, what arrives, the rate and both balances after. */
export function TransferQuoteSummary({ quote, from, to, updating }: SummaryProps) {
  if (!quote || !from || !to) {
    return (
      <p className={styles.quoteHint} aria-live="polite">
        Choose both accounts and enter an amount to see the fee and what arrives.
      </p>
    );
  }
  const after = balancesAfter(quote, from, to);
  const feeLabel = quote.kind === 'conversion' ? 'Conversion fee' : 'Service fee';
  return (
    <div className={styles.quote} aria-live="polite" aria-busy={updating} data-testid="transfer-quote">
      <dl>
        <Fact label={`${feeLabel} (${quote.feePercent}%)`}>{money(quote.serviceFeeAmount, quote.currencyCode)}</Fact>
        <Fact label="Amount credited">{money(quote.transferAmount, quote.toCurrencyCode)}</Fact>
        {/* Same currency: nothing is converted, so there is no rate to state. */}
        {quote.currencyCode !== quote.toCurrencyCode ? (
          <Fact label="Rate">
            1 {quote.currencyCode} = {quote.currencyRate} {quote.toCurrencyCode}
          </Fact>
        ) : null}
        <Fact label={`${from.name} after`}>{money(after.from, from.currencyCode)}</Fact>
        <Fact label={`${to.name} after`}>{money(after.to, to.currencyCode)}</Fact>
      </dl>
      {updating ? <p className={styles.quoteHint}>Updating the quote…</p> : null}
    </div>
  );
}
