import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { accounts, ACCOUNT_TYPE, cards, users } from '@/server/db/schema/index';

/**
 * What a requester may name in a request (issue 24), read for GET /request/askable: the same people, cards
 * and accounts request-targets.ts accepts when the request is made.
 */

/** The requester, and when `asLead` the active members of their team; the requester first. */
export async function askablePeople(db: Db, companyId: number, userId: number, asLead: boolean) {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        asLead
          ? or(eq(users.id, userId), and(eq(users.teamLeadId, userId), eq(users.status, 2)))
          : eq(users.id, userId),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.sort((a, b) => Number(b.id === userId) - Number(a.id === userId));
}

/** The company's cards held by these people that are not closed, oldest first. */
export async function openCardsOf(db: Db, companyId: number, holderIds: number[]) {
  if (holderIds.length === 0) return [];
  return db
    .select()
    .from(cards)
    .where(and(eq(cards.companyId, companyId), inArray(cards.holderUserId, holderIds), ne(cards.status, 'closed')))
    .orderBy(asc(cards.id));
}

/** The company's open transit and BIN accounts. */
export async function openAccountsOf(db: Db, companyId: number) {
  return db
    .select({ id: accounts.id, name: accounts.name, currency: accounts.currency, type: accounts.type })
    .from(accounts)
    .where(
      and(
        eq(accounts.companyId, companyId),
        inArray(accounts.type, [ACCOUNT_TYPE.transit, ACCOUNT_TYPE.bin]),
        isNull(accounts.closedAt),
      ),
    )
    .orderBy(asc(accounts.type), asc(accounts.currency), asc(accounts.id));
}
