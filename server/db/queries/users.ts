import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { companies, users } from '@/server/db/schema/index';

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

export async function getUserRow(db: Db, id: number) {
  return (await db.query.users.findFirst({ where: eq(users.id, id) })) ?? null;
}

export async function setYmClientId(db: Db, id: number, ymClientId: string) {
  await db.update(users).set({ ymClientId }).where(eq(users.id, id));
}
