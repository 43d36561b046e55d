import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { CurrentUser } from '@/src/contracts/users';
import { roleOf } from '@/src/lib/current-user';
import { isPolledRole } from '@/src/lib/notifications/bell-logic';
import { notificationKeys } from '@/src/lib/notifications/notification-queries';
import { refetchOnPush } from '@/src/lib/notifications/push-messages';
import { useUnreadNotificationCount } from '@/src/lib/notifications/unread-count';
import { startPush } from '@/src/lib/notifications/web-push';
import { useSlideCount } from '@/src/lib/slides';
import { Icon } from '@/src/components/ui/icon';
import { Spinner } from '@/src/components/ui/spinner';
import header from '@/src/components/layout/header.module.css';
import styles from './bell.module.css';

// The panel (with the sanitizer and the detail dialog) loads on the first open, or when the pointer or focus
// reaches the bell, so the first screen does not carry it.
const loadDropdown = () => import('./bell-dropdown');
const BellDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.BellDropdown })));

/** "2 unread notifications and 1 news slide": what the bell's number is made of. */
export function bellParts(unread: number, slides: number): string {
  const parts = [];
  if (unread > 0) parts.push(`${unread} unread notification${unread === 1 ? '' : 's'}`);
  if (slides > 0) parts.push(`${slides} news slide${slides === 1 ? '' : 's'} to view`);
  return parts.join(' and ');
}

/**
 * Spec 2.4: the notification bell with the pending count and a dropdown; spec 4: the unread count is added to the
 * slide count, so the number is both. Loaded in its own chunk, with the
 * sanitizer and the web-push client, only inside the signed-in shell and only for roles that have a bell.
 */
export default function Bell({ user }: { user: CurrentUser }) {
  const role = roleOf(user);
  const unread = useUnreadNotificationCount();
  const slides = useSlideCount();
  const count = unread + slides;
  const partsId = useId();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const seenPath = useRef(pathname);

  useEffect(() => {
    void startPush();
    return refetchOnPush(queryClient);
  }, [queryClient]);

  // Roles 1, 5, 6 are not polled (spec 4): their count is read again after each navigation instead.
  useEffect(() => {
    if (isPolledRole(role) || seenPath.current === pathname) return;
    seenPath.current = pathname;
    void queryClient.invalidateQueries({ queryKey: notificationKeys.actual() });
  }, [role, pathname, queryClient]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const label = count > 0 ? `Notifications, ${count} new` : 'Notifications, none new';
  return (
    <div className={styles.root}>
      <button
        ref={triggerRef}
        type="button"
        className={`${header.iconButton} ${styles.trigger}`}
        aria-label={label}
        aria-describedby={count > 0 ? partsId : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void loadDropdown()}
        onFocus={() => void loadDropdown()}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="bell" size="m" />
        {count > 0 && (
          <span className={styles.count} aria-hidden="true" data-testid="bell-count">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      <span id={partsId} className="visually-hidden">
        {bellParts(unread, slides)}
      </span>
      {/* Announces changes of the count without moving focus. */}
      <span className="visually-hidden" aria-live="polite" role="status">
        {count > 0 ? bellParts(unread, slides) : ''}
      </span>
      {open && (
        <Suspense
          fallback={
            <div id={panelId} role="dialog" aria-label="Notifications" aria-busy="true" className={styles.panel}>
              <p className={styles.state}>
                <Spinner label={null} size="s" /> Loading…
              </p>
            </div>
          }
        >
          <BellDropdown id={panelId} role={role} count={unread} slides={slides} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
