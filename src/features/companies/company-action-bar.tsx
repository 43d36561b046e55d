import { useState } from 'react';
import { OfflineReason, OnlineOnlyButton } from '@/src/components/ui/online-only';
import type { CompanyFull } from '@/src/contracts/companies';
import { companyActionsFor, type CompanyActionId } from './company-actions';
import { companyDecisionCopy } from './company-decision-copy';
import { ConfirmCopyDialog } from '@/src/components/ui/confirm-dialog';
import { EditCompanyDialog } from './edit-company-dialog';
import { EditOwnerDialog } from './edit-owner-dialog';
import { LoginAsOwnerDialog } from './login-as-owner-dialog';
import { useCompanyDecision, type CompanyDecision } from './mutations';
import styles from './company-page.module.css';

const DECISIONS: Partial<Record<CompanyActionId, CompanyDecision>> = {
  accept: 'accept',
  decline: 'decline',
  block: 'block',
  unblock: 'unblock',
  resetSessions: 'resetSessions',
};

/** Every company action ends at the server (a decision, a saved edit, a session as the owner): off offline. */
const OFFLINE_REASON_ID = 'company-actions-offline';

const DANGER = new Set<CompanyActionId>(['block', 'decline']);

/** The company page's actions: exactly those companyActionsFor grants the role (spec 6), each behind its dialog. */
export function CompanyActionBar({ company, role }: { company: CompanyFull; role: number }) {
  const actions = companyActionsFor(role, company);
  const [open, setOpen] = useState<CompanyActionId | null>(null);
  const decision = useCompanyDecision(company.id);
  const close = () => setOpen(null);
  if (actions.length === 0) return null;

  const chosenDecision = open ? DECISIONS[open] : undefined;
  return (
    <div className={styles.actions} role="group" aria-label="Company actions">
      <OfflineReason id={OFFLINE_REASON_ID} />
      {actions.map((action) => (
        <OnlineOnlyButton
          key={action.id}
          className={styles.actionButton}
          appearance={DANGER.has(action.id) ? 'danger' : action.id === 'edit' ? 'primary' : 'secondary'}
          onClick={() => setOpen(action.id)}
          reasonId={OFFLINE_REASON_ID}
        >
          {action.label}
        </OnlineOnlyButton>
      ))}
      {open === 'edit' && <EditCompanyDialog company={company} role={role} onClose={close} />}
      {open === 'editOwner' && <EditOwnerDialog company={company} onClose={close} />}
      {open === 'loginAsOwner' && <LoginAsOwnerDialog company={company} onClose={close} />}
      {chosenDecision && (
        <ConfirmCopyDialog
          copy={companyDecisionCopy(chosenDecision, company)}
          busy={decision.isPending}
          onClose={close}
          // A failure keeps the dialog open; the server's message arrives as a toast.
          onConfirm={() => decision.mutate(chosenDecision, { onSuccess: close })}
        />
      )}
    </div>
  );
}
