import { and, eq, inArray } from 'drizzle-orm';
import { hasPermission, ROLE, type RoleId } from '@/src/contracts/access';
import { apiMessage } from '@/src/contracts/api-messages';
import type { Db } from '@/server/db/client';
import { limitsOfUsers } from '@/server/db/queries/person-limits';
import type { RequestRow } from '@/server/db/queries/requests';
import { settingsOfCompany } from '@/server/db/queries/requests';
import { users } from '@/server/db/schema/index';
import { formatMinor } from '@/server/ledger/amounts';

/**
 * Who decides a request (issue 24, decision 014): the owner anything of the company; a team lead the
 * requests of their team's members within the lead's own authority: a card's or person's daily and
 * monthly limit at most the lead's own per-person limit in that currency (a lead without one is not bound,
 * as for issue 23's limits), funds and new cards only where the owner delegated them. Nobody decides their
 * own request. Read from the decider's CURRENT row every time: a push token or a Telegram chat decides
 * only as long as its user still may.
 */

export interface Decider {
  id: number;
  role: number;
  companyId: number | null;
  status: number;
  teamLeadId: number | null;
  permissions: string[];
}

const PERSON_PERIOD = { daily: 'daily', monthly: 'monthly' } as const;

export async function deciderRow(db: Db, userId: number): Promise<Decider | null> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      companyId: users.companyId,
      status: users.status,
      teamLeadId: users.teamLeadId,
      permissions: users.permissions,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The team lead of whom the request concerns: its subject's, or the requester's for funds. */
async function teamLeadOf(db: Db, request: RequestRow): Promise<number | null> {
  const personId = request.subjectUserId ?? request.requesterId;
  const [row] = await db.select({ teamLeadId: users.teamLeadId }).from(users).where(eq(users.id, personId));
  return row?.teamLeadId ?? null;
}

/** Why `decider` may not decide `request` approving `amount` (minor units, or null), or null when they may. */
export async function decideRefusal(
  db: Db,
  decider: Decider | null,
  request: RequestRow,
  amount: bigint | null = request.amount,
): Promise<string | null> {
  if (!decider || decider.status !== 2 || decider.companyId !== request.companyId) return apiMessage.requestNotAllowed;
  if (decider.role !== ROLE.owner && decider.role !== ROLE.teamLead) return apiMessage.requestNotAllowed;
  if (decider.id === request.requesterId || decider.id === request.subjectUserId) return apiMessage.requestOwnRequest;
  const role = decider.role as RoleId;
  if (request.kind === 'new_card' && !hasPermission(role, decider.permissions, 'card_issue'))
    return apiMessage.requestNotAllowed;
  if (request.kind === 'funds' && !hasPermission(role, decider.permissions, 'transfer_funds'))
    return apiMessage.requestNotAllowed;
  if (role === ROLE.owner) return null;

  if ((await teamLeadOf(db, request)) !== decider.id) return apiMessage.requestNeedsOwner;
  if (request.kind === 'funds' || request.kind === 'new_card') {
    const settings = await settingsOfCompany(db, request.companyId);
    const delegated = request.kind === 'funds' ? settings.leadsDecideFunds : settings.leadsDecideNewCards;
    return delegated ? null : apiMessage.requestNeedsOwner;
  }
  const limit = (request.payload as { limit: string }).limit;
  const period = PERSON_PERIOD[limit as keyof typeof PERSON_PERIOD];
  if (!period || amount === null) return null;
  const own = (await limitsOfUsers(db, [decider.id])).find((l) => l.currency === request.currency)?.[period];
  if (own === undefined || own === null || amount <= own) return null;
  return apiMessage.requestOverAuthority(`${formatMinor(own, request.currency!)} ${request.currency}`);
}

/** Everyone who may decide the request now: the company's active owner and the concerned team lead. */
export async function decidersOf(db: Db, request: RequestRow): Promise<number[]> {
  const lead = await teamLeadOf(db, request);
  const candidates = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, request.companyId),
        eq(users.status, 2),
        lead === null ? eq(users.role, ROLE.owner) : inArray(users.id, [lead, ...(await ownersOf(db, request))]),
      ),
    );
  const allowed: number[] = [];
  for (const { id } of candidates) {
    if ((await decideRefusal(db, await deciderRow(db, id), request)) === null) allowed.push(id);
  }
  return allowed.sort((a, b) => a - b);
}

async function ownersOf(db: Db, request: RequestRow) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, request.companyId), eq(users.role, ROLE.owner)));
  return rows.map((r) => r.id);
}
