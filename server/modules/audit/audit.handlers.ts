import { AUDIT_ACTION_LABEL, type auditEndpoints, type AuditEntry } from '@/src/contracts/audit';
import { auditRefIds, auditRefKey } from '@/src/contracts/audit-fields';
import { listCompanyAudit } from '@/server/db/queries/audit';
import { auditNames } from '@/server/db/queries/audit-names';
import { getCompanyRow } from '@/server/db/queries/companies';
import { notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { pageMeta } from '@/server/db/paging';
import { specDate } from '@/server/lib/spec-date';

type Row = Awaited<ReturnType<typeof listCompanyAudit>>['rows'][number];

const asRecord = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const toEntry = ({ entry, actor }: Row, names: Record<string, string>): AuditEntry => ({
  id: entry.id,
  action: {
    value: entry.action,
    description: AUDIT_ACTION_LABEL[entry.action as keyof typeof AUDIT_ACTION_LABEL] ?? entry.action,
  },
  entityType: entry.entityType,
  entityId: entry.entityId,
  // The log outlives its actors: a row whose user is gone keeps its role but shows no person.
  actor: actor && { ...actor },
  before: asRecord(entry.before),
  after: asRecord(entry.after),
  ip: entry.ip,
  createdAt: specDate(entry.createdAt),
  names: namesOf(names, [asRecord(entry.before), asRecord(entry.after)]),
});

/** The names one entry needs, out of the page's. */
function namesOf(all: Record<string, string>, values: (Record<string, unknown> | null)[]) {
  const own: Record<string, string> = {};
  for (const [kind, ids] of auditRefIds(values.filter((v) => v !== null)))
    for (const id of ids) {
      const name = all[auditRefKey(kind, id)];
      if (name !== undefined) own[auditRefKey(kind, id)] = name;
    }
  return own;
}

/** Read-only by design: the registry has no endpoint that writes or changes the log (migration 0002 forbids it too). */
export const auditHandlers: Handlers<typeof auditEndpoints> = {
  async companyAuditLog({ params, query, c }) {
    const { db } = c.var.deps;
    if (!(await getCompanyRow(db, params.id))) throw notFound();
    const { rows, totalCount } = await listCompanyAudit(db, params.id, query);
    const values = rows.flatMap(({ entry }) => [asRecord(entry.before), asRecord(entry.after)]);
    const names = await auditNames(db, auditRefIds(values.filter((v) => v !== null)));
    return {
      meta: pageMeta(query, totalCount),
      records: rows.map((row) => toEntry(row, names)),
    };
  },
};
