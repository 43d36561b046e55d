import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useOnline } from '@/src/lib/use-online';
import { OFFLINE_REASON } from './offline-reason';
import { useMoneyRights } from './use-money-rights';
import styles from './money-actions.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

interface MoneyActionsProps {
  /** The page's transfer button, where the person may transfer from what the page shows. */
  transfer: ReactNode;
  /** Whether the page leads to the top-up page (money arrives on transit accounts only). */
  topUp: boolean;
}

/** The bank pages' row of money actions: the transfer, the way to top up, and offline, why the transfer is off. */
export function MoneyActions({ transfer, topUp }: MoneyActionsProps) {
  const online = useOnline();
  const { canTransfer, canTopUp } = useMoneyRights();
  return (
    <div className={blocks.centerRow}>
      {canTransfer && transfer}
      {canTopUp && topUp && (
        <Link to="/top-up" className={styles.topUpLink}>
          Top up
        </Link>
      )}
      {canTransfer && !online && (
        <p role="status" className={styles.offline}>
          {OFFLINE_REASON}
        </p>
      )}
    </div>
  );
}
