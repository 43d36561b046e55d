import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/src/components/ui/confirm-dialog';

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

/** A company decision (block, freeze, a team member's status…) with the copy its caller gives. */
export function ConfirmDecisionDialog({ copy, busy, onConfirm, onClose }: ConfirmDecisionDialogProps) {
  return (
    <ConfirmDialog
      title={copy.title}
      confirm={copy.confirm}
      danger={copy.danger}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {copy.says}
    </ConfirmDialog>
  );
}
