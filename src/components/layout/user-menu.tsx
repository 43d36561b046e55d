import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { can, canReach } from '@/src/contracts/access';
import type { CurrentUser } from '@/src/contracts/users';
import { roleOf } from '@/src/lib/current-user';
import { useInstallPrompt } from '@/src/lib/install-prompt';
import { logout } from '@/src/lib/session';
import { focusLandedNowhere } from '@/src/components/ui/focus';
import { Icon } from '@/src/components/ui/icon';
import { useDismiss } from '@/src/components/ui/use-dismiss';
import styles from './user-menu.module.css';
import { personLabel } from '@/src/lib/people';

// Loaded when first opened: the dialog brings the contracts (and zod) the shell does not otherwise need.
const TelegramCodeDialog = lazy(() =>
  import('./telegram-code-dialog').then((m) => ({ default: m.TelegramCodeDialog })),
);
const UploadDeclineDialog = lazy(() =>
  import('./upload-decline-dialog').then((m) => ({ default: m.UploadDeclineDialog })),
);

/**
 * Spec 2.4: toggles on click; Settings only when the route is allowed; for clients the Telegram-bot
 * authorization code dialog; Upload decline for refunds where allowed (roles 1, 6); Logout.
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const [telegramOpen, setTelegramOpen] = useState(false);
  const [uploadOpen, setUploadOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const role = roleOf(user);
  const { canInstall, install } = useInstallPrompt();

  useDismiss(
    open,
    (target) => rootRef.current?.contains(target) ?? false,
    (by) => {
      setOpen(false);
      if (by === 'escape') {
        triggerRef.current?.focus();
        return;
      }
      // Focus goes back to the button unless the click outside gave it to something else.
      window.setTimeout(() => {
        if (focusLandedNowhere(document.activeElement)) triggerRef.current?.focus({ preventScroll: true });
      });
    },
  );

  const name = personLabel(user);
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
        <span className={styles.name}>{name}</span>
      </button>
      {open && (
        <div id={menuId} role="menu" className={styles.menu} aria-label="User menu">
          <div className={styles.who}>
            <strong>{name}</strong>
            <span>{user.roles[0]?.role.description}</span>
          </div>
          {role !== undefined && canReach(role, 'settings') && (
            <Link role="menuitem" to="/settings" className={styles.item} onClick={() => setOpen(false)}>
              <Icon name="settings" size="s" /> Settings
            </Link>
          )}
          {role !== undefined && can(role, 'telegram.link') && (
            <button
              type="button"
              role="menuitem"
              className={styles.item}
              onClick={() => {
                setOpen(false);
                setTelegramOpen(true);
              }}
            >
              <Icon name="telegram" size="s" /> Telegram bot code
            </button>
          )}
          {role !== undefined && can(role, 'profile.uploadDecline') && (
            <button
              type="button"
              role="menuitem"
              className={styles.item}
              onClick={() => {
                setOpen(false);
                setUploadOpen(true);
              }}
            >
              <Icon name="upload" size="s" /> Upload decline for refunds
            </button>
          )}
          {canInstall && (
            <button
              type="button"
              role="menuitem"
              className={styles.item}
              onClick={() => {
                setOpen(false);
                void install();
              }}
            >
              <Icon name="plus" size="s" /> Install app
            </button>
          )}
          <button
            type="button"
            role="menuitem"
            className={styles.item}
            onClick={async () => {
              setOpen(false);
              await logout();
            }}
          >
            <Icon name="logout" size="s" /> Logout
          </button>
        </div>
      )}
      {telegramOpen && (
        <Suspense fallback={null}>
          <TelegramCodeDialog open onClose={() => setTelegramOpen(false)} />
        </Suspense>
      )}
      {uploadOpen && (
        <Suspense fallback={null}>
          <UploadDeclineDialog open onClose={() => setUploadOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
