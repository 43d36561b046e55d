import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** One sentence saying what is missing and why, e.g. 'No cards issued yet.' */
  message: ReactNode;
  title?: ReactNode;
  icon?: IconName;
  /** The next step, usually a Button. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ message, title, icon, action, className }: EmptyStateProps) {
  return (
    <div className={[styles.empty, className].filter(Boolean).join(' ')}>
      {icon ? <Icon name={icon} size="xl" color="primary" className={styles.icon} /> : null}
      {title ? <p className={styles.title}>{title}</p> : null}
      <p className={styles.message}>{message}</p>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
