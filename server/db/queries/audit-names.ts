import { inArray } from 'drizzle-orm';
import { auditRefKey, type AuditRefKind } from '@/src/contracts/audit-fields';
import type { Db } from '@/server/db/client';
import {
  accounts,
  cardProviders,
  cards,
  companies,
  companyGroups,
  legalEntities,
  tariffScales,
  users,
} from '@/server/db/schema/index';

/** The kinds whose name is their row's own `name` column. */
const NAME_COLUMN_TABLES = {
  company: companies,
  tariffScale: tariffScales,
  account: accounts,
  legalEntity: legalEntities,
  provider: cardProviders,
  group: companyGroups,
} satisfies Partial<Record<AuditRefKind, unknown>>;
type NameColumnTable = (typeof NAME_COLUMN_TABLES)[keyof typeof NAME_COLUMN_TABLES];

/**
 * The names of the ids a page of audit entries mentions (people, companies, scales, accounts…), one read
 * per kind, as `names` keyed "kind:id". An id whose row is gone has no name: the page says so.
 */
export async function auditNames(db: Db, ids: Map<AuditRefKind, Set<number>>): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  const of = (kind: AuditRefKind) => [...(ids.get(kind) ?? [])];
  const put = (kind: AuditRefKind, rows: { id: number; name: string }[]) => {
    for (const row of rows) names[auditRefKey(kind, row.id)] = row.name;
  };
  const reads: Promise<void>[] = [];
  const read = (kind: AuditRefKind, query: (list: number[]) => Promise<{ id: number; name: string }[]>) => {
    const list = of(kind);
    if (list.length > 0) reads.push(query(list).then((rows) => put(kind, rows)));
  };
  read('user', async (list) =>
    (
      await db
        .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
        .from(users)
        .where(inArray(users.id, list))
    ).map((u) => ({ id: u.id, name: [u.first, u.last].filter(Boolean).join(' ') || u.email })),
  );
  for (const [kind, table] of Object.entries(NAME_COLUMN_TABLES) as [AuditRefKind, NameColumnTable][]) {
    read(kind, (list) => db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, list)));
  }
  read('card', async (list) =>
    (
      await db.select({ id: cards.id, name: cards.name, last4: cards.last4 }).from(cards).where(inArray(cards.id, list))
    ).map((card) => ({ id: card.id, name: `${card.name} ·${card.last4}` })),
  );
  await Promise.all(reads);
  return names;
}
