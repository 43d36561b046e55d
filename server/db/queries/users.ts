import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { preparedPerDb } from '../prepared';
import { companies, users } from '../schema/index';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      status: users.status,
      twoFA: users.twoFA,
      companyBlocked: companies.isBlocked,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

export async function findUserForSignIn(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, status: users.status, companyBlocked: companies.isBlocked })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id));
  return row ?? null;
}

const teamLeads = alias(users, 'team_lead');

const profileQuery = preparedPerDb((db) =>
  db
    .select({
      user: users,
      company: companies,
      teamLead: { id: teamLeads.id, firstName: teamLeads.firstName, lastName: teamLeads.lastName, email: teamLeads.email },
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(teamLeads, eq(teamLeads.id, users.teamLeadId))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_profile'),
);

/** The user with company and team lead, as `user/me` shows them: one round trip, prepared (every page load asks). */
export async function getUserProfile(db: Db, id: number) {
  const [row] = await profileQuery(db).execute({ id });
  if (!row) return null;
  return { user: row.user, company: row.company ?? null, teamLead: row.teamLead ?? null };
}

export async function getUserRow(db: Db, id: number) {
  return (await db.query.users.findFirst({ where: eq(users.id, id) })) ?? null;
}

export async function updateUserNames(
  db: Db,
  id: number,
  changes: { firstName?: string; lastName?: string; teamName?: string | null },
  now: Date,
) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export async function setYmClientId(db: Db, id: number, ymClientId: string) {
  await db.update(users).set({ ymClientId }).where(eq(users.id, id));
}
