import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import {
  ACCOUNT_TYPE,
  accounts,
  binAccountHistory,
  binSets,
  cardProviders,
  companyTariffHistory,
  companyTariffScales,
  tariffScales,
  users,
} from '@/server/db/schema/index';
import { scaleChangeColumns, scaleChangeRecord, scaleHistoryPage, type Page } from './tariffs';

/** A company's tariff scale per card provider, and its BIN accounts' service fee (spec 7 backoffice company). */

export async function companyTariffRows(db: Db, companyId: number) {
  return db.select().from(companyTariffScales).where(eq(companyTariffScales.companyId, companyId));
}

export async function lockCompanyTariff(db: Db, companyId: number, providerId: number) {
  const [row] = await db
    .select()
    .from(companyTariffScales)
    .where(and(eq(companyTariffScales.companyId, companyId), eq(companyTariffScales.providerId, providerId)))
    .for('update');
  return row ?? null;
}

export interface CompanyTariffChange {
  companyId: number;
  providerId: number;
  tariffScaleId: number | null;
  autoUpdate: boolean;
  userId: number;
  now: Date;
}

/** Writes the company's row for the provider (made or changed) and its history record. */
export async function saveCompanyTariff(db: Db, change: CompanyTariffChange, mode: 'insert' | 'update') {
  const values = { tariffScaleId: change.tariffScaleId, autoUpdate: change.autoUpdate, updatedAt: change.now };
  if (mode === 'insert') {
    await db
      .insert(companyTariffScales)
      .values({ ...values, companyId: change.companyId, providerId: change.providerId });
  } else {
    await db
      .update(companyTariffScales)
      .set(values)
      .where(
        and(eq(companyTariffScales.companyId, change.companyId), eq(companyTariffScales.providerId, change.providerId)),
      );
  }
  await db.insert(companyTariffHistory).values({
    ...scaleChangeRecord(change),
    companyId: change.companyId,
    providerId: change.providerId,
    autoUpdate: change.autoUpdate,
  });
}

/** The provider as the company's tariff rows and BIN accounts name it. */
const providerColumns = { id: cardProviders.id, key: cardProviders.key, name: cardProviders.name };

export async function companyTariffHistoryPage(db: Db, companyId: number, page: Page) {
  const history = companyTariffHistory;
  const rows = db
    .select({
      ...scaleChangeColumns(history),
      autoUpdate: history.autoUpdate,
      provider: providerColumns,
    })
    .from(history)
    .innerJoin(cardProviders, eq(cardProviders.id, history.providerId))
    .leftJoin(users, eq(users.id, history.userId))
    .leftJoin(tariffScales, eq(tariffScales.id, history.tariffScaleId))
    .$dynamic();
  return scaleHistoryPage(db, { rows, history, where: eq(history.companyId, companyId) }, page);
}

// --- BIN accounts ---

const binAccountColumns = {
  id: accounts.id,
  name: accounts.name,
  currency: accounts.currency,
  balance: accounts.balance,
  hold: accounts.hold,
  tariffScaleId: accounts.tariffScaleId,
  autoUpdate: accounts.serviceFeeAutoUpdate,
  closedAt: accounts.closedAt,
  binSetId: binSets.id,
  bin: binSets.bin,
  provider: providerColumns,
};

/** The company's BIN accounts, open ones first, then by name. */
export async function listBinAccounts(db: Db, companyId: number) {
  return db
    .select(binAccountColumns)
    .from(accounts)
    .innerJoin(binSets, eq(binSets.id, accounts.binSetId))
    .innerJoin(cardProviders, eq(cardProviders.id, binSets.providerId))
    .where(and(eq(accounts.companyId, companyId), eq(accounts.type, ACCOUNT_TYPE.bin)))
    .orderBy(sql`${accounts.closedAt} is not null`, asc(accounts.name), asc(accounts.id));
}

/** One BIN account of this company, locked; null when it is not one of the company's BIN accounts. */
export async function lockBinAccount(db: Db, companyId: number, accountId: number) {
  const [row] = await db
    .select({
      id: accounts.id,
      tariffScaleId: accounts.tariffScaleId,
      autoUpdate: accounts.serviceFeeAutoUpdate,
      closedAt: accounts.closedAt,
    })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.companyId, companyId), eq(accounts.type, ACCOUNT_TYPE.bin)))
    .for('update');
  return row ?? null;
}

export async function saveBinAccountFee(
  db: Db,
  change: {
    accountId: number;
    companyId: number;
    tariffScaleId: number | null;
    autoUpdate: boolean;
    userId: number;
    now: Date;
  },
) {
  await db
    .update(accounts)
    .set({ tariffScaleId: change.tariffScaleId, serviceFeeAutoUpdate: change.autoUpdate })
    .where(eq(accounts.id, change.accountId));
  await db.insert(binAccountHistory).values({
    ...scaleChangeRecord(change),
    accountId: change.accountId,
    companyId: change.companyId,
    autoUpdate: change.autoUpdate,
  });
}

export async function binAccountHistoryPage(db: Db, accountId: number, page: Page) {
  const history = binAccountHistory;
  const rows = db
    .select({ ...scaleChangeColumns(history), autoUpdate: history.autoUpdate })
    .from(history)
    .leftJoin(users, eq(users.id, history.userId))
    .leftJoin(tariffScales, eq(tariffScales.id, history.tariffScaleId))
    .$dynamic();
  return scaleHistoryPage(db, { rows, history, where: eq(history.accountId, accountId) }, page);
}
