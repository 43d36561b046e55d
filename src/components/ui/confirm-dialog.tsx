import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './confirm-dialog.module.css';
import { Modal, type ModalProps } from './modal';
import blocks from '@/src/components/ui/page-blocks.module.css';
import { OnlineOnlyButton } from './online-only';

export interface ConfirmDialogProps {
  title: string;
  /** What it is done to, under the title (an article's title, say). */
  subtitle?: ReactNode;
  size?: ModalProps['size'];
  /** The confirming button's label: the action itself ("Block", "Delete group"), never "OK". */
  confirm: string;
  /** A red confirming button for what takes something away. */
  danger?: boolean;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  busy: boolean;
  /** The server's refusal, shown where the person acted. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * UI.md: an action that cannot be undone, or that others feel, confirms first and says exactly what will
 * happen. While `busy`, Cancel is disabled and a stray click beside the dialog does not close it.
 */
export function ConfirmDialog({
  title,
  subtitle,
  size,
  confirm,
  danger = false,
  children,
  busy,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      subtitle={subtitle}
      size={size}
      closeByButtonOnly={busy}
      footer={
        <>
          <Button appearance="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <OnlineOnlyButton appearance={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirm}
          </OnlineOnlyButton>
        </>
      }
    >
      <div className={styles.body}>
        {children}
        {error ? (
          <p role="alert" className={blocks.error}>
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}

/** What a confirmation says, as data: a caller choosing among several decisions keeps a table of these. */
export interface ConfirmCopy {
  title: string;
  confirm: string;
  says: ReactNode;
  danger?: boolean;
}

/** A confirmation whose words come as one ConfirmCopy (block, freeze, a user's status…). */
export function ConfirmCopyDialog({
  copy,
  ...rest
}: { copy: ConfirmCopy } & Pick<ConfirmDialogProps, 'busy' | 'onConfirm' | 'onClose'>) {
  return (
    <ConfirmDialog title={copy.title} confirm={copy.confirm} danger={copy.danger} {...rest}>
      {copy.says}
    </ConfirmDialog>
  );
}
