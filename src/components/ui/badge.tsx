import styles from './badge.module.css';

export interface BadgeProps {
  count: number;
  /** Above this the badge shows '+max', so a pill never grows wider than its anchor. */
  max?: number;
  tone?: 'accent' | 'danger' | 'neutral';
  /** What the number counts, for screen readers: '3 new requests' rather than '+3'. */
  label?: string;
  className?: string;
}

/** The '+count' badge; nothing at all when the count is zero. */
export function Badge({ count, max = 99, tone = 'accent', label, className }: BadgeProps) {
  if (!Number.isFinite(count) || count <= 0) return null;
  const shown = `+${Math.min(count, max)}`;
  return (
    <span className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')}>
      <span aria-hidden>{shown}</span>
      <span className="visually-hidden">{label ?? `${count} more`}</span>
    </span>
  );
}
