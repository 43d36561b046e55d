import { isRateAbove } from '@/src/contracts/decline-rate-rule';
import { StatusPill } from './status-pill';

interface DeclineRateProps {
  /** Percent with 2 decimals; null: no card payments in the period. */
  rate: string | null;
  /** The warning threshold in percent (the owner's setting or the default). */
  threshold: string;
  /** What a missing rate says (a table cell keeps the dash). */
  empty?: string;
}

/**
 * A decline rate wherever it is shown (dashboard, companies list, decline-rate pages): the figure and,
 * above the threshold, the warning in words — the colour of a row only repeats it.
 */
export function DeclineRate({ rate, threshold, empty = '—' }: DeclineRateProps) {
  if (rate === null) return <span className="tabular-nums">{empty}</span>;
  return (
    <span className="tabular-nums">
      {rate} %{' '}
      {isRateAbove(rate, threshold) ? <StatusPill tone="danger">Above the {threshold} % threshold</StatusPill> : null}
    </span>
  );
}
