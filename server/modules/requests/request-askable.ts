import { ROLE } from '@/src/contracts/access';
import { maskCardNumber } from '@/src/contracts/cards';
import type { AskableRequests } from '@/src/contracts/requests';
import type { Db } from '@/server/db/client';
import { limitsOfUsers } from '@/server/db/queries/person-limits';
import { askablePeople, openAccountsOf, openCardsOf } from '@/server/db/queries/request-askable';
import { ACCOUNT_TYPE } from '@/server/db/schema/index';
import type { AuthContext } from '@/server/lib/caller';
import { formatMinor } from '@/server/ledger/amounts';
import { issuableSets } from '@/server/modules/cards/issue';
import { personOut } from './request-view';

const money = (value: bigint | null, currency: string) => (value === null ? null : formatMinor(value, currency));

/**
 * What the caller may ask for now (issue 24), as request-targets.ts would accept it: themself and (a team
 * lead) their team's active members; the BIN sets the company issues from; those people's open cards with a limit; the
 * card and per-person limits they have (only a limit that exists can be asked higher); the transit accounts and the
 * BIN accounts in a currency a transit account has (a transfer between currencies is refused).
 */
export async function askableOf(db: Db, auth: AuthContext): Promise<AskableRequests> {
  const companyId = auth.companyId!;
  const people = await askablePeople(db, companyId, auth.userId, auth.role === ROLE.teamLead);
  const ids = people.map((p) => p.id);
  const [sets, cardRows, limits, accounts] = await Promise.all([
    issuableSets(db, companyId),
    openCardsOf(db, companyId, ids),
    limitsOfUsers(db, ids),
    openAccountsOf(db, companyId),
  ]);
  const binSets = [...new Map(sets.map(({ set }) => [set.id, set])).values()].map((set) => ({
    id: set.id,
    name: set.name,
    bin: set.bin,
    currency: set.currency,
  }));
  // Only a limit that exists can be asked higher: a card without any is not offered.
  const limited = cardRows.filter(
    (c) =>
      c.limitPerTransaction !== null || c.limitDaily !== null || c.limitMonthly !== null || c.limitLifetime !== null,
  );
  const cards = limited.map((card) => ({
    id: card.id,
    name: card.name,
    maskedNumber: maskCardNumber(card.last4),
    currency: card.currency,
    holderUserId: card.holderUserId,
    limits: {
      perTransaction: money(card.limitPerTransaction, card.currency),
      daily: money(card.limitDaily, card.currency),
      monthly: money(card.limitMonthly, card.currency),
      lifetime: money(card.limitLifetime, card.currency),
    },
  }));
  const personLimits = limits
    .filter((l) => l.daily !== null || l.monthly !== null)
    .map((l) => ({
      userId: l.userId,
      currency: l.currency,
      daily: money(l.daily, l.currency),
      monthly: money(l.monthly, l.currency),
    }));
  const account = (a: { id: number; name: string; currency: string }) => ({
    id: a.id,
    name: a.name,
    currency: a.currency,
  });
  const transit = accounts.filter((a) => a.type === ACCOUNT_TYPE.transit).map(account);
  const fundable = new Set(transit.map((a) => a.currency));
  const bin = accounts.filter((a) => a.type === ACCOUNT_TYPE.bin && fundable.has(a.currency)).map(account);
  return {
    people: people.map(personOut),
    binSets,
    cards,
    personLimits,
    funds: { transit, bin },
    kinds: {
      new_card: binSets.length > 0,
      card_limit: cards.length > 0,
      person_limit: personLimits.length > 0,
      funds: bin.length > 0,
    },
  };
}
