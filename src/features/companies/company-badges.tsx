import { COMPANY_STATUS } from '../../contracts/companies';
import styles from './company-badges.module.css';

const STATUS_TONE: Record<number, string> = {
  [COMPANY_STATUS.review]: 'warning',
  [COMPANY_STATUS.accepted]: 'success',
  [COMPANY_STATUS.declined]: 'danger',
};

/** The review status as a soft pill; the words carry the meaning, the colour only repeats it. */
export function CompanyStatusBadge({ status }: { status: { value: number; description: string } }) {
  return (
    <span className={styles.pill} data-tone={STATUS_TONE[status.value] ?? 'neutral'}>
      {status.description}
    </span>
  );
}

export function BlockedBadge() {
  return (
    <span className={styles.pill} data-tone="danger">
      Blocked
    </span>
  );
}

export function GroupLeadBadge() {
  return (
    <span className={styles.pill} data-tone="accent">
      Group lead
    </span>
  );
}

/** A dash for a missing value that screen readers read as "none". */
export function Dash() {
  return (
    <>
      <span aria-hidden>—</span>
      <span className="visually-hidden">none</span>
    </>
  );
}
