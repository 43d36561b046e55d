import { Button } from '@/src/components/ui/button';
import { Popper } from '@/src/components/ui/popper';
import type { UserAction } from './user-actions';
import styles from './user-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';
import { needsServerMark, OfflineReason, OnlineOnlyButton, useOnlineAction } from '@/src/components/ui/online-only';
import { useId } from 'react';

export const ACTION_LABEL: Record<UserAction, string> = {
  edit: 'Edit',
  block: 'Block',
  unblock: 'Unblock',
  resetSessions: 'Reset sessions',
  delete: 'Delete',
};

interface UserActionBarProps {
  menu: UserAction[];
  buttons: UserAction[];
  onChoose: (action: UserAction) => void;
}

/** The edit/block menu of an active user, or the plain buttons a paused user gets instead (spec 4). */
export function UserActionBar({ menu, buttons, onChoose }: UserActionBarProps) {
  const { online } = useOnlineAction();
  const reasonId = useId();
  if (menu.length === 0 && buttons.length === 0) return null;
  return (
    <div className={blocks.wrapRow}>
      {menu.length > 0 && <OfflineReason id={reasonId} />}
      {buttons.map((action) => (
        <OnlineOnlyButton
          key={action}
          appearance={action === 'delete' ? 'danger' : 'primary'}
          onClick={() => onChoose(action)}
        >
          {ACTION_LABEL[action]}
        </OnlineOnlyButton>
      ))}
      {menu.length > 0 && (
        <Popper
          trigger={
            <Button
              appearance="secondary"
              disabled={!online}
              aria-describedby={online ? undefined : reasonId}
              {...needsServerMark}
            >
              Actions
            </Button>
          }
          label="User actions"
          placement="bottom-end"
        >
          {({ close }) => (
            <div className={styles.menu}>
              {menu.map((action) => (
                <button
                  key={action}
                  type="button"
                  className={styles.menuItem}
                  data-danger={action === 'delete' || undefined}
                  onClick={() => {
                    close();
                    onChoose(action);
                  }}
                >
                  {ACTION_LABEL[action]}
                </button>
              ))}
            </div>
          )}
        </Popper>
      )}
    </div>
  );
}
