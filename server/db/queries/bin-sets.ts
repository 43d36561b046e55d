import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { ACCOUNT_TYPE, accounts, binSets, cardProviders, companies, legalEntities } from '@/server/db/schema/index';
import type { Page } from './tariffs';
import { pageWithTotal, paged } from '@/server/db/paging';

/** BIN sets and the BIN accounts they open for companies (spec 3 "BIN set", settings bin-sets). */

export type BinSetRow = typeof binSets.$inferSelect;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const setColumns = {
  set: binSets,
  legalEntity: { id: legalEntities.id, name: legalEntities.name },
  provider: { id: cardProviders.id, key: cardProviders.key, name: cardProviders.name },
};

export type BinSetView = {
  set: BinSetRow;
  legalEntity: { id: number; name: string } | null;
  provider: { id: number; key: string; name: string };
};

const withNames = (db: Db) =>
  db
    .select(setColumns)
    .from(binSets)
    .innerJoin(cardProviders, eq(cardProviders.id, binSets.providerId))
    .leftJoin(legalEntities, eq(legalEntities.id, binSets.legalEntityId));

export async function listBinSets(db: Db, filter: Page & { search?: string }) {
  const where = filter.search
    ? or(ilike(binSets.bin, likePattern(filter.search)), ilike(binSets.name, likePattern(filter.search)))
    : undefined;
  const rows = paged(withNames(db).where(where).orderBy(desc(binSets.createdAt), desc(binSets.id)), filter);
  const list = await pageWithTotal(db, rows, binSets, where);
  return { rows: list.rows as BinSetView[], totalCount: list.totalCount };
}

export async function getBinSet(db: Db, id: number): Promise<BinSetView | null> {
  const [row] = await withNames(db).where(eq(binSets.id, id));
  return (row as BinSetView | undefined) ?? null;
}

export async function binSetsByIds(db: Db, ids: number[]): Promise<BinSetRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(binSets).where(inArray(binSets.id, ids)).orderBy(asc(binSets.id));
}

export async function insertBinSet(db: Db, values: typeof binSets.$inferInsert) {
  const [row] = await db.insert(binSets).values(values).returning({ id: binSets.id });
  return row!.id;
}

export async function updateBinSetRow(db: Db, id: number, changes: Partial<typeof binSets.$inferInsert>) {
  await db.update(binSets).set(changes).where(eq(binSets.id, id));
}

/**
 * Locks every BIN set, in id order: switching the default touches two rows whichever they are, and
 * holding all of them makes concurrent switches go one after the other (the sets are few).
 */
export async function lockAllBinSets(db: Db) {
  return db
    .select({ id: binSets.id, status: binSets.status, isDefaultIssuance: binSets.isDefaultIssuance })
    .from(binSets)
    .orderBy(asc(binSets.id))
    .for('update');
}

export async function makeDefaultIssuance(db: Db, id: number, now: Date) {
  await db
    .update(binSets)
    .set({ isDefaultIssuance: false, updatedAt: now })
    .where(and(eq(binSets.isDefaultIssuance, true), sql`${binSets.id} <> ${id}`));
  await db.update(binSets).set({ isDefaultIssuance: true, updatedAt: now }).where(eq(binSets.id, id));
}

// --- BIN accounts of companies ---

const openBinAccount = and(eq(accounts.type, ACCOUNT_TYPE.bin), isNull(accounts.closedAt));

/** The companies holding the set (an open BIN account for it), by name. */
export async function binSetClientsPage(db: Db, binSetId: number, page: Page) {
  const where = and(openBinAccount, eq(accounts.binSetId, binSetId));
  return pageWithTotal(
    db,
    paged(
      db
        .select({
          id: companies.id,
          uuid: companies.uuid,
          name: companies.name,
          accountId: accounts.id,
          accountName: accounts.name,
          balance: accounts.balance,
          currency: accounts.currency,
        })
        .from(accounts)
        .innerJoin(companies, eq(companies.id, accounts.companyId))
        .where(where)
        .orderBy(asc(companies.name), asc(companies.id)),
      page,
    ),
    accounts,
    where,
  );
}

/** The company's open BIN accounts with their sets. */
export async function companyBinSets(db: Db, companyId: number) {
  const rows = await withNames(db)
    .innerJoin(accounts, and(eq(accounts.binSetId, binSets.id), eq(accounts.companyId, companyId), openBinAccount))
    .orderBy(asc(binSets.bin));
  const accountRows = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      balance: accounts.balance,
      hold: accounts.hold,
      binSetId: accounts.binSetId,
    })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), openBinAccount));
  const byBinSet = new Map(accountRows.map((a) => [a.binSetId, a]));
  return (rows as BinSetView[]).map((row) => ({ ...row, account: byBinSet.get(row.set.id)! }));
}

/** The sets the given companies hold, with how many of them hold each. */
export async function binSetsHeldBy(db: Db, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  const held = await db
    .select({ binSetId: accounts.binSetId, n: sql<number>`count(distinct ${accounts.companyId})::int` })
    .from(accounts)
    .where(and(openBinAccount, inArray(accounts.companyId, companyIds)))
    .groupBy(accounts.binSetId);
  const counts = new Map(held.map((h) => [h.binSetId!, h.n]));
  if (counts.size === 0) return [];
  const sets = (await withNames(db)
    .where(inArray(binSets.id, [...counts.keys()]))
    .orderBy(asc(binSets.bin))) as BinSetView[];
  return sets.map((row) => ({ ...row, companiesCount: counts.get(row.set.id) ?? 0 }));
}

/** Opens the company's BIN account for the set unless one is open; answers the new account's id or null. */
export async function openBinAccountFor(db: Db, companyId: number, set: BinSetRow, now: Date): Promise<number | null> {
  const [row] = await db
    .insert(accounts)
    .values({
      companyId,
      type: ACCOUNT_TYPE.bin,
      currency: set.currency,
      name: `BIN ${set.bin} ${set.currency}`,
      binSetId: set.id,
      serviceFeeAutoUpdate: true,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  return row?.id ?? null;
}

/** The company's open BIN account for the set, locked (its balance decides whether it may close). */
export async function lockOpenBinAccount(db: Db, companyId: number, binSetId: number) {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name, balance: accounts.balance, hold: accounts.hold })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.binSetId, binSetId), openBinAccount))
    .for('update');
  return row ?? null;
}

export async function closeBinAccount(db: Db, accountId: number, now: Date) {
  await db.update(accounts).set({ closedAt: now }).where(eq(accounts.id, accountId));
}
