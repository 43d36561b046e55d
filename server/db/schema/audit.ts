import { index, inet, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, timestamptzNow } from './columns';

/**
 * Append-only record of every staff and owner action on companies, users, groups and rights: who, what,
 * before, after, when and from where. A database trigger (migration 0002) refuses UPDATE and DELETE, so
 * not even a bug in the API can rewrite it. No foreign keys: the record outlives what it describes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    actorId: integer('actor_id'),
    actorRole: integer('actor_role'),
    /** AUDIT_ACTION of src/contracts/audit.ts, e.g. `company.block`. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    /** The company the action concerns, for the company page's log; null for platform-wide ones. */
    companyId: integer('company_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: inet('ip'),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    index('audit_log_company_idx').on(t.companyId, t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);
