import type { CompanyFull } from '@/src/contracts/companies';
import type { ConfirmCopy } from '@/src/components/ui/confirm-dialog';
import type { CompanyDecision } from './mutations';

/** What each company decision does, said before it is done (UI.md). */
export function companyDecisionCopy(decision: CompanyDecision, company: Pick<CompanyFull, 'name'>): ConfirmCopy {
  const name = <strong>{company.name}</strong>;
  switch (decision) {
    case 'block':
      return {
        title: 'Block this company?',
        confirm: 'Block company',
        danger: true,
        says: <p>Every user of {name} is signed out at once and cannot sign in until the company is unblocked.</p>,
      };
    case 'unblock':
      return {
        title: 'Unblock this company?',
        confirm: 'Unblock company',
        says: <p>The users of {name} can sign in again. Users paused one by one stay paused.</p>,
      };
    case 'resetSessions':
      return {
        title: 'Reset the sessions of this company?',
        confirm: 'Reset sessions',
        danger: true,
        says: <p>Every user of {name} is signed out on every device and has to sign in again.</p>,
      };
    case 'accept':
      return {
        title: 'Accept this company?',
        confirm: 'Accept',
        says: <p>{name} leaves review and is marked accepted.</p>,
      };
    case 'decline':
      return {
        title: 'Decline this company?',
        confirm: 'Decline',
        danger: true,
        says: <p>{name} is declined and blocked: every user of it is signed out at once and cannot sign in.</p>,
      };
  }
}
