import type { TransferQuote } from '@/src/contracts/transfers';
import { Money } from './money-cells';
import styles from '@/src/features/companies/company-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

const FEE_LABEL: Record<TransferQuote['kind'], string> = {
  transit_to_bin: 'Service fee',
  bin_to_transit: 'Fee',
  conversion: 'Conversion fee',
};

/** Spec 3 "Approximate transfer": what is sent, the fee, the rate and what arrives. */
export function QuoteSummary({ quote, stale = false }: { quote: TransferQuote; stale?: boolean }) {
  return (
    <dl className={styles.details} aria-label="Approximate transfer" aria-busy={stale || undefined}>
      <div className={styles.detail}>
        <dt>Amount</dt>
        <dd>
          <Money value={quote.amount} currency={quote.currencyCode} />
        </dd>
      </div>
      <div className={styles.detail}>
        <dt>
          {FEE_LABEL[quote.kind]} ({quote.feePercent}%)
        </dt>
        <dd>
          <Money value={quote.serviceFeeAmount} currency={quote.currencyCode} />
        </dd>
      </div>
      {quote.kind === 'conversion' && quote.currencyCode !== quote.toCurrencyCode ? (
        <div className={styles.detail}>
          <dt>Rate</dt>
          <dd className={blocks.number}>
            1 {quote.currencyCode} = {quote.currencyRate} {quote.toCurrencyCode}
          </dd>
        </div>
      ) : null}
      <div className={styles.detail}>
        <dt>Arrives</dt>
        <dd>
          <strong>
            <Money value={quote.transferAmount} currency={quote.toCurrencyCode} />
          </strong>
        </dd>
      </div>
    </dl>
  );
}
