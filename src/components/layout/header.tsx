import { lazy, memo, useLayoutEffect, useRef } from 'react';
import { can } from '@/src/contracts/access';
import type { CurrentUser } from '@/src/contracts/users';
import { mayLoadCompanyBalance } from '@/src/lib/company-balance';
import { roleOf } from '@/src/lib/current-user';
import { AfterFirstPaint } from '@/src/lib/after-first-paint';
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

const balanceSlot = <span className={styles.balanceSlot} aria-hidden />;
const bellSlot = <span className={styles.bellSlot} aria-hidden />;

interface HeaderProps {
  user: CurrentUser | null;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/**
 * Keeps `--header-height` on the root element equal to the header's height (it grows a row on phones), so
 * what floats below it (the toasts, lib/notify.ts) never covers the balance, the bell or the avatar.
 */
function useHeaderHeightVariable() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--header-height', `${header.offsetHeight}px`));
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, []);
  return ref;
}

/**
 * Spec 2.4: the top header with the page title taken from the route, and the user menu. The lazy parts hold
 * their place while their code and data arrive (issue 20, item 4: nothing moves after the first paint).
 * On phones (header.module.css) the balance takes a second row so the title stays readable. Memoized, like the
 * sidebar: it follows its own props, not each re-render of the shell.
 */
export const Header = memo(function Header({ user, menuOpen, onToggleMenu }: HeaderProps) {
  const title = useRouteTitle();
  const ref = useHeaderHeightVariable();
  const companyBalance = user !== null && mayLoadCompanyBalance(user);
  const adminBalance = user !== null && can(roleOf(user) ?? 0, 'balance.admin');
  return (
    <header ref={ref} className={styles.header}>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.menuButton}`}
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={menuOpen}
        aria-controls="sidebar"
        onClick={onToggleMenu}
      >
        <Icon name="menu" size="m" />
      </button>
      <h1 className={styles.title}>{title}</h1>
      {user && (companyBalance || adminBalance) && (
        <div className={styles.balance}>
          {/* The lazy parts load once the page is on screen (lib/after-first-paint.tsx); slots hold the place. */}
          {companyBalance && (
            <AfterFirstPaint fallback={balanceSlot}>
              <HeaderBalance user={user} />
            </AfterFirstPaint>
          )}
          {adminBalance && (
            <AfterFirstPaint>
              <AdminBalance />
            </AfterFirstPaint>
          )}
        </div>
      )}
      <div className={styles.actions}>
        {user && hasBell(roleOf(user)) && (
          <AfterFirstPaint fallback={bellSlot}>
            <Bell user={user} />
          </AfterFirstPaint>
        )}
        {user && <UserMenu user={user} />}
      </div>
    </header>
  );
});
