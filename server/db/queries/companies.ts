import { and, asc, count, desc, eq, exists, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CompanySort, FeeType } from '@/src/contracts/companies';
import { ROLE } from '@/src/contracts/access';
import { USER_STATUS } from '@/src/contracts/users';
import type { Db } from '@/server/db/client';
import { feeDebtMinor, lastTopUpAt } from './company-money-figures';
import {
  ACCOUNT_TYPE,
  accounts,
  companies,
  cryptoProviders,
  companyFeeHistory,
  companyGroups,
  legalEntities,
  referrals,
  users,
} from '@/server/db/schema/index';
import { paged } from '@/server/db/paging';

export type CompanyRow = typeof companies.$inferSelect;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const leadCompany = alias(companies, 'lead_company');

export interface CompanyFilter {
  search?: string;
  status?: number;
  segment?: number;
  blocked?: boolean;
  withDebt?: boolean;
  groupId?: number;
  sort: CompanySort;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

// The money figures sort by their select-list names: Postgres computes each once per company.
const SORT_COLUMN: Record<CompanySort, SQL | typeof companies.name> = {
  lastTopUpDate: sql.raw('"last_top_up_at"'),
  debtAmount: sql.raw('"fee_debt_minor"'),
  name: companies.name,
  createdAt: sql`${companies.createdAt}`,
  status: sql`${companies.status}`,
  segment: sql`${companies.segment}`,
  conversionFee: sql`${companies.conversionFee}`,
  issuedCardsCount: sql`${companies.issuedCardsCount}`,
  cardsAvailableCount: sql`${companies.cardsAvailableCount}`,
};

/** Name, uuid or the owner's e-mail contains the text, whatever the case. */
function searchCondition(db: Db, text: string) {
  const pattern = likePattern(text);
  const owners = db
    .select({ one: sql`1` })
    .from(users)
    .where(and(eq(users.companyId, companies.id), eq(users.role, ROLE.owner), ilike(users.email, pattern)));
  return or(ilike(companies.name, pattern), ilike(sql`${companies.uuid}::text`, pattern), exists(owners));
}

function listCondition(db: Db, filter: Omit<CompanyFilter, 'sort' | 'order' | 'page' | 'perPage'>) {
  return and(
    filter.search ? searchCondition(db, filter.search) : undefined,
    filter.status === undefined ? undefined : eq(companies.status, filter.status),
    filter.segment === undefined ? undefined : eq(companies.segment, filter.segment),
    filter.blocked === undefined ? undefined : eq(companies.isBlocked, filter.blocked),
    filter.groupId === undefined ? undefined : eq(companies.groupId, filter.groupId),
    filter.withDebt === undefined ? undefined : filter.withDebt ? sql`${feeDebtMinor} > 0` : sql`${feeDebtMinor} = 0`,
  );
}

/** The page's one query: companies with their group lead, last top-up and fee debt. */
export function companiesPageQuery(db: Db, filter: CompanyFilter) {
  // A company never topped up sorts after the others whichever the direction.
  const direction = (column: SQL | AnyPgColumn) =>
    filter.order === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  return paged(
    db
      .select({
        company: companies,
        leadCompanyId: companyGroups.leadCompanyId,
        lastTopUpAt: lastTopUpAt.as('last_top_up_at'),
        feeDebtMinor: feeDebtMinor.as('fee_debt_minor'),
      })
      .from(companies)
      .leftJoin(companyGroups, eq(companyGroups.id, companies.groupId))
      .where(listCondition(db, filter))
      .orderBy(direction(SORT_COLUMN[filter.sort]), direction(companies.id)),
    filter,
  );
}

/**
 * One page of companies with their last top-up and fee debt, and the total: two queries whatever the
 * page size (the plan over 10,000 companies is checked in company-money-figures.test.ts).
 */
export async function listCompanies(db: Db, filter: CompanyFilter) {
  const [records, [total]] = await Promise.all([
    companiesPageQuery(db, filter),
    db.select({ n: count() }).from(companies).where(listCondition(db, filter)),
  ]);
  return { records, totalCount: Number(total?.n ?? 0) };
}

/** Up to 20 companies for pickers; `withoutGroup` leaves out those already in a group. */
export async function searchCompanies(db: Db, input: { query?: string; withoutGroup: boolean }) {
  const pattern = input.query ? likePattern(input.query) : undefined;
  return db
    .select({ company: companies, legalEntity: { id: legalEntities.id, name: legalEntities.name } })
    .from(companies)
    .leftJoin(legalEntities, eq(legalEntities.id, companies.legalEntityId))
    .where(
      and(
        pattern ? or(ilike(companies.name, pattern), ilike(sql`${companies.uuid}::text`, pattern)) : undefined,
        input.withoutGroup ? isNull(companies.groupId) : undefined,
      ),
    )
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(20);
}

/**
 * The company's row; with `lock`, locked FOR NO KEY UPDATE, as every company lock is (ids never change): the
 * rows that merely name the company (a payment, a card, a user) are written meanwhile without waiting for it,
 * so a payment that holds the company's accounts never deadlocks with a company edit (ledger.test.ts).
 */
export async function getCompanyRow(db: Db, id: number, options: { lock?: boolean } = {}): Promise<CompanyRow | null> {
  const query = db.select().from(companies).where(eq(companies.id, id));
  const [row] = options.lock ? await query.for('no key update') : await query;
  return row ?? null;
}

/** The company's user of role 2, if it has one. */
export async function findOwner(db: Db, companyId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, ROLE.owner)))
    .orderBy(asc(users.id))
    .limit(1);
  return row ?? null;
}

