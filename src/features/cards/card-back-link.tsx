import { Link } from '@tanstack/react-router';
import type { CardArea } from './card-area';
import styles from './cards.module.css';

/** The way back to the list the card was opened from. */
export function CardBackLink({ area }: { area: CardArea }) {
  switch (area.kind) {
    case 'wallet':
      return (
        <Link to="/wallet" className={styles.link}>
          Back to My wallet
        </Link>
      );
    case 'bank':
      return (
        <Link to="/bank" className={styles.link}>
          Back to the bank
        </Link>
      );
    case 'team':
      return (
        <Link to="/user/$id" params={{ id: area.userId }} className={styles.link}>
          Back to the user
        </Link>
      );
    case 'admin':
      return (
        <Link to="/admin/clients/$id" params={{ id: area.companyId }} className={styles.link}>
          Back to the company
        </Link>
      );
  }
}
