import { desc, eq } from 'drizzle-orm';
import type { AuditAction } from '@/src/contracts/audit';
import type { Db } from '@/server/db/client';
import { auditLog, users } from '@/server/db/schema/index';
import { paged, pageWithTotal } from '@/server/db/paging';

export interface AuditRecord {
  actorId: number | null;
  actorRole: number | null;
  action: AuditAction;
  /** `setting`: a platform-wide setting, its row's id as entityId and no company. */
  entityType: 'company' | 'user' | 'group' | 'setting';
  entityId: number;
  companyId: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ip: string | null;
}

/** An IP address PostgreSQL's inet accepts, or null (tests and proxies may give odd values). */
const IP = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]+)$/i;

/** Appends one record; call it inside the transaction that makes the change, so both land or neither. */
export async function appendAudit(db: Db, record: AuditRecord) {
  await db.insert(auditLog).values({
    ...record,
    before: record.before ?? null,
    after: record.after ?? null,
    ip: record.ip && IP.test(record.ip) ? record.ip : null,
  });
}

/** Who made a change, as the log names them (no one for a change the system made). */
const actorColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
};

export async function listCompanyAudit(db: Db, companyId: number, page: { page: number; perPage: number }) {
  const where = eq(auditLog.companyId, companyId);
  const rows = db
    .select({ entry: auditLog, actor: actorColumns })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  return pageWithTotal(db, paged(rows, page), auditLog, where);
}
