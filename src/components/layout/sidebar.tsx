import { Link, useRouterState } from '@tanstack/react-router';
import { memo, useState, type ReactNode } from 'react';
import { canReach } from '@/src/contracts/access';
import { PRODUCT_NAME } from '@/src/contracts/messages';
import { Icon } from '@/src/components/ui/icon';
import { useMediaQuery } from '@/src/components/ui/use-media-query';
import { badgeText, type NavItem } from './nav-items';
import styles from './sidebar.module.css';

/** Where the sidebar becomes a drawer (sidebar.module.css). */
const DRAWER = '(max-width: 860px)';

interface SidebarProps {
  items: NavItem[];
  role: number | undefined;
  open: boolean;
  onClose: () => void;
  badgeCounts: Partial<Record<NonNullable<NavItem['badge']>, number>>;
  /** Below the navigation: the client area's partner button and support links. */
  footer?: ReactNode;
}

/**
 * The area's navigation: only the items the role may reach; on phones a drawer behind the menu button. Memoized:
 * the shell re-renders on every change of the current user's query, which its links need not follow.
 */
export const Sidebar = memo(function Sidebar({ items, role, open, onClose, badgeCounts, footer }: SidebarProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // On a phone the drawer sits off screen until the menu button opens it: its links and footer are rendered the
  // first time it opens (and kept, so closing slides them out), not in the first screen's render, where each link
  // is one of its costliest parts (issue 20). Closed, they were also reachable by Tab while out of sight.
  const drawer = useMediaQuery(DRAWER);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const shown = !drawer || opened;
  const visible = role === undefined || !shown ? [] : items.filter((item) => canReach(role, item.right));
  return (
    <>
      <div id="sidebar" className={styles.sidebar} data-open={open}>
        {/* The links of the navigation only: the footer's links are not places in the portal. */}
        <nav aria-label="Main">
          <div className={styles.brand}>{PRODUCT_NAME}</div>
          <ul className={styles.list}>
            {visible.map((item) => {
              const badge = item.badge ? badgeText(badgeCounts[item.badge], item.to, pathname) : null;
              const badgeId = `sidebar-badge-${item.badge ?? item.to}`;
              return (
                <li key={item.to} className={item.separatorBefore ? styles.separated : undefined}>
                  <Link
                    to={item.to}
                    className={styles.link}
                    activeProps={{ className: styles.active, 'aria-current': 'page' }}
                    onClick={onClose}
                    // The count describes the link rather than renaming it: its name stays the page's name.
                    aria-describedby={badge ? badgeId : undefined}
                  >
                    <Icon name={item.icon} size="m" />
                    {item.short ? (
                      <span className={styles.short} aria-label={item.label} title={item.label}>
                        {item.short}
                      </span>
                    ) : (
                      <span>{item.label}</span>
                    )}
                    {badge && (
                      <>
                        <span className={styles.badge} aria-hidden="true">
                          {badge}
                        </span>
                        {/* Hidden, so it is not part of the link's name; referenced, so it is read as its
                            description. */}
                        <span id={badgeId} hidden>
                          {`${badge.slice(1)} new`}
                        </span>
                      </>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        {shown && footer}
      </div>
      {open && <div className={styles.scrim} onClick={onClose} aria-hidden="true" />}
    </>
  );
});
