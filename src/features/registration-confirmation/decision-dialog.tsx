import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/src/components/ui/button';
import { Modal } from '@/src/components/ui/modal';
import { TextInput } from '@/src/components/ui/text-input';
import { CONFIRM_USER_TTL_HOURS, type CompanyInvitation } from '@/src/contracts/onboarding';
import type { InvitationDecision } from './queries';
import styles from './registration-confirmation-page.module.css';

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
  const formId = useId();
  const [companyName, setCompanyName] = useState('');
  const copy = COPY[decision];
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
          <Button type="submit" form={formId} appearance={decision === 'decline' ? 'danger' : 'primary'} loading={busy}>
            {copy.confirm}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.dialogBody}
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(companyName.trim() || undefined);
        }}
      >
        <p>{copy.says(<strong>{invitation.email}</strong>)}</p>
        {decision === 'approve' && (
          <TextInput
            label="Company name"
            value={companyName}
            onValueChange={setCompanyName}
            limit={255}
            caption="Optional: the owner's e-mail is used until someone renames it."
          />
        )}
      </form>
    </Modal>
  );
}