/** Everything the company page shows, in five queries run together. Null for an unknown id. */
export async function getCompanyDetail(db: Db, id: number) {
  const [[main], owner, [staff], balances, [cryptoProvider]] = await Promise.all([
    db
      .select({
        company: companies,
        legalEntity: { id: legalEntities.id, name: legalEntities.name },
        group: { id: companyGroups.id, name: companyGroups.name },
        lead: { id: leadCompany.id, name: leadCompany.name, uuid: leadCompany.uuid },
        referral: { name: referrals.name, hash: referrals.referralHash },
      })
      .from(companies)
      .leftJoin(legalEntities, eq(legalEntities.id, companies.legalEntityId))
      .leftJoin(companyGroups, eq(companyGroups.id, companies.groupId))
      .leftJoin(leadCompany, eq(leadCompany.id, companyGroups.leadCompanyId))
      .leftJoin(referrals, eq(referrals.id, companies.registrationReferralId))
      .where(eq(companies.id, id)),
    findOwner(db, id),
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.companyId, id), eq(users.status, USER_STATUS.active))),
    db
      .select({ currency: accounts.currency, balance: accounts.balance })
      .from(accounts)
      .where(and(eq(accounts.companyId, id), eq(accounts.type, ACCOUNT_TYPE.transit)))
      .orderBy(asc(accounts.currency)),
    // Companies have no provider of their own: the pay-in page gives every company the platform default.
    db
      .select({ id: cryptoProviders.id, name: cryptoProviders.name, isDefault: cryptoProviders.isDefault })
      .from(cryptoProviders)
      .where(eq(cryptoProviders.isDefault, true)),
  ]);
  if (!main) return null;
  return { ...main, owner, staff: Number(staff?.n ?? 0), balances, cryptoProvider: cryptoProvider ?? null };
}

export type CompanyDetail = NonNullable<Awaited<ReturnType<typeof getCompanyDetail>>>;

export type CompanyChanges = Partial<
  Pick<
    typeof companies.$inferInsert,
    | 'name'
    | 'legalEntityId'
    | 'segment'
    | 'externalId'
    | 'isGoogleMerchantRestrict'
    | 'isTwitterMerchantRestrict'
    | 'incomeFee'
    | 'conversionFee'
    | 'autoUpdateConversionFee'
    | 'autoUpdateCardCount'
    | 'isWireTopUpEnabled'
    | 'cardsTotalAvailableCount'
    | 'isBlocked'
    | 'status'
  >
>;

export async function updateCompanyRow(db: Db, id: number, changes: CompanyChanges, now: Date): Promise<CompanyRow> {
  const [row] = await db
    .update(companies)
    .set({ ...changes, updatedAt: now })
    .where(eq(companies.id, id))
    .returning();
  return row!;
}

export async function legalEntityExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: legalEntities.id }).from(legalEntities).where(eq(legalEntities.id, id));
  return Boolean(row);
}

export async function listLegalEntities(db: Db) {
  return db
    .select({ id: legalEntities.id, name: legalEntities.name })
    .from(legalEntities)
    .orderBy(asc(legalEntities.id));
}

export async function firstLegalEntityId(db: Db): Promise<number | null> {
  const [row] = await db.select({ id: legalEntities.id }).from(legalEntities).orderBy(asc(legalEntities.id)).limit(1);
  return row?.id ?? null;
}

export interface FeeChange {
  companyId: number;
  type: FeeType;
  oldFee: string | null;
  fee: string;
  autoUpdate: boolean;
  userId: number | null;
  createdAt?: Date;
}

export async function appendFeeHistory(db: Db, rows: FeeChange[]) {
  if (rows.length > 0) await db.insert(companyFeeHistory).values(rows);
}

/** The company's fee changes, newest first, with whoever made them. */
export async function listFeeHistory(db: Db, companyId: number, type?: FeeType) {
  return db
    .select({
      record: companyFeeHistory,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(companyFeeHistory)
    .leftJoin(users, eq(users.id, companyFeeHistory.userId))
    .where(and(eq(companyFeeHistory.companyId, companyId), type ? eq(companyFeeHistory.type, type) : undefined))
    .orderBy(desc(companyFeeHistory.createdAt), desc(companyFeeHistory.id));
}

export async function updateOwnerRow(
  db: Db,
  id: number,
  changes: { firstName?: string; lastName?: string; email?: string },
  now: Date,
) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), sql`${users.id} <> ${userId}`));
  return Boolean(row);
}
