import type { Context } from 'hono';
import type { Db } from '@/server/db/client';
import { appendAudit, type AuditRecord } from '@/server/db/queries/audit';
import { clientIp } from './client-ip';
import type { AppEnv, AuthContext } from './context';

type Change = Omit<AuditRecord, 'actorId' | 'actorRole' | 'ip'>;

/**
 * Records what the caller just did, from where. Pass the transaction that made the change: the record
 * and the change commit together.
 */
export function audit(db: Db, c: Context<AppEnv>, auth: AuthContext, change: Change) {
  return appendAudit(db, { ...change, actorId: auth.userId, actorRole: auth.role, ip: clientIp(c) });
}

/** Records a change of a platform-wide setting: its row's id, no company, its values before and after. */
export function auditSetting(
  db: Db,
  c: Context<AppEnv>,
  auth: AuthContext,
  change: Pick<Change, 'action' | 'before' | 'after'> & { settingId: number },
) {
  const { settingId, ...rest } = change;
  return audit(db, c, auth, { ...rest, entityType: 'setting', entityId: settingId, companyId: null });
}

/** Only the keys whose values differ, as before/after pairs for the log. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before[key];
    if (JSON.stringify(old) === JSON.stringify(value)) continue;
    was[key] = old instanceof Date ? old.toISOString() : old;
    now[key] = value instanceof Date ? value.toISOString() : value;
  }
  return { before: was, after: now, changed: Object.keys(now).length > 0 };
}
