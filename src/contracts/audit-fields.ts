/*
 * The audit log's fields in the UI's words: one map of field → label and kind, read by the server (which ids
 * it names: people, companies, scales…) and by the PWA (how a value is written). Plain code, no schema library.
 */

/** How a field's value is written; the *Ref kinds are ids the server names in the entry's `names`. */
export type AuditFieldKind =
  | 'text'
  | 'percent'
  | 'yesNo'
  | 'count'
  | 'segment'
  | 'role'
  | 'status'
  | 'permissions'
  | 'userRef'
  | 'userRefs'
  | 'companyRef'
  | 'companyRefs'
  | 'tariffScaleRef'
  | 'accountRef'
  | 'legalEntityRef'
  | 'providerRef'
  | 'groupRef'
  | 'cardRefs'
  | 'details';

export interface AuditField {
  label: string;
  kind: AuditFieldKind;
}

const field = (label: string, kind: AuditFieldKind = 'text'): AuditField => ({ label, kind });

export const AUDIT_FIELDS: Record<string, AuditField> = {
  // company
  name: field('Name'),
  legalEntityId: field('Legal entity', 'legalEntityRef'),
  segment: field('Segment', 'segment'),
  externalId: field('External ID'),
  isGoogleMerchantRestrict: field('Google merchants restricted', 'yesNo'),
  isTwitterMerchantRestrict: field('Twitter merchants restricted', 'yesNo'),
  incomeFee: field('Income fee', 'percent'),
  conversionFee: field('Conversion fee', 'percent'),
  autoUpdateConversionFee: field('Conversion fee updated automatically', 'yesNo'),
  autoUpdateCardCount: field('Card limit updated automatically', 'yesNo'),
  isWireTopUpEnabled: field('Wire top-up', 'yesNo'),
  cardsTotalAvailableCount: field('Cards total', 'count'),
  cardsAvailableCount: field('Cards available', 'count'),
  isBlocked: field('Blocked', 'yesNo'),
  status: field('Status', 'status'),
  ownerId: field('Owner', 'userRef'),
  invitationId: field('Registration request', 'count'),
  // people
  email: field('E-mail'),
  firstName: field('First name'),
  lastName: field('Last name'),
  phone: field('Phone'),
  teamName: field('Team name'),
  role: field('Role', 'role'),
  teamLeadId: field('Team lead', 'userRef'),
  canSeeBalance: field('Sees the balance', 'yesNo'),
  permissions: field('Rights', 'permissions'),
  detachedMemberIds: field('Members left without a team lead', 'userRefs'),
  closedCardIds: field('Cards closed', 'cardRefs'),
  limits: field('Spend limits', 'details'),
  spendLimit: field('Spend limit', 'details'),
  // groups
  groupId: field('Group', 'groupRef'),
  groupName: field('Group'),
  isGroupLead: field('Group lead', 'yesNo'),
  leadCompanyId: field('Lead company', 'companyRef'),
  companyIds: field('Companies', 'companyRefs'),
  // money
  binSets: field('BIN sets', 'details'),
  accountId: field('BIN account', 'accountRef'),
  binAccountId: field('BIN account', 'accountRef'),
  tariffScaleId: field('Tariff scale', 'tariffScaleRef'),
  providerId: field('Card provider', 'providerRef'),
  autoUpdate: field('Follows the company or provider scale', 'yesNo'),
  ruleId: field('Auto top-up rule', 'count'),
  percent: field('Fee', 'percent'),
  currency: field('Currency'),
  amount: field('Amount'),
  links: field('Links', 'details'),
};

/** The *Ref kinds and the key prefix of their names in an entry's `names` ("user:9" → "Ann Lee"). */
export const AUDIT_REF_KIND = {
  userRef: 'user',
  userRefs: 'user',
  companyRef: 'company',
  companyRefs: 'company',
  tariffScaleRef: 'tariffScale',
  accountRef: 'account',
  legalEntityRef: 'legalEntity',
  providerRef: 'provider',
  groupRef: 'group',
  cardRefs: 'card',
} as const satisfies Partial<Record<AuditFieldKind, string>>;
export type AuditRefKind = (typeof AUDIT_REF_KIND)[keyof typeof AUDIT_REF_KIND];

export const auditRefKey = (kind: AuditRefKind, id: number) => `${kind}:${id}`;

/** The ids an entry's values name, by kind: what the server looks up once for a page of entries. */
export function auditRefIds(values: Record<string, unknown>[]): Map<AuditRefKind, Set<number>> {
  const ids = new Map<AuditRefKind, Set<number>>();
  for (const record of values)
    for (const [name, value] of Object.entries(record)) {
      const kind = AUDIT_FIELDS[name]?.kind;
      const ref = kind && kind in AUDIT_REF_KIND ? AUDIT_REF_KIND[kind as keyof typeof AUDIT_REF_KIND] : null;
      if (!ref) continue;
      const set = ids.get(ref) ?? new Set<number>();
      for (const id of Array.isArray(value) ? value : [value])
        if (typeof id === 'number' && Number.isInteger(id) && id > 0) set.add(id);
      ids.set(ref, set);
    }
  return ids;
}
