import { None } from '@/src/components/ui/cells';
import { actionsColumn, createdColumn } from '@/src/components/table-columns/common-columns';
import { CompanyLink } from '@/src/components/companies/company-link';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import { StatusPill, type StatusTone } from '@/src/components/ui/status-pill';
import type { TableColumn } from '@/src/components/ui/table';
import type { CompanyInvitation, InvitationStatusKey } from '@/src/contracts/onboarding';
import type { InvitationDecision } from './queries';
import styles from './registration-confirmation-page.module.css';

const STATUS_TONE: Record<InvitationStatusKey, StatusTone> = {
  pending: 'warning',
  approved: 'success',
  declined: 'danger',
};

/** Spec 3 "Company invitation": email, telegram, referral name, status, provider, createdAt; and the actions. */
export function invitationColumns({
  onDecide,
  offlineReasonId,
}: {
  onDecide: (invitation: CompanyInvitation, decision: InvitationDecision) => void;
  /** The page's one "you are offline" line, which every row's decision buttons point to while offline. */
  offlineReasonId: string;
}): TableColumn<CompanyInvitation>[] {
  return [
    { id: 'email', header: 'E-mail', cell: (row) => row.email },
    {
      id: 'telegram',
      header: 'Telegram',
      cell: (row) => (
        <span className={styles.telegram}>
          {row.telegram}
          {row.telegramLinked ? <span className={styles.linked}>bot linked</span> : null}
        </span>
      ),
    },
    { id: 'referral', header: 'Referral', cell: (row) => row.referralName ?? <None /> },
    {
      id: 'status',
      header: 'Status',
      priority: 'key',
      cell: (row) => <StatusPill tone={STATUS_TONE[row.status.key]}>{row.status.description}</StatusPill>,
    },
    { id: 'provider', header: 'Provider', cell: (row) => row.provider ?? <None /> },
    createdColumn(),
    actionsColumn((row) => (
      <InvitationActions invitation={row} onDecide={onDecide} offlineReasonId={offlineReasonId} />
    )),
  ];
}

/** Spec 6: approve and decline a pending request; open the company and e-mail the owner once approved. */
function InvitationActions({
  invitation,
  onDecide,
  offlineReasonId,
}: {
  invitation: CompanyInvitation;
  onDecide: (invitation: CompanyInvitation, decision: InvitationDecision) => void;
  offlineReasonId: string;
}) {
  const who = invitation.email;
  if (invitation.status.key === 'pending') {
    return (
      <span className={styles.actions}>
        <OnlineOnlyButton
          mode="row"
          aria-label={`Approve ${who}`}
          reasonId={offlineReasonId}
          onClick={() => onDecide(invitation, 'approve')}
        >
          Approve
        </OnlineOnlyButton>
        <OnlineOnlyButton
          mode="row"
          appearance="secondary"
          aria-label={`Decline ${who}`}
          reasonId={offlineReasonId}
          onClick={() => onDecide(invitation, 'decline')}
        >
          Decline
        </OnlineOnlyButton>
      </span>
    );
  }
  if (invitation.status.key === 'approved' && invitation.companyId !== null) {
    return (
      <span className={styles.actions}>
        <CompanyLink id={invitation.companyId} label={`Open company settings of ${who}`}>
          Open company settings
        </CompanyLink>
        {invitation.awaitingPassword && (
          <OnlineOnlyButton
            mode="row"
            appearance="ghost"
            aria-label={`Send e-mail again to ${who}`}
            reasonId={offlineReasonId}
            onClick={() => onDecide(invitation, 'resend')}
          >
            Send e-mail again
          </OnlineOnlyButton>
        )}
      </span>
    );
  }
  return <None />;
}
