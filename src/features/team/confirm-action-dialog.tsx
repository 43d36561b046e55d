import type { ReactNode } from 'react';
import { ConfirmCopyDialog } from '@/src/components/ui/confirm-dialog';
import type { StatusAction } from './mutations';

const COPY: Record<
  StatusAction,
  { title: string; confirm: string; danger: boolean; says: (who: ReactNode) => ReactNode }
> = {
  block: {
    title: 'Block this user?',
    confirm: 'Block',
    danger: true,
    says: (who) => (
      <>{who} is paused: every session they have ends at once and they cannot sign in until they are unblocked.</>
    ),
  },
  unblock: {
    title: 'Unblock this user?',
    confirm: 'Unblock',
    danger: false,
    says: (who) => <>{who} becomes active again and can sign in.</>,
  },
  resetSessions: {
    title: 'Reset sessions?',
    confirm: 'Reset sessions',
    danger: false,
    says: (who) => (
      <>Every session of {who} ends: they are signed out on all devices and stay active, so they can sign in again.</>
    ),
  },
  delete: {
    title: 'Delete this user?',
    confirm: 'Delete',
    danger: true,
    says: (who) => (
      <>
        {who} is closed: they are signed out and can no longer sign in. Their cards will be closed. This cannot be
        undone.
      </>
    ),
  },
};

interface ConfirmActionDialogProps {
  action: StatusAction;
  /** The user's name or e-mail, as the person knows them. */
  who: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The user-status actions of the user page, each saying what it does to that person. */
export function ConfirmActionDialog({ action, who, busy, onConfirm, onClose }: ConfirmActionDialogProps) {
  const { says, ...copy } = COPY[action];
  return (
    <ConfirmCopyDialog
      copy={{ ...copy, says: <p>{says(<strong>{who}</strong>)}</p> }}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
