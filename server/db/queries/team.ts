import { and, asc, count, eq, getTableColumns, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { companies, users } from '@/server/db/schema/index';
import { cardSpendsSince, openCardsCount } from './team-cards';
import { paged } from '@/server/db/paging';

/**
 * Which of a company's users a caller works with (server/lib/tenancy.ts says the same for one user):
 * the whole company (owner, staff on a company page), a team lead's team (the lead and the users whose
 * teamLeadId is the lead) or one user (a buyer).
 */
export type UserScope =
  | { kind: 'company'; companyId: number }
  | { kind: 'team'; companyId: number; leadId: number }
  | { kind: 'self'; companyId: number; userId: number };

export type UserRow = typeof users.$inferSelect;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function scopeWhere(scope: UserScope): SQL {
  const inCompany = eq(users.companyId, scope.companyId);
  if (scope.kind === 'company') return inCompany;
  if (scope.kind === 'team') return and(inCompany, or(eq(users.id, scope.leadId), eq(users.teamLeadId, scope.leadId)))!;
  return and(inCompany, eq(users.id, scope.userId))!;
}

/** E-mail, first name, last name or "First Last", case-insensitive. */
function searchWhere(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, pattern),
  );
}

/** A team: the lead (role 3) and the users who have them as team lead. */
const inTeam = (leadId: number) => or(and(eq(users.id, leadId), eq(users.role, 3)), eq(users.teamLeadId, leadId));

const byRoleThenName = [asc(users.role), asc(users.firstName), asc(users.lastName), asc(users.email), asc(users.id)];

export interface MemberFilter {
  search?: string;
  status?: number;
  role?: number;
  teamId?: number;
  page: number;
  perPage: number;
}

export type TeamMemberRow = UserRow & { cardsCount: number; cardSpends: string | [string, string][] };

/** A page of users with their open cards and their card spend since `spendFrom` (team-cards.ts), in one query. */
export async function listTeamMembers(
  db: Db,
  scope: UserScope,
  filter: MemberFilter,
  spendFrom: Date,
): Promise<{ rows: TeamMemberRow[]; totalCount: number }> {
  const where = and(
    scopeWhere(scope),
    searchWhere(filter.search),
    filter.status === undefined ? undefined : eq(users.status, filter.status),
    filter.role === undefined ? undefined : eq(users.role, filter.role),
    filter.teamId === undefined ? undefined : inTeam(filter.teamId),
  );
  const [rows, [total]] = await Promise.all([
    paged(
      db
        .select({
          ...getTableColumns(users),
          cardsCount: openCardsCount(),
          cardSpends: cardSpendsSince(spendFrom),
        })
        .from(users)
        .where(where)
        .orderBy(...byRoleThenName),
      filter,
    ),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

const optionColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  teamName: users.teamName,
};
export type UserOptionRow = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: number;
  teamName: string | null;
};

/** How many users have the outer user as their team lead (one query with the leads, on the team_lead_id index). */
const membersCountOfLead = () =>
  sql<number>`(select count(*)::int from ${users} m where m.team_lead_id = ${users}.${sql.identifier('id')})`;

/** Every user of the scope, whatever their status (filters also look back at closed users' cards). */
export function usersInScope(db: Db, scope: UserScope): Promise<(UserOptionRow & { cardsCount: number })[]> {
  return db
    .select({ ...optionColumns, cardsCount: openCardsCount() })
    .from(users)
    .where(scopeWhere(scope))
    .orderBy(...byRoleThenName);
}

/** Team leads of the company, or the one lead given. */
export function teamLeadsOf(
  db: Db,
  companyId: number,
  onlyLeadId?: number,
): Promise<(UserOptionRow & { membersCount: number })[]> {
  return db
    .select({ ...optionColumns, membersCount: membersCountOfLead() })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.role, 3),
        onlyLeadId === undefined ? undefined : eq(users.id, onlyLeadId),
      ),
    )
    .orderBy(...byRoleThenName);
}

/** The users who have this team lead (the lead not included). */
export function membersOf(db: Db, leadId: number): Promise<UserOptionRow[]> {
  return db
    .select(optionColumns)
    .from(users)
    .where(eq(users.teamLeadId, leadId))
    .orderBy(...byRoleThenName);
}

/** Active buyers of the company without a team lead. */
export function buyersWithoutTeam(db: Db, companyId: number): Promise<UserOptionRow[]> {
  return db
    .select(optionColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 4), eq(users.status, 2), isNull(users.teamLeadId)))
    .orderBy(...byRoleThenName);
}

/** Active users of the scope matching the query, for the card-issue picker. */
export function activeUsersMatching(
  db: Db,
  scope: UserScope,
  search: string | undefined,
  limit: number,
): Promise<UserOptionRow[]> {
  return db
    .select(optionColumns)
    .from(users)
    .where(and(scopeWhere(scope), eq(users.status, 2), searchWhere(search)))
    .orderBy(...byRoleThenName)
    .limit(limit);
}

/** Sets the status of a user; answers the updated row. */
export async function setUserStatus(db: Db, id: number, status: number, now: Date) {
  const [row] = await db.update(users).set({ status, updatedAt: now }).where(eq(users.id, id)).returning();
  return row ?? null;
}

/**
 * A team lead's members lose their team (the lead was closed or became a buyer): no team lead and, since
 * a buyer's team name is their lead's, no team name. Answers the ids of the members.
 */
export async function detachMembers(db: Db, leadId: number, now: Date): Promise<number[]> {
  const rows = await db
    .update(users)
    .set({ teamLeadId: null, teamName: null, updatedAt: now })
    .where(eq(users.teamLeadId, leadId))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

/** A team lead renamed the team: the members' team name follows. */
export async function renameTeam(db: Db, leadId: number, teamName: string | null, now: Date) {
  await db.update(users).set({ teamName, updatedAt: now }).where(eq(users.teamLeadId, leadId));
}

/** An active team lead (role 3, status 2) of the company, or null. */
export async function activeTeamLead(db: Db, id: number, companyId: number | null) {
  if (companyId === null) return null;
  const [row] = await db
    .select({ id: users.id, teamName: users.teamName })
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, companyId), eq(users.role, 3), eq(users.status, 2)));
  return row ?? null;
}

export async function updateUserRow(db: Db, id: number, changes: Partial<Omit<UserRow, 'id'>>) {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row ?? null;
}

/** The whole row of the user with this (lower-cased) e-mail, or null. */
export async function userRowByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

/** An invited user: active, without a password until they follow the e-mailed link. Answers the id. */
export async function insertInvitedUser(
  db: Db,
  input: {
    email: string;
    role: number;
    teamLeadId: number | null;
    teamName: string | null;
    companyId: number;
    balanceCurrency: string;
  },
) {
  const [row] = await db
    .insert(users)
    .values({ ...input, status: 2, passwordHash: null })
    .returning({ id: users.id });
  return row!.id;
}

export async function companyExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return Boolean(row);
}
