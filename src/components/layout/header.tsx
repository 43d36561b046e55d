import { lazy, Suspense } from 'react';
import { can } from '@/src/contracts/access';
import type { CurrentUser } from '@/src/contracts/users';
import { mayLoadCompanyBalance } from '@/src/lib/company-balance';
import { roleOf } from '@/src/lib/current-user';
import { hasBell } from '@/src/lib/notifications/bell-logic';
import { Icon } from '@/src/components/ui/icon';
import styles from './header.module.css';
import { useRouteTitle } from './use-route-title';
import { UserMenu } from './user-menu';

// Its own chunk: the money display loads only inside the signed-in shell, never on the sign-in path.
const HeaderBalance = lazy(() => import('./header-balance'));
// Role 1's total and provider balance (spec 2.5), likewise its own chunk.
const AdminBalance = lazy(() => import('./admin-balance').then((module) => ({ default: module.AdminBalance })));
// The bell brings the sanitizer and the web-push client: its own chunk too (spec 2.4: not for roles 7 and 8).
const Bell = lazy(() => import('./bell/bell'));

interface HeaderProps {
  user: CurrentUser | null;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/**
 * Spec 2.4: the top header with the page title taken from the route, and the user menu. The lazy parts hold
 * their place while their code and data arrive (issue 20, item 4: nothing moves after the first paint).
 */
export function Header({ user, menuOpen, onToggleMenu }: HeaderProps) {
  const title = useRouteTitle();
  return (
    <header className={styles.header}>
      <button
        type="button"
        className={styles.menuButton}
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={menuOpen}
        aria-controls="sidebar"
        onClick={onToggleMenu}
      >
        <Icon name="menu" size="m" />
      </button>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.actions}>
        {user && mayLoadCompanyBalance(user) && (
          <Suspense fallback={<span className={styles.balanceSlot} aria-hidden />}>
            <HeaderBalance user={user} />
          </Suspense>
        )}
        {user && can(roleOf(user) ?? 0, 'balance.admin') && (
          <Suspense fallback={null}>
            <AdminBalance />
          </Suspense>
        )}
        {user && hasBell(roleOf(user)) && (
          <Suspense fallback={<span className={styles.bellSlot} aria-hidden />}>
            <Bell user={user} />
          </Suspense>
        )}
        {user && <UserMenu user={user} />}
      </div>
    </header>
  );
}
