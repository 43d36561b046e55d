import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { ROLE } from '@/src/contracts/access';
import { apiMessage } from '@/src/contracts/api-messages';
import type { CardLimitsBody } from '@/src/contracts/cards';
import type { Db } from '@/server/db/client';
import { cardSpends, getCardRow, insertCardEvent } from '@/server/db/queries/cards';
import { getCompanyRow } from '@/server/db/queries/companies';
import { ACCOUNT_TYPE, accounts, binSets, cards, companies, users } from '@/server/db/schema/index';
import type { AuthContext } from '@/server/http/context';
import { HttpError, invalidField } from '@/server/http/errors';
import { InsufficientFunds } from '@/server/ledger/errors';
import { formatMinor, toMinor } from '@/server/ledger/amounts';
import { chargeFee } from '@/server/ledger/operations';
import type { CardIssuer } from '@/server/providers/card-issuer/card-issuer';
import { CardIssuerError } from '@/server/providers/card-issuer/card-issuer';
import { notifyCardsIssued } from '@/server/modules/card-issuer/card-notifications';
import { toCard } from './card-view';

/** The company's BIN sets that can issue: active sets with an open BIN account, the default first. */
export async function issuableSets(db: Db, companyId: number) {
  return db
    .select({
      set: binSets,
      account: { id: accounts.id, name: accounts.name, balance: accounts.balance, hold: accounts.hold },
    })
    .from(accounts)
    .innerJoin(binSets, eq(binSets.id, accounts.binSetId))
    .where(
      and(
        eq(accounts.companyId, companyId),
        eq(accounts.type, ACCOUNT_TYPE.bin),
        isNull(accounts.closedAt),
        eq(binSets.status, 1),
      ),
    )
    .orderBy(desc(binSets.isDefaultIssuance), asc(binSets.id));
}

/** Limits as typed (decimal strings, null or absent) in minor units of the card's currency. */
export function limitsToMinor(limits: CardLimitsBody | undefined, currency: string) {
  const one = (value: string | null | undefined, field: string) => {
    if (value === undefined || value === null) return value;
    try {
      return toMinor(value, currency);
    } catch {
      throw invalidField(field, 'Value is not valid');
    }
  };
  return {
    perTransaction: one(limits?.perTransaction as string | null | undefined, 'limits.perTransaction'),
    daily: one(limits?.daily as string | null | undefined, 'limits.daily'),
    monthly: one(limits?.monthly as string | null | undefined, 'limits.monthly'),
    lifetime: one(limits?.lifetime as string | null | undefined, 'limits.lifetime'),
  };
}

/**
 * Whom the caller may issue to: an owner anyone active in the company, a lead themself and their team, a buyer
 * themself.
 */
async function holderFor(tx: Db, auth: AuthContext, holderUserId: number) {
  const [holder] = await tx
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      companyId: users.companyId,
      teamLeadId: users.teamLeadId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, holderUserId));
  const allowed =
    holder &&
    holder.companyId === auth.companyId &&
    holder.status === 2 &&
    [ROLE.owner, ROLE.teamLead, ROLE.buyer].includes(holder.role as 2 | 3 | 4) &&
    (auth.role === ROLE.owner ||
      holder.id === auth.userId ||
      (auth.role === ROLE.teamLead && holder.teamLeadId === auth.userId));
  if (!allowed) throw invalidField('holderUserId', apiMessage.cardIssueHolder);
  return holder;
}

export interface IssueRequest {
  binSetId: number;
  holderUserId: number;
  name: string;
  limits?: CardLimitsBody;
  count: number;
}

/**
 * Issues `count` identical cards in the caller's transaction: the company row is locked (its card
 * allowance is counted down exactly), the issuance fee is posted through the ledger, the issuer makes each
 * card, and the cards, their 'issued' events and the holder's notification are written. Any refusal
 * rolls everything back. `reference` makes a retried request ask the issuer for the same cards.
 */
