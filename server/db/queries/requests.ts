import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type BuildAliasTable } from 'drizzle-orm/pg-core';
import type { RequestKind, RequestStatus } from '@/src/contracts/request-kinds';
import type { Db } from '@/server/db/client';
import { paged } from '@/server/db/paging';
import {
  cardTransactions,
  requestActionTokens,
  requests,
  requestSettings,
  requestTelegramMessages,
  users,
} from '@/server/db/schema/index';

export type RequestRow = typeof requests.$inferSelect;

/** Which requests a caller reaches: the company's (owner), the lead's and their team's, or one user's own. */
export type RequestScope =
  | { kind: 'company'; companyId: number }
  | { kind: 'team'; companyId: number; leadId: number }
  | { kind: 'self'; companyId: number; userId: number };

const requester = alias(users, 'requester');
const subject = alias(users, 'subject');
const decider = alias(users, 'decider');
/** A person of a request, from one alias of users: the join types each alias's nullability on its own. */
const personOf = <A extends string>(person: BuildAliasTable<typeof users, A>) => ({
  id: person.id,
  firstName: person.firstName,
  lastName: person.lastName,
  email: person.email,
  teamLeadId: person.teamLeadId,
});

function scoped(scope: RequestScope): SQL {
  const company = eq(requests.companyId, scope.companyId);
  if (scope.kind === 'company') return company;
  if (scope.kind === 'self') return and(company, eq(requests.requesterId, scope.userId))!;
  // A lead reaches what they asked and what concerns their team: asked by a member, or about a member.
  return and(
    company,
    or(
      eq(requests.requesterId, scope.leadId),
      eq(requester.teamLeadId, scope.leadId),
      eq(subject.teamLeadId, scope.leadId),
    ),
  )!;
}

function withPeople(db: Db) {
  return db
    .select({
      request: requests,
      requester: personOf(requester),
      subject: personOf(subject),
      decider: personOf(decider),
    })
    .from(requests)
    .innerJoin(requester, eq(requester.id, requests.requesterId))
    .leftJoin(subject, eq(subject.id, requests.subjectUserId))
    .leftJoin(decider, eq(decider.id, requests.decidedBy));
}
export type RequestWithPeople = Awaited<ReturnType<ReturnType<typeof withPeople>['execute']>>[number];

export interface RequestFilter {
  status?: RequestStatus[];
  kind?: RequestKind[];
  requesterId?: number;
}

