import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';
import {
  accounts,
  binAccountHistory,
  cardProviders,
  companyTariffHistory,
  companyTariffScales,
  providerServiceFeeHistory,
  tariffScaleBands,
  tariffScaleHistory,
  tariffScales,
  users,
} from '@/server/db/schema/index';
import { paged, pageWithTotal } from '@/server/db/paging';

/** Tariff scales with their bands, provider service fees (settings tariff and service-fee tabs). */

export interface BandRow {
  amountFrom: string;
  amountTo: string | null;
  fee: string;
}

export interface Page {
  page: number;
  perPage: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The bands of each scale, lowest first. */
export async function bandsOf(db: Db, scaleIds: number[]): Promise<Map<number, BandRow[]>> {
  const bands = new Map<number, BandRow[]>(scaleIds.map((id) => [id, []]));
  if (scaleIds.length === 0) return bands;
  const rows = await db
    .select({
      scaleId: tariffScaleBands.tariffScaleId,
      amountFrom: tariffScaleBands.amountFrom,
      amountTo: tariffScaleBands.amountTo,
      fee: tariffScaleBands.fee,
    })
    .from(tariffScaleBands)
    .where(inArray(tariffScaleBands.tariffScaleId, scaleIds))
    .orderBy(asc(tariffScaleBands.amountFrom));
  for (const { scaleId, ...band } of rows) bands.get(scaleId)?.push(band);
  return bands;
}

export async function listTariffScales(db: Db, filter: Page & { search?: string }) {
  const where = filter.search ? ilike(tariffScales.name, likePattern(filter.search)) : undefined;
  const { rows, totalCount } = await pageWithTotal(
    db,
    paged(
      db
        .select({ id: tariffScales.id, name: tariffScales.name, minFee: tariffScales.minFee })
        .from(tariffScales)
        .where(where)
        .orderBy(asc(tariffScales.name), asc(tariffScales.id)),
      filter,
    ),
    tariffScales,
    where,
  );
  const bands = await bandsOf(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => ({ ...r, settings: bands.get(r.id) ?? [] })), totalCount };
}

/** One scale with its bands; `lock` holds its row until the transaction ends (edits go one at a time). */
export async function getTariffScale(db: Db, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({ id: tariffScales.id, name: tariffScales.name, minFee: tariffScales.minFee })
    .from(tariffScales)
    .where(eq(tariffScales.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return null;
  return { ...row, settings: (await bandsOf(db, [id])).get(id) ?? [] };
}

export async function tariffScaleNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tariffScales.id })
    .from(tariffScales)
    .where(
      and(
        sql`lower(${tariffScales.name}) = lower(${name})`,
        exceptId ? sql`${tariffScales.id} <> ${exceptId}` : undefined,
      ),
    );
  return Boolean(row);
}

/** One text column of several scales, by id (a scale that is gone has no entry). */
async function scaleColumnById(db: Db, ids: number[], column: 'name' | 'minFee'): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: tariffScales.id, value: tariffScales[column] })
    .from(tariffScales)
    .where(inArray(tariffScales.id, ids));
  return new Map(rows.map((r) => [r.id, r.value]));
}

/** Minimum fees of several scales (decimal strings), by id. */
export const minFeesOf = (db: Db, scaleIds: number[]) => scaleColumnById(db, scaleIds, 'minFee');

