import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import {
  ACCOUNT_TYPE,
  accounts,
  binSets,
  cardProviders,
  cards,
  companies,
  cryptoDepositAddresses,
  cryptoProviders,
  legalEntities,
} from '@/server/db/schema/index';

/**
 * Reads of accounts and their cached balances (the ledger writes them; these only read). Balances are
 * bigint minor units here; handlers format them with formatMinor.
 */

/** What the money screens and checks read of an account. */
const accountFields = {
  id: accounts.id,
  companyId: accounts.companyId,
  name: accounts.name,
  type: accounts.type,
  currency: accounts.currency,
  balance: accounts.balance,
  hold: accounts.hold,
  closedAt: accounts.closedAt,
};

/** What a transfer and a low-balance message read of an account: its name and what it holds. */
export const accountMoneyFields = {
  id: accounts.id,
  name: accounts.name,
  currency: accounts.currency,
  balance: accounts.balance,
  hold: accounts.hold,
};

export type CompanyAccount = Awaited<ReturnType<typeof companyAccounts>>[number];

/** A company's accounts, transit first then BIN by name; closed BIN accounts only when asked. */
export async function companyAccounts(db: Db, companyId: number, options: { includeClosed?: boolean } = {}) {
  return db
    .select({
      ...accountFields,
      binSetId: accounts.binSetId,
      providerId: cardProviders.id,
      providerName: cardProviders.name,
    })
    .from(accounts)
    .leftJoin(binSets, eq(binSets.id, accounts.binSetId))
    .leftJoin(cardProviders, eq(cardProviders.id, binSets.providerId))
    .where(
      and(
        eq(accounts.companyId, companyId),
        ne(accounts.type, ACCOUNT_TYPE.system),
        options.includeClosed ? undefined : isNull(accounts.closedAt),
      ),
    )
    .orderBy(asc(accounts.type), asc(accounts.currency), asc(accounts.name), asc(accounts.id));
}

/** One account with its company, or undefined; the caller checks it is the one it may touch. */
export async function findAccount(db: Db, accountId: number) {
  const [row] = await db.select(accountFields).from(accounts).where(eq(accounts.id, accountId));
  return row;
}

/** The company's transit account in `currency`. */
export async function transitAccountOf(db: Db, companyId: number, currency: string) {
  const [row] = await db
    .select(accountMoneyFields)
    .from(accounts)
    .where(
      and(eq(accounts.companyId, companyId), eq(accounts.type, ACCOUNT_TYPE.transit), eq(accounts.currency, currency)),
    );
  return row;
}

/** Transit accounts in any of `currencies`. */
export async function transitAccountsIn(db: Db, companyId: number, currencies: readonly string[]) {
  return db
    .select(accountMoneyFields)
    .from(accounts)
    .where(
      and(
        eq(accounts.companyId, companyId),
        eq(accounts.type, ACCOUNT_TYPE.transit),
        inArray(accounts.currency, [...currencies]),
      ),
    )
    .orderBy(asc(accounts.currency));
}

/**
 * Client money by currency, account type, legal entity, card provider and company: the one grouping the
 * admin header totals and the provider balance are summed from. A transit account counts under its
 * company's card provider; a BIN account under its BIN set's.
 */
export async function clientMoneyByGroup(db: Db) {
  const provider = sql<number>`coalesce(${binSets.providerId}, ${companies.provider})`;
  const rows = await db
    .select({
      currency: accounts.currency,
      type: accounts.type,
      legalEntityId: companies.legalEntityId,
      legalEntityName: legalEntities.name,
      providerId: provider,
      companyId: companies.id,
      companyName: companies.name,
      balance: sql<string>`sum(${accounts.balance})::text`,
    })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .leftJoin(legalEntities, eq(legalEntities.id, companies.legalEntityId))
    .leftJoin(binSets, eq(binSets.id, accounts.binSetId))
    .where(ne(accounts.type, ACCOUNT_TYPE.system))
    .groupBy(
      accounts.currency,
      accounts.type,
      companies.legalEntityId,
      legalEntities.name,
      provider,
      companies.id,
      companies.name,
    );
  return rows.map((row) => ({ ...row, providerId: Number(row.providerId), balance: BigInt(row.balance) }));
}

export async function cardProviderNames(db: Db) {
  return db
    .select({ id: cardProviders.id, name: cardProviders.name })
    .from(cardProviders)
    .orderBy(asc(cardProviders.id));
}

/** The company row the money endpoints need, or undefined. */
export async function moneyCompany(db: Db, companyId: number) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      currencyCode: companies.currencyCode,
      conversionFee: companies.conversionFee,
      autoUpdateConversionFee: companies.autoUpdateConversionFee,
      isWireTopUpEnabled: companies.isWireTopUpEnabled,
      legalEntityName: legalEntities.name,
    })
    .from(companies)
    .leftJoin(legalEntities, eq(legalEntities.id, companies.legalEntityId))
    .where(eq(companies.id, companyId));
  return row;
}

/** The default crypto pay-in provider (exactly one is). */
export async function defaultCryptoProvider(db: Db) {
  const [row] = await db
    .select({ id: cryptoProviders.id, name: cryptoProviders.name, fee: cryptoProviders.fee })
    .from(cryptoProviders)
    .where(eq(cryptoProviders.isDefault, true));
  return row;
}

/**
 * The company's deposit address with the provider on the network, made by `derive` on first ask and
 * kept (safe when two requests ask at once: the unique index keeps one).
 */
export async function depositAddress(
  db: Db,
  key: { companyId: number; providerId: number; network: string },
  derive: () => Promise<string>,
) {
  const where = and(
    eq(cryptoDepositAddresses.companyId, key.companyId),
    eq(cryptoDepositAddresses.providerId, key.providerId),
    eq(cryptoDepositAddresses.network, key.network),
  );
  const [existing] = await db
    .select({ address: cryptoDepositAddresses.address })
    .from(cryptoDepositAddresses)
    .where(where);
  if (existing) return existing.address;
  await db
    .insert(cryptoDepositAddresses)
    .values({ ...key, address: await derive() })
    .onConflictDoNothing();
  const [row] = await db.select({ address: cryptoDepositAddresses.address }).from(cryptoDepositAddresses).where(where);
  if (!row) throw new Error(`Deposit address for company ${key.companyId} on ${key.network} could not be made`);
  return row.address;
}

/** Open (not closed) cards per account of the company: the `number` of its accounts as simple items. */
export async function openCardsPerAccount(db: Db, companyId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ accountId: cards.accountId, n: sql<number>`count(*)::int` })
    .from(cards)
    .where(and(eq(cards.companyId, companyId), ne(cards.status, 'closed')))
    .groupBy(cards.accountId);
  return new Map(rows.map((r) => [r.accountId, r.n]));
}
