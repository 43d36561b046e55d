import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import blocks from '../../components/ui/page-blocks.module.css';
import styles from './groups.module.css';

interface GroupConfirmDialogProps {
  title: string;
  confirm: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  busy: boolean;
  /** The server's refusal (e.g. the lead goes last), shown here so the person reads it where they acted. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** UI.md: destructive actions confirm first and say exactly what will happen. */
export function GroupConfirmDialog({ title, confirm, children, busy, error, onConfirm, onClose }: GroupConfirmDialogProps) {
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      closeByButtonOnly={busy}
      footer={
        <>
          <Button appearance="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button appearance="danger" loading={busy} onClick={onConfirm}>
            {confirm}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <p>{children}</p>
        {error ? (
          <p role="alert" className={blocks.error}>
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
