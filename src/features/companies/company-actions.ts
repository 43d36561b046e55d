import { can, COMPANY_FIELD_RIGHTS, type ActionRight, type CompanyField } from '@/src/contracts/access';
import { COMPANY_STATUS, type CompanyFull } from '@/src/contracts/companies';

/*
 * Which company-page controls a role sees, derived only from src/contracts/access.ts (never from role numbers):
 * the page renders this list and the e2e matrix walks the same list, so the two cannot drift apart.
 */

export type CompanyActionId =
  'edit' | 'loginAsOwner' | 'accept' | 'decline' | 'editOwner' | 'resetSessions' | 'block' | 'unblock';

export interface CompanyAction {
  id: CompanyActionId;
  right: ActionRight;
  /** The button's visible text, which is also its accessible name. */
  label: string;
  /** Shown only while the company is in this state (e.g. Accept while it is under review). */
  when?: (company: Pick<CompanyFull, 'status' | 'isBlocked'>) => boolean;
}

const underReview = (company: Pick<CompanyFull, 'status'>) => company.status.value === COMPANY_STATUS.review;

export const COMPANY_ACTIONS: readonly CompanyAction[] = [
  { id: 'edit', right: 'company.edit', label: 'Edit company' },
  { id: 'accept', right: 'company.decide', label: 'Accept', when: underReview },
  { id: 'decline', right: 'company.decide', label: 'Decline', when: underReview },
  { id: 'editOwner', right: 'company.editOwner', label: 'Edit owner' },
  { id: 'loginAsOwner', right: 'company.loginAsOwner', label: 'Login as owner' },
  { id: 'resetSessions', right: 'company.resetSession', label: 'Reset sessions' },
  { id: 'block', right: 'company.block', label: 'Block company', when: (company) => !company.isBlocked },
  { id: 'unblock', right: 'company.block', label: 'Unblock company', when: (company) => company.isBlocked },
];

/** The actions this role may take on this company now, in the order the action bar shows them. */
export function companyActionsFor(role: number, company: Pick<CompanyFull, 'status' | 'isBlocked'>): CompanyAction[] {
  return COMPANY_ACTIONS.filter((action) => can(role, action.right) && (action.when?.(company) ?? true));
}

export const COMPANY_FIELDS = Object.keys(COMPANY_FIELD_RIGHTS) as CompanyField[];

/** The fields of the edit dialog this role may change (COMPANY_FIELD_RIGHTS), in the dialog's order. */
export function editableCompanyFields(role: number): CompanyField[] {
  // The endpoint itself needs company.edit; a field right without it could never be used.
  if (!can(role, 'company.edit')) return [];
  return COMPANY_FIELDS.filter((field) => can(role, COMPANY_FIELD_RIGHTS[field]));
}

/** The labels of the edit dialog's fields: the dialog uses them and the e2e matrix looks them up. */
export const COMPANY_FIELD_LABEL: Record<CompanyField, string> = {
  name: 'Company name',
  legalEntityId: 'Legal entity',
  segment: 'Segment',
  externalId: 'External ID',
  isGoogleMerchantRestrict: 'Restrict Google merchants',
  isTwitterMerchantRestrict: 'Restrict Twitter merchants',
  incomeFee: 'Income fee, %',
  conversionFee: 'Conversion fee, %',
  autoUpdateConversionFee: 'Update the conversion fee automatically',
  autoUpdateCardCount: 'Update the card limit automatically',
  isWireTopUpEnabled: 'Wire top-up enabled',
  cardsTotalAvailableCount: 'Cards total',
};

/** The page's sections that depend on a right (beyond reaching the page), by their heading. */
export const COMPANY_SECTIONS: readonly { right: ActionRight; heading: string }[] = [
  { right: 'company.feeHistory', heading: 'Fee history' },
  { right: 'company.audit', heading: 'Audit log' },
  { right: 'company.autoTopUpRules', heading: 'Auto top-up rules' },
];

/** The team rows' actions, each shown only with company.editTeam and only where it changes something. */
export const TEAM_ROW_RIGHT: ActionRight = 'company.editTeam';
