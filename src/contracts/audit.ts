import { z } from 'zod';
import { specDate } from './dates';
import { endpoint, idParam, paged, pageQuery } from './endpoint';
import { personNameFields } from './person-name';

/**
 * The audit log: every staff and owner action on companies, users, groups, rights and platform settings (who, what,
 * before, after, when, IP). Read-only through the API: there is no endpoint that changes it.
 */
export const AUDIT_ACTION_LABEL = {
  'company.update': 'Company changed',
  'company.block': 'Company blocked',
  'company.unblock': 'Company unblocked',
  'company.resetSession': 'Company sessions reset',
  'company.accept': 'Company accepted',
  'company.decline': 'Company declined',
  'company.ownerUpdate': 'Owner changed',
  'company.loginAsOwner': 'Signed in as owner',
  'company.create': 'Company created',
  'user.update': 'User changed',
  'user.invite': 'User invited',
  'user.delete': 'User closed',
  'user.block': 'User paused',
  'user.unblock': 'User activated',
  'user.resetSession': 'User sessions reset',
  'user.spendLimits': 'Spend limits changed',
  'group.create': 'Group created',
  'group.update': 'Group changed',
  'group.addCompany': 'Added to group',
  'group.removeCompany': 'Removed from group',
  'group.delete': 'Group deleted',
  // money catalogue
  'company.binSetAdd': 'BIN set added',
  'company.binSetRemove': 'BIN set removed',
  'company.tariffScale': 'Tariff scale changed',
  'company.binAccountServiceFee': 'BIN account service fee changed',
  'company.autoTopUpSave': 'Auto top-up rule saved',
  'company.autoTopUpDelete': 'Auto top-up rule deleted',
  // requests and approvals (issue 24): `after` names the request and the channel it came from
  'request.create': 'Request made',
  'request.approve': 'Request approved',
  'request.decline': 'Request declined',
  'request.cancel': 'Request cancelled',
  'request.expire': 'Request expired',
  'company.requestSettings': 'Approval delegation changed',
  // platform settings
  'settings.transferMinimum': 'Transfer minimum changed',
  'settings.cardFxFee': 'Card FX fee changed',
  'settings.socialLinks': 'Social links changed',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABEL;

export const auditEntry = z.object({
  id: z.number(),
  action: z.object({ value: z.string(), description: z.string() }),
  entityType: z.string(),
  entityId: z.number(),
  actor: z
    .object({
      id: z.number(),
      email: z.string(),
      ...personNameFields,
      role: z.number(),
    })
    .nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: specDate,
  /** The names of the ids its fields hold (audit-fields.ts), keyed "kind:id": "user:9" → "Ann Lee". */
  names: z.record(z.string(), z.string()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const companyAuditLog = endpoint({
  method: 'get',
  path: '/backoffice/company/{id}/audit-log',
  access: 'company.audit',
  summary: 'What staff and the owner did to the company, its users and its group, newest first',
  params: idParam,
  query: z.object({ ...pageQuery }),
  response: paged(auditEntry),
});

export const auditEndpoints = { companyAuditLog };
