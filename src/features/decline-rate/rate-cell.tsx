import { StatusPill } from '@/src/components/ui/status-pill';

/** A decline rate in words and figures; over the threshold it says so (the row's colour only repeats it). */
export function RateCell({ rate, above }: { rate: string | null; above: boolean }) {
  if (rate === null) return <span className="tabular-nums">—</span>;
  return (
    <span className="tabular-nums">
      {rate} % {above ? <StatusPill tone="danger">Above threshold</StatusPill> : null}
    </span>
  );
}
