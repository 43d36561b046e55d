import { eq } from 'drizzle-orm';
import { ROLE } from '@/src/contracts/access';
import { apiMessage } from '@/src/contracts/api-messages';
import { CARD_LIMIT_LABEL } from '@/src/contracts/card-kinds';
import type { RequestPayload, RequestPayloadView } from '@/src/contracts/requests';
import type { Db } from '@/server/db/client';
import { companyAccount } from '@/server/db/queries/auto-top-up';
import { getCardRow } from '@/server/db/queries/cards';
import { limitsOfUsers } from '@/server/db/queries/person-limits';
import { getUserRow } from '@/server/db/queries/users';
import { ACCOUNT_TYPE, binSets } from '@/server/db/schema/index';
import type { AuthContext } from '@/server/http/context';
import { invalidField } from '@/server/http/errors';
import { formatMinor, toMinor } from '@/server/ledger/amounts';
import { reaches } from '@/server/modules/cards/card-scope';
import { issuableSets, limitsToMinor } from '@/server/modules/cards/issue';

/** What a new request is about, resolved from what was asked: stored with the request. */
export interface ResolvedRequest {
  target: string;
  subjectUserId: number | null;
  amount: bigint | null;
  currency: string;
  payload: RequestPayloadView;
}

const CARD_LIMIT_COLUMN = {
  perTransaction: 'limitPerTransaction',
  daily: 'limitDaily',
  monthly: 'limitMonthly',
  lifetime: 'limitLifetime',
} as const;

/** The requester themself, or (a team lead) an active member of their team; anyone else is refused on `field`. */
async function subjectOf(db: Db, auth: AuthContext, userId: number | undefined, field: string) {
  if (userId === undefined || userId === auth.userId) return auth.userId;
  const user = await getUserRow(db, userId);
  const member =
    user &&
    auth.role === ROLE.teamLead &&
    user.companyId === auth.companyId &&
    user.teamLeadId === auth.userId &&
    user.status === 2;
  if (!member) throw invalidField(field, apiMessage.requestTargetOutOfReach);
  return user.id;
}

const moneyOf = (amount: string, currency: string, field: string) => {
  try {
    return toMinor(amount, currency);
  } catch {
    throw invalidField(field, apiMessage.validationFailed);
  }
};

/** Checks what was asked against the company's cards, users and accounts as the requester reaches them. */
export async function resolveRequest(db: Db, auth: AuthContext, asked: RequestPayload): Promise<ResolvedRequest> {
  const companyId = auth.companyId!;
  switch (asked.kind) {
    case 'new_card': {
      const holder = await subjectOf(db, auth, asked.holderUserId, 'holderUserId');
      const [set] = await db.select().from(binSets).where(eq(binSets.id, asked.binSetId));
      const usable = (await issuableSets(db, companyId)).some((s) => s.set.id === asked.binSetId);
      if (!set || !usable) throw invalidField('binSetId', apiMessage.cardIssueNoBinAccount);
      const limits = limitsToMinor(asked.limits, set.currency);
      const shown = (v: bigint | null | undefined) =>
        v === undefined || v === null ? null : formatMinor(v, set.currency);
      return {
        target: `new-card:${holder}:${set.id}`,
        subjectUserId: holder,
        amount: null, // not a figure: a new card asks for no amount
        currency: set.currency,
        payload: {
          kind: 'new_card',
          binSetId: set.id,
          holderUserId: holder,
          name: asked.name,
          limits: asked.limits
            ? {
                perTransaction: shown(limits.perTransaction),
                daily: shown(limits.daily),
                monthly: shown(limits.monthly),
                lifetime: shown(limits.lifetime),
              }
            : null,
        },
      };
    }
    case 'card_limit': {
      const row = await getCardRow(db, asked.cardId);
      if (!row || !reaches(auth, row)) throw invalidField('cardId', apiMessage.notFound);
      if (row.card.status === 'closed') throw invalidField('cardId', apiMessage.cardClosed);
      const amount = moneyOf(asked.amount, row.card.currency, 'amount');
      const current = row.card[CARD_LIMIT_COLUMN[asked.limit]];
      // As for person limits: asking "higher" where the card has no limit would impose one.
      if (current === null)
        throw invalidField('limit', apiMessage.requestNoCardLimit(CARD_LIMIT_LABEL[asked.limit].toLowerCase()));
      if (amount <= current)
        throw invalidField('amount', apiMessage.requestNotBelowCurrent(formatMinor(current, row.card.currency)));
      return {
        target: `card:${row.card.id}:${asked.limit}`,
        subjectUserId: row.card.holderUserId,
        amount,
        currency: row.card.currency,
        payload: {
          kind: 'card_limit',
          cardId: row.card.id,
          limit: asked.limit,
          amount: formatMinor(amount, row.card.currency),
        },
      };
    }
    case 'person_limit': {
      const userId = await subjectOf(db, auth, asked.userId, 'userId');
      const amount = moneyOf(asked.amount, asked.currency, 'amount');
      const current = (await limitsOfUsers(db, [userId])).find((l) => l.currency === asked.currency)?.[asked.limit];
      // Only a limit that exists is raised: asking "higher" where there is none would impose one.
      if (current === undefined || current === null)
        throw invalidField('limit', apiMessage.requestNoPersonLimit(asked.limit, asked.currency));
      if (amount <= current)
        throw invalidField('amount', apiMessage.requestNotBelowCurrent(formatMinor(current, asked.currency)));
      return {
        target: `person:${userId}:${asked.currency}:${asked.limit}`,
        subjectUserId: userId,
        amount,
        currency: asked.currency,
        payload: {
          kind: 'person_limit',
          userId,
          currency: asked.currency,
          limit: asked.limit,
          amount: formatMinor(amount, asked.currency),
        },
      };
    }
    case 'funds': {
      const [from, to] = await Promise.all([
        companyAccount(db, companyId, asked.fromAccountId),
        companyAccount(db, companyId, asked.toAccountId),
      ]);
      if (!from || from.closedAt || from.type !== ACCOUNT_TYPE.transit)
        throw invalidField('fromAccountId', apiMessage.requestNotTransit);
      if (!to || to.closedAt || to.type !== ACCOUNT_TYPE.bin)
        throw invalidField('toAccountId', apiMessage.requestNotBin);
      // Approving would post a transfer, which refuses a pair of currencies: refused when asked instead.
      if (from.currency !== to.currency) throw invalidField('toAccountId', apiMessage.currencyMismatch);
      const amount = moneyOf(asked.amount, from.currency, 'amount');
      return {
        target: `bin:${to.id}`,
        subjectUserId: null,
        amount,
        currency: from.currency,
        payload: {
          kind: 'funds',
          fromAccountId: from.id,
          toAccountId: to.id,
          amount: formatMinor(amount, from.currency),
        },
      };
    }
  }
}
