import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import styles from './company-page.module.css';

export interface ConfirmCopy {
  title: string;
  confirm: string;
  says: ReactNode;
  danger?: boolean;
}

interface ConfirmDecisionDialogProps {
  copy: ConfirmCopy;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** UI.md: a destructive action confirms first and says exactly what will happen. */
export function ConfirmDecisionDialog({ copy, busy, onConfirm, onClose }: ConfirmDecisionDialogProps) {
  return (
    <Modal
      open
      onClose={onClose}
      title={copy.title}
      closeByButtonOnly={busy}
      footer={
        <>
          <Button appearance="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button appearance={copy.danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {copy.confirm}
          </Button>
        </>
      }
    >
      <div className={styles.dialogBody}>{copy.says}</div>
    </Modal>
  );
}