export async function listRequestRows(
  db: Db,
  scope: RequestScope,
  filter: RequestFilter,
  page: { page: number; perPage: number },
) {
  const where = and(
    scoped(scope),
    filter.status ? inArray(requests.status, filter.status) : undefined,
    filter.kind ? inArray(requests.kind, filter.kind) : undefined,
    filter.requesterId ? eq(requests.requesterId, filter.requesterId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    paged(withPeople(db).where(where).orderBy(desc(requests.createdAt), desc(requests.id)), page),
    db
      .select({ n: count() })
      .from(requests)
      .innerJoin(requester, eq(requester.id, requests.requesterId))
      .leftJoin(subject, eq(subject.id, requests.subjectUserId))
      .where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function getRequestWithPeople(db: Db, id: number): Promise<RequestWithPeople | null> {
  const [row] = await withPeople(db).where(eq(requests.id, id));
  return row ?? null;
}

/** The request row locked for its decision: a second decision waits here and then finds it decided. */
export async function lockRequest(tx: Db, id: number): Promise<RequestRow | null> {
  const [row] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
  return row ?? null;
}

export async function pendingOfTarget(db: Db, companyId: number, kind: string, target: string) {
  const [row] = await db
    .select({ id: requests.id })
    .from(requests)
    .where(
      and(
        eq(requests.companyId, companyId),
        eq(requests.kind, kind),
        eq(requests.target, target),
        eq(requests.status, 'pending'),
      ),
    );
  return row?.id ?? null;
}

/** Inserts a pending request; null when one is already pending for the kind and target (the partial unique index). */
export async function insertRequest(db: Db, row: typeof requests.$inferInsert): Promise<number | null> {
  const [made] = await db
    .insert(requests)
    .values(row)
    .onConflictDoNothing({
      target: [requests.companyId, requests.kind, requests.target],
      where: sql`${requests.status} = 'pending'`,
    })
    .returning({ id: requests.id });
  return made?.id ?? null;
}

export async function finishRequest(
  tx: Db,
  id: number,
  change: Pick<RequestRow, 'status' | 'decidedAt' | 'decidedBy' | 'channel' | 'comment' | 'approvedAmount' | 'result'>,
) {
  await tx.update(requests).set(change).where(eq(requests.id, id));
}

/** Pending requests past their expiry, oldest first, locked and skipped by another instance doing the same. */
export async function lockExpired(tx: Db, now: Date, limit: number): Promise<RequestRow[]> {
  return tx
    .select()
    .from(requests)
    .where(and(eq(requests.status, 'pending'), lte(requests.expiresAt, now)))
    .orderBy(asc(requests.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function pendingInScope(db: Db, scope: RequestScope) {
  return withPeople(db).where(and(scoped(scope), eq(requests.status, 'pending')));
}

export async function settingsOfCompany(db: Db, companyId: number) {
  const [row] = await db.select().from(requestSettings).where(eq(requestSettings.companyId, companyId));
  return { leadsDecideFunds: row?.leadsDecideFunds ?? false, leadsDecideNewCards: row?.leadsDecideNewCards ?? false };
}

export async function saveSettings(
  tx: Db,
  companyId: number,
  settings: { leadsDecideFunds: boolean; leadsDecideNewCards: boolean },
  now: Date,
) {
  await tx
    .insert(requestSettings)
    .values({ companyId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: requestSettings.companyId, set: { ...settings, updatedAt: now } });
}

export async function insertActionToken(db: Db, row: typeof requestActionTokens.$inferInsert) {
  await db.insert(requestActionTokens).values(row);
}

/** The token's row locked: two taps of the same token take turns, the second finds it used. */
export async function lockActionToken(tx: Db, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(requestActionTokens)
    .where(eq(requestActionTokens.tokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

export async function useActionToken(tx: Db, id: number, now: Date) {
  await tx.update(requestActionTokens).set({ usedAt: now }).where(eq(requestActionTokens.id, id));
}

export async function rememberTelegramMessage(db: Db, row: typeof requestTelegramMessages.$inferInsert) {
  await db.insert(requestTelegramMessages).values(row);
}

export async function telegramMessagesOf(db: Db, requestId: number) {
  return db.select().from(requestTelegramMessages).where(eq(requestTelegramMessages.requestId, requestId));
}

/** The requester's card figures since `from`: spend per currency, authorizations and declines. */
export async function holderFigures(db: Db, userId: number, from: Date) {
  const rows = await db
    .select({
      currency: cardTransactions.currency,
      spent: sql<string>`coalesce(sum(case when ${cardTransactions.status} in ('pending', 'settled')
        then coalesce(${cardTransactions.settledAmount}, ${cardTransactions.amount}) else 0 end), 0)::text`,
      total: count(),
      declines: sql<number>`count(*) filter (where ${cardTransactions.status} = 'declined')::int`,
    })
    .from(cardTransactions)
    .where(and(eq(cardTransactions.holderUserId, userId), gte(cardTransactions.createdAt, from)))
    .groupBy(cardTransactions.currency)
    .orderBy(asc(cardTransactions.currency));
  return rows.map((r) => ({ currency: r.currency, spent: BigInt(r.spent), total: r.total, declines: r.declines }));
}

export async function outcomesOf(db: Db, requesterId: number, from: Date) {
  const rows = await db
    .select({ status: requests.status, n: count() })
    .from(requests)
    .where(and(eq(requests.requesterId, requesterId), gte(requests.createdAt, from)))
    .groupBy(requests.status);
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return { approved: of('approved'), declined: of('declined') };
}