export async function insertTariffScale(
  db: Db,
  input: { name: string; minFee: string; settings: BandRow[]; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(tariffScales)
    .values({ name: input.name, minFee: input.minFee, createdAt: input.now, updatedAt: input.now })
    .returning({ id: tariffScales.id });
  await db.insert(tariffScaleBands).values(input.settings.map((band) => ({ ...band, tariffScaleId: row!.id })));
  return row!.id;
}

/** Replaces the name, the minimum fee and every band of a scale. */
export async function replaceTariffScale(
  db: Db,
  id: number,
  input: { name: string; minFee: string; settings: BandRow[]; now: Date },
) {
  await db
    .update(tariffScales)
    .set({ name: input.name, minFee: input.minFee, updatedAt: input.now })
    .where(eq(tariffScales.id, id));
  await db.delete(tariffScaleBands).where(eq(tariffScaleBands.tariffScaleId, id));
  await db.insert(tariffScaleBands).values(input.settings.map((band) => ({ ...band, tariffScaleId: id })));
}

type ScaleValue = { name: string; minFee: string; settings: BandRow[] };

export async function appendTariffScaleHistory(
  db: Db,
  row: { tariffScaleId: number; userId: number; oldValue: ScaleValue | null; newValue: ScaleValue; now: Date },
) {
  await db.insert(tariffScaleHistory).values({ ...row, createdAt: row.now });
}

/** Who made a tariff change, as every tariff history row names them. */
const historyUser = { firstName: users.firstName, lastName: users.lastName, role: users.role };

/** A history of which tariff scale something had: its rows' id, time, author and scale. */
interface ScaleHistoryTable {
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
}

/**
 * What every scale-history row shows: when, who (`users` joined on the author) and the scale (`tariffScales`
 * joined, so a row without one has a null name).
 */
export const scaleChangeColumns = <T extends ScaleHistoryTable>(table: T) => ({
  id: table.id as T['id'],
  createdAt: table.createdAt as T['createdAt'],
  user: historyUser,
  scaleId: tariffScales.id,
  scaleName: tariffScales.name,
});

/** What every scale-history row records of a change: the scale it set, who set it and when. */
export const scaleChangeRecord = (change: { tariffScaleId: number | null; userId: number; now: Date }) => ({
  tariffScaleId: change.tariffScaleId,
  userId: change.userId,
  createdAt: change.now,
});

/** Newest first, the id breaking ties: the order every history page is read in. */
export const newestFirst = (table: ScaleHistoryTable) => [desc(table.createdAt), desc(table.id)];

/**
 * One page of a scale history, newest first, with its total: `rows` selects from `history` what the page shows
 * (scaleChangeColumns, its author and scale joined, and more), as a dynamic query.
 */
export async function scaleHistoryPage<Q extends PgSelect>(
  db: Db,
  list: { rows: Q; history: PgTable & ScaleHistoryTable; where: SQL },
  page: Page,
): Promise<{ rows: Awaited<Q>[number][]; totalCount: number }> {
  const { history, where } = list;
  // A dynamic select keeps its type through where, orderBy and paging: the rows are what `list.rows` selects.
  const ordered: Q = list.rows.where(where).orderBy(...newestFirst(history));
  return pageWithTotal<Awaited<Q>[number]>(db, paged(ordered, page), history, where);
}

export async function tariffScaleHistoryRows(db: Db, id: number) {
  return db
    .select({
      id: tariffScaleHistory.id,
      oldValue: tariffScaleHistory.oldValue,
      newValue: tariffScaleHistory.newValue,
      createdAt: tariffScaleHistory.createdAt,
      user: historyUser,
    })
    .from(tariffScaleHistory)
    .leftJoin(users, eq(users.id, tariffScaleHistory.userId))
    .where(eq(tariffScaleHistory.tariffScaleId, id))
    .orderBy(...newestFirst(tariffScaleHistory));
}

/**
 * Whether anything refers to the scale: a provider, a company tariff or a BIN account now, or a
 * service-fee history record (deleting the scale would blank what that history says).
 */
export async function tariffScaleInUse(db: Db, id: number): Promise<boolean> {
  const uses = [
    db.select({ id: cardProviders.id }).from(cardProviders).where(eq(cardProviders.tariffScaleId, id)).limit(1),
    db
      .select({ id: companyTariffScales.id })
      .from(companyTariffScales)
      .where(eq(companyTariffScales.tariffScaleId, id))
      .limit(1),
    db.select({ id: accounts.id }).from(accounts).where(eq(accounts.tariffScaleId, id)).limit(1),
    db
      .select({ id: providerServiceFeeHistory.id })
      .from(providerServiceFeeHistory)
      .where(eq(providerServiceFeeHistory.tariffScaleId, id))
      .limit(1),
    db
      .select({ id: companyTariffHistory.id })
      .from(companyTariffHistory)
      .where(eq(companyTariffHistory.tariffScaleId, id))
      .limit(1),
    db
      .select({ id: binAccountHistory.id })
      .from(binAccountHistory)
      .where(eq(binAccountHistory.tariffScaleId, id))
      .limit(1),
  ];
  for (const use of uses) if ((await use).length > 0) return true;
  return false;
}

/** Deletes a scale (its bands and own history go with it by cascade). */
export async function deleteTariffScaleRow(db: Db, id: number) {
  await db.delete(tariffScales).where(eq(tariffScales.id, id));
}

// --- card providers and their service fee ---

export async function listProviders(db: Db) {
  return db
    .select({
      id: cardProviders.id,
      key: cardProviders.key,
      name: cardProviders.name,
      tariffScaleId: cardProviders.tariffScaleId,
      tariffScaleName: tariffScales.name,
    })
    .from(cardProviders)
    .leftJoin(tariffScales, eq(tariffScales.id, cardProviders.tariffScaleId))
    .orderBy(asc(cardProviders.id));
}

export async function getProvider(db: Db, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(cardProviders).where(eq(cardProviders.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function setProviderScale(
  db: Db,
  input: { providerId: number; tariffScaleId: number; userId: number; now: Date },
) {
  await db
    .update(cardProviders)
    .set({ tariffScaleId: input.tariffScaleId })
    .where(eq(cardProviders.id, input.providerId));
  await db.insert(providerServiceFeeHistory).values({ ...scaleChangeRecord(input), providerId: input.providerId });
}

export async function providerHistoryPage(db: Db, providerId: number, page: Page) {
  const history = providerServiceFeeHistory;
  const rows = db
    .select(scaleChangeColumns(history))
    .from(history)
    .leftJoin(users, eq(users.id, history.userId))
    .leftJoin(tariffScales, eq(tariffScales.id, history.tariffScaleId))
    .$dynamic();
  return scaleHistoryPage(db, { rows, history, where: eq(history.providerId, providerId) }, page);
}

/** Names of scales by id, for history and list rows. */
export async function scaleNames(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  return scaleColumnById(db, [...new Set(ids.filter((id): id is number => id !== null))], 'name');
}
