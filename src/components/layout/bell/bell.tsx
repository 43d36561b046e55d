import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import type { CurrentUser } from '@/src/contracts/users';
import { roleOf } from '@/src/lib/current-user';
import { isPolledRole } from '@/src/lib/notifications/bell-logic';
import { notificationKeys } from '@/src/lib/notifications/notification-queries';
import { refetchOnPush } from '@/src/lib/notifications/push-messages';
import { useUnreadNotificationCount } from '@/src/lib/notifications/unread-count';
import { startPush } from '@/src/lib/notifications/web-push';
import { Icon } from '@/src/components/ui/icon';
import { BellDropdown } from './bell-dropdown';
import styles from './bell.module.css';

/**
 * Spec 2.4: the notification bell with the pending count and a dropdown. Loaded in its own chunk, with the
 * sanitizer and the web-push client, only inside the signed-in shell and only for roles that have a bell.
 */
export default function Bell({ user }: { user: CurrentUser }) {
  const role = roleOf(user);
  const count = useUnreadNotificationCount();
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
        className={styles.trigger}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="bell" size="m" />
        {count > 0 && (
          <span className={styles.count} aria-hidden="true" data-testid="bell-count">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {/* Announces changes of the count without moving focus. */}
      <span className="visually-hidden" aria-live="polite" role="status">
        {count > 0 ? `${count} new notifications` : ''}
      </span>
      {open && <BellDropdown id={panelId} role={role} count={count} onClose={close} />}
    </div>
  );
}
