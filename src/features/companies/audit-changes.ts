import { ROLE_LABEL, type RoleId } from '@/src/contracts/access';
import type { AuditEntry } from '@/src/contracts/audit';
import {
  AUDIT_FIELDS,
  AUDIT_REF_KIND,
  auditRefKey,
  type AuditField,
  type AuditRefKind,
} from '@/src/contracts/audit-fields';
import { COMPANY_SEGMENT_LABEL, COMPANY_STATUS_LABEL } from '@/src/contracts/companies';
import { USER_STATUS_LABEL } from '@/src/contracts/users';

export interface AuditChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

const PERMISSION_LABEL: Record<string, string> = {
  see_balance: 'See balance',
  top_up: 'Top up',
  transfer_funds: 'Transfer funds',
  admin_withdrawal: 'Withdraw',
  card_issue: 'Issue cards',
};

type Entry = Pick<AuditEntry, 'before' | 'after' | 'entityType'> & { names?: AuditEntry['names'] };

/** A field the map does not know yet, in words: "detachedMemberIds" → "Detached member ids". */
const wordsOf = (field: string) => {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** An audited value as a short text with no meaning attached: nothing is "—", booleans Yes/No. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.length ? value.map(auditValueText).join(', ') : '—';
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => `${AUDIT_FIELDS[key]?.label ?? wordsOf(key)}: ${auditValueText(inner)}`)
    .join(', ');
}

/** A value in the UI's words: a segment's name, a percentage, a person's name rather than their id. */
function valueText(field: AuditField | undefined, value: unknown, entry: Entry): string {
  if (value === null || value === undefined || value === '' || !field) return auditValueText(value);
  const named = (kind: AuditRefKind, id: unknown) =>
    typeof id === 'number' ? (entry.names?.[auditRefKey(kind, id)] ?? `#${id} (no longer exists)`) : auditValueText(id);
  switch (field.kind) {
    case 'percent':
      return `${auditValueText(value)} %`;
    case 'segment':
      return COMPANY_SEGMENT_LABEL[Number(value)] ?? auditValueText(value);
    case 'role':
      return ROLE_LABEL[Number(value) as RoleId]?.description ?? auditValueText(value);
    case 'status': {
      const labels = entry.entityType === 'company' ? COMPANY_STATUS_LABEL : USER_STATUS_LABEL;
      return labels[Number(value)] ?? auditValueText(value);
    }
    case 'permissions':
      return Array.isArray(value) && value.length
        ? value.map((name) => PERMISSION_LABEL[String(name)] ?? String(name)).join(', ')
        : 'None';
    default: {
      const ref = field.kind in AUDIT_REF_KIND ? AUDIT_REF_KIND[field.kind as keyof typeof AUDIT_REF_KIND] : null;
      if (!ref) return auditValueText(value);
      return Array.isArray(value) ? value.map((id) => named(ref, id)).join(', ') || '—' : named(ref, value);
    }
  }
}

/** The fields an entry changed, before → after, labelled and written in the UI's words; unchanged ones left out. */
export function auditChanges(entry: Entry): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((name) => {
      const field = AUDIT_FIELDS[name];
      return {
        field: name,
        label: field?.label ?? wordsOf(name),
        before: valueText(field, before[name], entry),
        after: valueText(field, after[name], entry),
      };
    })
    .filter((change) => change.before !== change.after);
}
