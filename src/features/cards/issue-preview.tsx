import { CardMoney } from '@/src/components/cards/card-money';
import { subtractAmounts, toCents } from '@/src/lib/money';
import { Skeleton } from '@/src/components/ui/skeleton';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './issue.module.css';

export interface IssuePreviewFigures {
  currency: string | null;
  feePerCard: string;
  count: number;
  totalFee: string;
  availableBalance: string;
  cardsAvailableCount: number;
}

/** What issuing costs: fee per card × count, the account's available balance and what stays after. */
export function IssuePreview({ figures, loading }: { figures: IssuePreviewFigures | undefined; loading: boolean }) {
  if (!figures || !figures.currency) {
    return (
      <aside className={`${blocks.card} ${styles.preview}`} aria-label="Issuance fee" aria-busy={loading || undefined}>
        <h3>Fee</h3>
        {loading ? (
          <Skeleton width="100%" height="96px" shape="block" />
        ) : (
          <p className={blocks.muted}>Choose a BIN set to see the fee.</p>
        )}
      </aside>
    );
  }
  const currency = figures.currency;
  // The contract's amounts are 2-decimal strings, so `after` is null only if the API broke its contract.
  const after = subtractAmounts(figures.availableBalance, figures.totalFee);
  const short = after !== null && toCents(after)! < 0n;
  return (
    <aside
      className={`${blocks.card} ${styles.preview}`}
      aria-label="Issuance fee"
      aria-busy={loading || undefined}
      aria-live="polite"
    >
      <h3>Fee</h3>
      <dl className={blocks.summary}>
        <dt>Issuance fee per card</dt>
        <dd>
          <CardMoney value={figures.feePerCard} currency={currency} />
        </dd>
        <dt>Cards</dt>
        <dd>× {figures.count}</dd>
        <dt>Total fee</dt>
        <dd>
          <strong>
            <CardMoney value={figures.totalFee} currency={currency} />
          </strong>
        </dd>
        <dt>Available on the BIN account</dt>
        <dd>
          <CardMoney value={figures.availableBalance} currency={currency} />
        </dd>
        <dt>Balance after</dt>
        <dd className={short ? styles.short : undefined}>
          <CardMoney value={after ?? '—'} currency={currency} />
        </dd>
      </dl>
      {short ? <p className={blocks.error}>The BIN account does not cover the fee: top it up first.</p> : null}
      <p className={blocks.muted}>
        {figures.cardsAvailableCount === 1 ? 'One more card' : `${figures.cardsAvailableCount} more cards`} may be
        issued for your company.
      </p>
    </aside>
  );
}
