import { Button } from '@/src/components/ui/button';
import { Popper } from '@/src/components/ui/popper';
import type { UserAction } from './user-actions';
import styles from './user-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

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
  if (menu.length === 0 && buttons.length === 0) return null;
  return (
    <div className={blocks.wrapRow}>
      {buttons.map((action) => (
        <Button key={action} appearance={action === 'delete' ? 'danger' : 'primary'} onClick={() => onChoose(action)}>
          {ACTION_LABEL[action]}
        </Button>
      ))}
      {menu.length > 0 && (
        <Popper trigger={<Button appearance="secondary">Actions</Button>} label="User actions" placement="bottom-end">
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
