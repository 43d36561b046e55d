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
  read('company', (list) =>
    db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, list)),
  );
  read('tariffScale', (list) =>
    db
      .select({ id: tariffScales.id, name: tariffScales.name })
      .from(tariffScales)
      .where(inArray(tariffScales.id, list)),
  );
  read('account', (list) =>
    db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(inArray(accounts.id, list)),
  );
  read('legalEntity', (list) =>
    db
      .select({ id: legalEntities.id, name: legalEntities.name })
      .from(legalEntities)
      .where(inArray(legalEntities.id, list)),
  );
  read('provider', (list) =>
    db
      .select({ id: cardProviders.id, name: cardProviders.name })
      .from(cardProviders)
      .where(inArray(cardProviders.id, list)),
  );
  read('group', (list) =>
    db
      .select({ id: companyGroups.id, name: companyGroups.name })
      .from(companyGroups)
      .where(inArray(companyGroups.id, list)),
  );
  read('card', async (list) =>
    (
      await db.select({ id: cards.id, name: cards.name, last4: cards.last4 }).from(cards).where(inArray(cards.id, list))
    ).map((card) => ({ id: card.id, name: `${card.name} ·${card.last4}` })),
  );
  await Promise.all(reads);
  return names;
}