export async function issueCards(
  tx: Db,
  issuer: CardIssuer,
  auth: AuthContext,
  input: IssueRequest,
  now: Date,
  reference: string = randomUUID(),
) {
  const companyId = auth.companyId;
  if (companyId === null) throw invalidField('holderUserId', apiMessage.cardIssueHolder);
  const company = await getCompanyRow(tx, companyId, { lock: true });
  if (!company) throw invalidField('holderUserId', apiMessage.cardIssueHolder);
  if (input.count > company.cardsAvailableCount)
    throw invalidField('count', apiMessage.cardIssueCount(company.cardsAvailableCount));

  const set = (await issuableSets(tx, companyId)).find((s) => s.set.id === input.binSetId);
  if (!set) {
    const [exists] = await tx.select({ status: binSets.status }).from(binSets).where(eq(binSets.id, input.binSetId));
    throw invalidField(
      'binSetId',
      exists && exists.status !== 1 ? apiMessage.cardIssueBinSetInactive : apiMessage.cardIssueNoBinAccount,
    );
  }
  const holder = await holderFor(tx, auth, input.holderUserId);
  const currency = set.set.currency;
  const limits = limitsToMinor(input.limits, currency);

  const fee = set.set.cardIssuanceFee * BigInt(input.count);
  if (fee > 0n) {
    try {
      await chargeFee(tx, {
        companyId,
        accountId: set.account.id,
        type: 'card_issue_fee',
        amount: fee,
        currency,
        initiator: { kind: 'user', userId: auth.userId },
        description: `Card issuance fee × ${input.count}`,
      });
    } catch (error) {
      if (error instanceof InsufficientFunds) {
        const available = set.account.balance - set.account.hold;
        throw invalidField(
          'count',
          apiMessage.cardIssueFunds(formatMinor(available > 0n ? available : 0n, currency), currency),
        );
      }
      throw error;
    }
  }

  const nextFee = new Date(now);
  nextFee.setUTCMonth(nextFee.getUTCMonth() + 1);
  const made: number[] = [];
  for (let i = 0; i < input.count; i++) {
    let issued;
    try {
      issued = await issuer.issue({
        bin: set.set.bin,
        currency,
        reference: `${reference}:${i}`,
        name: input.name,
        holder: { firstName: holder.firstName ?? '', lastName: holder.lastName ?? '', email: holder.email },
        limits: {
          perTransaction: limits.perTransaction ?? null,
          daily: limits.daily ?? null,
          monthly: limits.monthly ?? null,
          lifetime: limits.lifetime ?? null,
        },
      });
    } catch (error) {
      if (error instanceof CardIssuerError) throw new HttpError(502, apiMessage.cardIssuerFailed);
      throw error;
    }
    const [row] = await tx
      .insert(cards)
      .values({
        companyId,
        accountId: set.account.id,
        binSetId: set.set.id,
        holderUserId: holder.id,
        issuedByUserId: auth.userId,
        issuerCardId: issued.issuerCardId,
        name: input.name,
        last4: issued.last4,
        status: 'active',
        currency,
        limitPerTransaction: limits.perTransaction ?? null,
        limitDaily: limits.daily ?? null,
        limitMonthly: limits.monthly ?? null,
        limitLifetime: limits.lifetime ?? null,
        nextMonthlyFeeAt: nextFee,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: cards.id });
    made.push(row!.id);
    await insertCardEvent(tx, {
      cardId: row!.id,
      companyId,
      type: 'issued',
      userId: auth.userId,
      status: 'active',
      info: { binSetId: set.set.id, fee: formatMinor(set.set.cardIssuanceFee, currency) },
      createdAt: now,
    });
  }
  await tx
    .update(companies)
    .set({
      cardsAvailableCount: sql`${companies.cardsAvailableCount} - ${input.count}`,
      issuedCardsCount: sql`${companies.issuedCardsCount} + ${input.count}`,
      updatedAt: now,
    })
    .where(eq(companies.id, companyId));

  const spends = await cardSpends(tx, made, now);
  const out = [];
  for (const id of made) out.push(toCard((await getCardRow(tx, id))!, spends.get(id)));
  await notifyCardsIssued(tx, {
    holderUserId: holder.id,
    cards: out.map((c) => ({ id: c.id, name: c.name, last4: c.last4 })),
    requestKey: reference,
  });
  return out;
}
