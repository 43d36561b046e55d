import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 's' | 'm' | 'l';
  /** Announced to screen readers; pass null when the surrounding control already says it is busy. */
  label?: string | null;
  className?: string;
}

export function Spinner({ size = 'm', label = 'Loading', className }: SpinnerProps) {
  const spinner = <span className={[styles.spinner, styles[size], className].filter(Boolean).join(' ')} aria-hidden />;
  if (label === null) return spinner;
  return (
    <span role="status" className={styles.wrapper}>
      {spinner}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
