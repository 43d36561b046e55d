import { and, asc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { companies, companyGroups } from '@/server/db/schema/index';
import { pageWithTotal, paged } from '@/server/db/paging';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const membersCount = sql<number>`(select count(*)::int from ${companies} where ${companies.groupId} =
  ${companyGroups.id})`;

const listColumns = {
  group: companyGroups,
  lead: { id: companies.id, name: companies.name, uuid: companies.uuid },
  companiesCount: membersCount,
};

export type GroupListRow = {
  group: typeof companyGroups.$inferSelect;
  lead: { id: number; name: string; uuid: string } | null;
  companiesCount: number;
};

export async function listGroups(db: Db, filter: { search?: string; page: number; perPage: number }) {
  const where = filter.search ? ilike(companyGroups.name, likePattern(filter.search)) : undefined;
  const { rows, totalCount } = await pageWithTotal(
    db,
    paged(
      db
        .select(listColumns)
        .from(companyGroups)
        .leftJoin(companies, eq(companies.id, companyGroups.leadCompanyId))
        .where(where)
        .orderBy(asc(companyGroups.name), asc(companyGroups.id)),
      filter,
    ),
    companyGroups,
    where,
  );
  return { rows: rows as GroupListRow[], totalCount };
}

export async function getGroup(db: Db, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(companyGroups)
    .leftJoin(companies, eq(companies.id, companyGroups.leadCompanyId))
    .where(eq(companyGroups.id, id));
  if (!row) return null;
  const members = await db
    .select({
      id: companies.id,
      uuid: companies.uuid,
      name: companies.name,
      status: companies.status,
      segment: companies.segment,
      isBlocked: companies.isBlocked,
    })
    .from(companies)
    .where(eq(companies.groupId, id))
    .orderBy(asc(companies.name), asc(companies.id));
  return { ...(row as GroupListRow), members };
}

/** The group's row, locked until the transaction ends: changes to one group go one at a time. */
export async function lockGroup(db: Db, id: number) {
  const [row] = await db.select().from(companyGroups).where(eq(companyGroups.id, id)).for('update');
  return row ?? null;
}

/** Whether another group has this name, ignoring case. */
export async function groupNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: companyGroups.id })
    .from(companyGroups)
    .where(sql`lower(${companyGroups.name}) = lower(${name})`);
  return rows.some((r) => r.id !== exceptId);
}

/**
 * The companies, locked until the transaction ends. Every change of membership locks its companies in id
 * order (here and in releaseCompanies), so two transactions never wait on each other in a cycle.
 */
export async function lockCompanies(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: companies.id, name: companies.name, groupId: companies.groupId })
    .from(companies)
    .where(inArray(companies.id, ids))
    .orderBy(asc(companies.id))
    .for('update');
}

export async function insertGroup(db: Db, input: { name: string; leadCompanyId: number | null; now: Date }) {
  const [row] = await db
    .insert(companyGroups)
    .values({ name: input.name, leadCompanyId: input.leadCompanyId, createdAt: input.now, updatedAt: input.now })
    .returning();
  return row!;
}

export async function updateGroupRow(
  db: Db,
  id: number,
  changes: { name?: string; leadCompanyId?: number | null; updatedAt: Date },
) {
  await db.update(companyGroups).set(changes).where(eq(companyGroups.id, id));
}

export async function deleteGroupRow(db: Db, id: number) {
  await db.delete(companyGroups).where(eq(companyGroups.id, id));
}

/**
 * Puts the companies that are in no group into this one and answers their ids. The condition is checked
 * by the UPDATE itself, row by row (and the rows are locked by lockCompanies before): of two transactions
 * claiming the same company, the second waits for the first and then finds it taken, so a company never
 * lands in two groups.
 */
export async function claimCompanies(db: Db, groupId: number, ids: number[], now: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(companies)
    .set({ groupId, updatedAt: now })
    .where(and(inArray(companies.id, ids), isNull(companies.groupId)))
    .returning({ id: companies.id });
  return rows.map((r) => r.id);
}

/** Takes companies out of this group; answers the ids that were in it. */
export async function releaseCompanies(db: Db, groupId: number, ids: number[] | 'all', now: Date): Promise<number[]> {
  const inGroup = and(eq(companies.groupId, groupId), ids === 'all' ? undefined : inArray(companies.id, ids));
  await db.select({ id: companies.id }).from(companies).where(inGroup).orderBy(asc(companies.id)).for('no key update');
  const rows = await db
    .update(companies)
    .set({ groupId: null, updatedAt: now })
    .where(inGroup)
    .returning({ id: companies.id });
  return rows.map((r) => r.id);
}

export async function memberIds(db: Db, groupId: number): Promise<number[]> {
  const rows = await db.select({ id: companies.id }).from(companies).where(eq(companies.groupId, groupId));
  return rows.map((r) => r.id);
}
