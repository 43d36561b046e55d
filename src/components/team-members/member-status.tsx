import { USER_STATUS, USER_STATUS_LABEL } from '@/src/contracts/users';
import { StatusPill, type StatusTone } from '@/src/components/ui/status-pill';

/** What an invitee who has not set a password yet is shown as, whatever their stored status. */
export const INVITATION_SENT = 'Invitation sent';

export type MemberStatusTone = 'active' | 'paused' | 'closed' | 'invited';

/** The tone of a user's status: an open invitation outranks the stored status, which is active meanwhile. */
export function memberStatusTone(status: number, isInvitePending = false): MemberStatusTone {
  if (status === USER_STATUS.closed) return 'closed';
  if (isInvitePending) return 'invited';
  return status === USER_STATUS.paused ? 'paused' : 'active';
}

/** The words of the badge: the server's description, or the portal's label for the status value. */
export function memberStatusLabel(status: { value: number; description?: string }, isInvitePending = false): string {
  if (memberStatusTone(status.value, isInvitePending) === 'invited') return INVITATION_SENT;
  return status.description || USER_STATUS_LABEL[status.value] || String(status.value);
}

const PILL_TONE: Record<MemberStatusTone, StatusTone> = {
  active: 'success',
  paused: 'warning',
  closed: 'danger',
  invited: 'accent',
};

/** A user's status as a soft pill; the words carry the meaning, the colour only repeats it. */
export function MemberStatusBadge({
  status,
  isInvitePending = false,
}: {
  status: { value: number; description?: string };
  isInvitePending?: boolean;
}) {
  return (
    <StatusPill tone={PILL_TONE[memberStatusTone(status.value, isInvitePending)]}>
      {memberStatusLabel(status, isInvitePending)}
    </StatusPill>
  );
}
