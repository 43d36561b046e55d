import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { can, canReach } from '@/src/contracts/access';
import type { CurrentUser } from '@/src/contracts/users';
import { roleOf } from '@/src/lib/current-user';
import { useInstallPrompt } from '@/src/lib/install-prompt';
import { logout } from '@/src/lib/session';
import { Icon, type IconName } from '@/src/components/ui/icon';
import { usePopupButton } from '@/src/components/ui/use-popup-button';
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
  const menu = usePopupButton();
  const [telegramOpen, setTelegramOpen] = useState(false);
  const [uploadOpen, setUploadOpen] = useState(false);
  const role = roleOf(user);
  const { canInstall, install } = useInstallPrompt();
  /** A menu item's action: the menu closes first. */
  const closeThen = (act: () => void) => () => {
    menu.close();
    act();
  };

  const name = personLabel(user);
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();

  return (
    <div className={styles.root} ref={menu.rootRef}>
      <button {...menu.trigger} className={styles.trigger} aria-haspopup="menu">
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
        <span className={styles.name}>{name}</span>
      </button>
      {menu.open && (
        <div id={menu.popupId} role="menu" className={styles.menu} aria-label="User menu">
          <div className={styles.who}>
            <strong>{name}</strong>
            <span>{user.roles[0]?.role.description}</span>
          </div>
          {role !== undefined && canReach(role, 'settings') && (
            <Link role="menuitem" to="/settings" className={styles.item} onClick={menu.close}>
              <Icon name="settings" size="s" /> Settings
            </Link>
          )}
          {role !== undefined && can(role, 'telegram.link') && (
            <MenuButton icon="telegram" onClick={closeThen(() => setTelegramOpen(true))}>
              Telegram bot code
            </MenuButton>
          )}
          {role !== undefined && can(role, 'profile.uploadDecline') && (
            <MenuButton icon="upload" onClick={closeThen(() => setUploadOpen(true))}>
              Upload decline for refunds
            </MenuButton>
          )}
          {canInstall && (
            <MenuButton icon="plus" onClick={closeThen(() => void install())}>
              Install app
            </MenuButton>
          )}
          <MenuButton icon="logout" onClick={closeThen(() => void logout())}>
            Logout
          </MenuButton>
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

/** One of the menu's buttons: an icon, then what it does. */
function MenuButton({ icon, onClick, children }: { icon: IconName; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" role="menuitem" className={styles.item} onClick={onClick}>
      <Icon name={icon} size="s" /> {children}
    </button>
  );
}
