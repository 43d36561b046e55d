import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '@/server/db/client';
import { accounts, binSets, cardEvents, cards, cardTransactions, companies, users } from '@/server/db/schema/index';
import { paged, pageWithTotal } from '@/server/db/paging';

export type CardRow = typeof cards.$inferSelect;
/** Which cards a caller reaches (server/modules/cards/card-scope.ts builds it from the caller). */
export type CardScope =
  | { kind: 'all' }
  | { kind: 'company'; companyId: number }
  | { kind: 'lead'; companyId: number; userId: number }
  | { kind: 'holder'; companyId: number; userId: number };

export interface CardFilter {
  scope: CardScope;
  companyId?: number;
  search?: string;
  status?: string[];
  holderId?: number;
  teamId?: number;
  ids?: number[];
}

/** A holder is the lead or one of the lead's team. */
const inTeamOf = (leadId: number) =>
  or(
    eq(cards.holderUserId, leadId),
    sql`${cards.holderUserId} in (select ${users.id} from ${users} where ${users.teamLeadId} = ${leadId})`,
  );

function scopeCondition(scope: CardScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'company':
      return eq(cards.companyId, scope.companyId);
    case 'lead':
      return and(eq(cards.companyId, scope.companyId), inTeamOf(scope.userId));
    case 'holder':
      return and(eq(cards.companyId, scope.companyId), eq(cards.holderUserId, scope.userId));
  }
}

function filterCondition(filter: CardFilter) {
  const search = filter.search?.trim();
  return and(
    scopeCondition(filter.scope),
    filter.companyId !== undefined ? eq(cards.companyId, filter.companyId) : undefined,
    filter.status?.length ? inArray(cards.status, filter.status) : undefined,
    filter.holderId !== undefined ? eq(cards.holderUserId, filter.holderId) : undefined,
    filter.teamId !== undefined ? inTeamOf(filter.teamId) : undefined,
    filter.ids ? inArray(cards.id, filter.ids) : undefined,
    search
      ? or(
          sql`${cards.name} ilike ${`%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`,
          /^\d{1,4}$/.test(search) ? sql`${cards.last4} like ${`%${search}`}` : undefined,
        )
      : undefined,
  );
}

const cardColumns = {
  card: cards,
  holder: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    teamLeadId: users.teamLeadId,
  },
  binSet: { id: binSets.id, bin: binSets.bin, name: binSets.name },
  account: { id: accounts.id, name: accounts.name, balance: accounts.balance, hold: accounts.hold },
  company: { id: companies.id, name: companies.name },
};

function cardQuery(db: Db) {
  return db
    .select(cardColumns)
    .from(cards)
    .innerJoin(users, eq(users.id, cards.holderUserId))
    .innerJoin(binSets, eq(binSets.id, cards.binSetId))
    .innerJoin(accounts, eq(accounts.id, cards.accountId))
    .innerJoin(companies, eq(companies.id, cards.companyId));
}

export type CardListRow = Awaited<ReturnType<typeof listCardRows>>['rows'][number];

export async function listCardRows(db: Db, filter: CardFilter, page: { page: number; perPage: number }) {
  const where = filterCondition(filter);
  return pageWithTotal(
    db,
    paged(cardQuery(db).where(where).orderBy(desc(cards.createdAt), desc(cards.id)), page),
    cards,
    where,
  );
}

export async function getCardRow(db: Db, id: number) {
  const [row] = await cardQuery(db).where(eq(cards.id, id));
  return row ?? null;
}

export async function lockCard(db: Db, id: number) {
  const [row] = await db.select().from(cards).where(eq(cards.id, id)).for('update');
  return row ?? null;
}

/** Spend today and this month (UTC) per card: settled and held amounts, refunds not deducted. */
export async function cardSpends(db: Db, cardIds: number[], now: Date) {
  const out = new Map<number, { today: bigint; month: bigint }>();
  if (cardIds.length === 0) return out;
  const { dayStart, monthStart } = periodStarts(now);
  const rows = rowsOf<{ card_id: number; today: string; month: string }>(
    await db.execute(sql`
      select card_id,
        coalesce(sum(case when created_at >= ${dayStart.toISOString()}::timestamptz then coalesce(settled_amount,
          amount) end), 0)::text as today,
        coalesce(sum(coalesce(settled_amount, amount)), 0)::text as month
      from ${cardTransactions}
      where card_id in (${sql.join(
        cardIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})
        and created_at >= ${monthStart.toISOString()}::timestamptz
        and status in ('pending', 'settled', 'refunded')
      group by card_id`),
  );
  for (const row of rows) out.set(Number(row.card_id), { today: BigInt(row.today), month: BigInt(row.month) });
  return out;
}

export function periodStarts(now: Date) {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { dayStart, monthStart };
}

export async function cardHistoryRows(db: Db, cardId: number) {
  return db
    .select({ event: cardEvents, user: { firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(cardEvents)
    .leftJoin(users, eq(users.id, cardEvents.userId))
    .where(eq(cardEvents.cardId, cardId))
    .orderBy(desc(cardEvents.id));
}

export async function insertCardEvent(
  db: Db,
  event: {
    cardId: number;
    companyId: number;
    type: string;
    userId: number | null;
    status: string;
    info?: Record<string, unknown> | null;
    createdAt?: Date;
  },
) {
  await db.insert(cardEvents).values({ ...event, info: event.info ?? null });
}

export async function cardTransactionPage(
  db: Db,
  cardId: number,
  filter: { status?: string[]; page: number; perPage: number },
) {
  const where = and(
    eq(cardTransactions.cardId, cardId),
    filter.status?.length ? inArray(cardTransactions.status, filter.status) : undefined,
  );
  const rows = paged(
    db
      .select({
        tx: cardTransactions,
        feeAmount: sql<
          string | null
        >`(select p.amount::text from payments p where p.id = ${cardTransactions.declineFeePaymentId})`,
        feePending: sql<
          boolean | null
        >`(select p.status = 1 from payments p where p.id = ${cardTransactions.declineFeePaymentId})`,
      })
      .from(cardTransactions)
      .where(where)
      .orderBy(desc(cardTransactions.createdAt), desc(cardTransactions.id)),
    filter,
  );
  return pageWithTotal(db, rows, cardTransactions, where);
}
