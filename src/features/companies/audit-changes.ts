import type { AuditEntry } from '@/src/contracts/audit';

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** An audited value as a short text: nothing is "—", booleans read Yes/No, objects as compact JSON. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** The fields an entry changed, before → after, in the order the server wrote them; unchanged ones left out. */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({ field, before: auditValueText(before[field]), after: auditValueText(after[field]) }))
    .filter((change) => change.before !== change.after);
}
