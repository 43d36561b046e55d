import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/src/components/ui/confirm-dialog';
import { TextInput } from '@/src/components/ui/text-input';
import { CONFIRM_USER_TTL_HOURS, type CompanyInvitation } from '@/src/contracts/onboarding';
import type { InvitationDecision } from './queries';

const COPY: Record<InvitationDecision, { title: string; confirm: string; says: (email: ReactNode) => ReactNode }> = {
  approve: {
    title: 'Approve this registration?',
    confirm: 'Approve',
    says: (email) => (
      <>
        This creates the company, its owner {email} (company owner) and the company&apos;s four transit accounts (EUR,
        USD, USDT, USDC), then e-mails the owner a link to set a password, valid for {CONFIRM_USER_TTL_HOURS} hours.
      </>
    ),
  },
  decline: {
    title: 'Decline this registration?',
    confirm: 'Decline',
    says: (email) => <>The request of {email} is declined and they are told so by e-mail. This cannot be undone.</>,
  },
  resend: {
    title: 'Send the e-mail again?',
    confirm: 'Send e-mail',
    says: (email) => (
      <>
        {email} gets a new link to set a password, valid for {CONFIRM_USER_TTL_HOURS} hours. Links sent earlier stop
        working.
      </>
    ),
  },
};

interface DecisionDialogProps {
  invitation: CompanyInvitation;
  decision: InvitationDecision;
  busy: boolean;
  onConfirm: (companyName: string | undefined) => void;
  onClose: () => void;
}

/** UI.md: a decision confirms first and says exactly what will happen. */
export function DecisionDialog({ invitation, decision, busy, onConfirm, onClose }: DecisionDialogProps) {
  const [companyName, setCompanyName] = useState('');
  const copy = COPY[decision];
  const confirm = () => onConfirm(companyName.trim() || undefined);
  return (
    <ConfirmDialog
      title={copy.title}
      confirm={copy.confirm}
      danger={decision === 'decline'}
      busy={busy}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>{copy.says(<strong>{invitation.email}</strong>)}</p>
      {decision === 'approve' && (
        // A form of its own so that Enter in the name approves, as the button does (once: not while busy).
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) confirm();
          }}
        >
          <TextInput
            label="Company name"
            value={companyName}
            onValueChange={setCompanyName}
            limit={255}
            caption="Optional: the owner's e-mail is used until someone renames it."
          />
        </form>
      )}
    </ConfirmDialog>
  );
}
