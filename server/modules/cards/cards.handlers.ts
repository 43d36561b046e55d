import { eq } from 'drizzle-orm';
import { hasPermission, isStaffRole, ROLE } from '@/src/contracts/access';
import { apiMessage } from '@/src/contracts/api-messages';
import {
  CARD_EVENT_LABEL,
  CARD_STATUS_LABEL,
  DECLINE_FEE_AMOUNT,
  maskCardNumber,
  type CardEvent,
  type CardStatus,
  type CardTransactionStatus,
  type DeclineReason,
  type cardEndpoints,
} from '@/src/contracts/cards';
import type { Db } from '@/server/db/client';
import {
  cardHistoryRows,
  cardSpends,
  cardTransactionPage,
  getCardRow,
  listCardRows,
  type CardFilter,
} from '@/server/db/queries/cards';
import { companies } from '@/server/db/schema/index';
import type { AuthContext } from '@/server/http/context';
import { HttpError, notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { formatMinor } from '@/server/ledger/amounts';
import { idempotent } from '@/server/http/idempotency';
import { permissionMissing, requirePermission } from '@/server/http/permissions';
import { actionsOf, mayReveal, reachCard, reaches, scopeOf, unfreezeRefusal, type ReachedCard } from './card-scope';
import { changeLimits, changeStatus, issuerFor, rename, type StatusAction } from './card-status';
import { toCard, toCardDetail } from './card-view';
import { issuableSets, issueCards, limitsToMinor } from './issue';
import { revealCard, sendRevealCode } from './reveal';
import { pageMeta } from '@/server/db/paging';
import { specDate } from '@/server/lib/spec-date';

async function cardPage(db: Db, filter: CardFilter, page: { page: number; perPage: number }, now: Date) {
  const { rows, totalCount } = await listCardRows(db, filter, page);
  const spends = await cardSpends(
    db,
    rows.map((r) => r.card.id),
    now,
  );
  return {
    meta: pageMeta(page, totalCount),
    records: rows.map((r) => toCard(r, spends.get(r.card.id))),
  };
}

/** Staff, the owner, and clients with see_balance and canSeeBalance see the BIN account's funds (spec 6). */
function seesBalance(auth: AuthContext) {
  if (isStaffRole(auth.role)) return true;
  return (
    auth.role === ROLE.owner || (hasPermission(auth.role, auth.permissions, 'see_balance') && auth.user.canSeeBalance)
  );
}

async function detail(db: Db, auth: AuthContext, row: ReachedCard, now: Date) {
  const spends = await cardSpends(db, [row.card.id], now);
  const available = row.account.balance - row.account.hold;
  return toCardDetail(row, spends.get(row.card.id), {
    actions: actionsOf(auth, row),
    unfreezeRefusal: unfreezeRefusal(auth, row.card),
    availableBalance: seesBalance(auth) ? formatMinor(available, row.card.currency) : null,
  });
}

async function cardOut(db: Db, id: number, now: Date) {
  const row = (await getCardRow(db, id))!;
  return toCard(row, (await cardSpends(db, [id], now)).get(id));
}

function statusHandler(action: StatusAction, message: string) {
  return async ({
    params,
    auth,
    c,
  }: {
    params: { id: number };
    auth: AuthContext;
    c: Parameters<Handlers<typeof cardEndpoints>['freezeCard']>[0]['c'];
  }) => {
    const deps = c.var.deps;
    await reachCard(deps.db, auth, params.id);
    const issuer = await issuerFor(deps);
    await deps.db.transaction((tx) => changeStatus(tx as unknown as Db, issuer, auth, params.id, action, deps.now()));
    return { message, card: await cardOut(deps.db, params.id, deps.now()) };
  };
}

/** Cards: the wallet and card pages, status, limits, issuing, reveal and the card history (PRODUCT.md "Cards"). */
export const cardsHandlers: Handlers<typeof cardEndpoints> = {
  async listCards({ query, auth, c }) {
    const { page, perPage, companyId, ...filters } = query;
    const staff = isStaffRole(auth.role);
    const filter: CardFilter = {
      scope: scopeOf(auth),
      ...filters,
      companyId: staff ? companyId : undefined,
      holderId: auth.role === ROLE.buyer ? undefined : filters.holderId,
    };
    return cardPage(c.var.deps.db, filter, { page, perPage }, c.var.deps.now());
  },

  async companyCardList({ params, query, auth, c }) {
    if (!isStaffRole(auth.role) && auth.companyId !== params.id) throw notFound();
    const [company] = await c.var.deps.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, params.id));
    if (!company) throw notFound();
    const { page, perPage, ...filters } = query;
    return cardPage(
      c.var.deps.db,
      { scope: scopeOf(auth), ...filters, companyId: params.id },
      { page, perPage },
      c.var.deps.now(),
    );
  },

  async cardDetails({ params, auth, c }) {
    const row = await reachCard(c.var.deps.db, auth, params.id);
    return detail(c.var.deps.db, auth, row, c.var.deps.now());
  },

  async cardHistory({ params, auth, c }) {
    const row = await reachCard(c.var.deps.db, auth, params.id);
    const events = await cardHistoryRows(c.var.deps.db, params.id);
    return events.map(({ event, user }) => ({
      id: event.id,
      creation: event.createdAt.toISOString(),
      type: { key: event.type as CardEvent, description: CARD_EVENT_LABEL[event.type as CardEvent] ?? event.type },
      userName: user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : 'System',
      cardNumber: maskCardNumber(row.card.last4),
      status: { key: event.status, description: CARD_STATUS_LABEL[event.status as CardStatus] ?? event.status },
    }));
  },

  async cardTransactions({ params, query, auth, c }) {
    const row = await reachCard(c.var.deps.db, auth, params.id);
    const { rows, totalCount } = await cardTransactionPage(c.var.deps.db, params.id, query);
    const cur = row.card.currency;
    const fmt = (v: bigint, currency: string) => {
      try {
        return formatMinor(v, currency);
      } catch {
        return formatMinor(v, cur);
      }
    };
    return {
      meta: pageMeta(query, totalCount),
      records: rows.map(({ tx, feeAmount, feePending }) => ({
        id: tx.id,
        transactionId: tx.issuerTransactionId,
        merchant: { name: tx.merchantName, category: tx.merchantCategory, country: tx.merchantCountry },
        amount: fmt(tx.amount, tx.currency),
        settledAmount: tx.settledAmount === null ? null : fmt(tx.settledAmount, tx.currency),
        refundedAmount: fmt(tx.refundedAmount, tx.currency),
        currency: tx.currency,
        status: tx.status as CardTransactionStatus,
        reason: (tx.declineReason as DeclineReason | null) ?? null,
        declineFee: feeAmount === null ? null : formatMinor(BigInt(feeAmount), cur),
        declineFeeDebt: feeAmount !== null && feePending ? formatMinor(BigInt(feeAmount), cur) : null,
        createdAt: specDate(tx.createdAt),
        updatedAt: specDate(tx.updatedAt),
      })),
    };
  },

  async updateCardLimits({ params, body, auth, c }) {
    const deps = c.var.deps;
    const row = await reachCard(deps.db, auth, params.id);
    const limits = limitsToMinor(body, row.card.currency);
    const issuer = await issuerFor(deps);
    await deps.db.transaction((tx) => changeLimits(tx as unknown as Db, issuer, auth, params.id, limits, deps.now()));
    return { message: apiMessage.cardLimitsSaved, card: await cardOut(deps.db, params.id, deps.now()) };
  },

  async renameCard({ params, body, auth, c }) {
    const deps = c.var.deps;
    await reachCard(deps.db, auth, params.id);
    await deps.db.transaction((tx) => rename(tx as unknown as Db, auth, params.id, body.name, deps.now()));
    return { message: apiMessage.cardRenamed, card: await cardOut(deps.db, params.id, deps.now()) };
  },

  freezeCard: statusHandler('freeze', apiMessage.cardFrozen),
  unfreezeCard: statusHandler('unfreeze', apiMessage.cardUnfrozen),
  closeCard: statusHandler('close', apiMessage.cardClosedDone),

  async bulkFreezeCards({ body, auth, c }) {
    const deps = c.var.deps;
    const issuer = await issuerFor(deps);
    const frozenIds: number[] = [];
    const skippedIds: number[] = [];
    // One transaction per card: a card the issuer refuses is skipped without undoing the others.
    for (const id of [...new Set(body.ids)]) {
      const row = await getCardRow(deps.db, id);
      if (!row || !reaches(auth, row) || row.card.status !== 'active') {
        skippedIds.push(id);
        continue;
      }
      try {
        await deps.db.transaction((tx) => changeStatus(tx as unknown as Db, issuer, auth, id, 'freeze', deps.now()));
        frozenIds.push(id);
      } catch {
        skippedIds.push(id);
      }
    }
    return { message: apiMessage.cardsFrozen(frozenIds.length), frozenIds, skippedIds };
  },

  async issuancePreview({ query, auth, c }) {
    requirePermission(auth, 'card_issue');
    const db = c.var.deps.db;
    const companyId = auth.companyId;
    if (companyId === null) throw permissionMissing();
    const sets = await issuableSets(db, companyId);
    const [company] = await db
      .select({ available: companies.cardsAvailableCount })
      .from(companies)
      .where(eq(companies.id, companyId));
    const selected = sets.find((s) => s.set.id === query.binSetId) ?? sets[0] ?? null;
    const count = query.count ?? 1;
    const currency = selected?.set.currency ?? null;
    const available = selected ? selected.account.balance - selected.account.hold : 0n;
    const money = (v: bigint) => (currency ? formatMinor(v, currency) : '0.00');
    return {
      binSets: sets.map((s) => ({
        id: s.set.id,
        bin: s.set.bin,
        name: s.set.name,
        currency: s.set.currency,
        isDefaultIssuance: s.set.isDefaultIssuance,
        cardIssuanceFee: formatMinor(s.set.cardIssuanceFee, s.set.currency),
        monthlyMaintenanceFee: formatMinor(s.set.monthlyMaintenanceFee, s.set.currency),
        account: {
          id: s.account.id,
          name: s.account.name,
          availableBalance: formatMinor(s.account.balance - s.account.hold, s.set.currency),
        },
      })),
      selectedBinSetId: selected?.set.id ?? null,
      currency,
      feePerCard: money(selected?.set.cardIssuanceFee ?? 0n),
      count,
      totalFee: money((selected?.set.cardIssuanceFee ?? 0n) * BigInt(count)),
      availableBalance: money(available),
      cardsAvailableCount: company?.available ?? 0,
    };
  },

  async issueCards({ body, auth, c }) {
    requirePermission(auth, 'card_issue');
    const deps = c.var.deps;
    const { issuer } = await deps.cardIssuer();
    const key = c.req.header('Idempotency-Key');
    const cards = await idempotent(c, auth, body, (tx) =>
      issueCards(tx, issuer, auth, body, deps.now(), key ? `${auth.userId}:${key}` : undefined),
    );
    return { message: apiMessage.cardsIssued(cards.length), cards };
  },

  async requestRevealCode({ params, auth, c }) {
    const deps = c.var.deps;
    const row = await reachCard(deps.db, auth, params.id);
    if (!mayReveal(auth, row)) throw permissionMissing();
    if (row.card.status === 'closed') throw new HttpError(409, apiMessage.cardClosed);
    return sendRevealCode(c, auth, row);
  },

  async revealCard({ params, body, auth, c }) {
    const deps = c.var.deps;
    const row = await reachCard(deps.db, auth, params.id);
    if (!mayReveal(auth, row)) throw permissionMissing();
    // A code asked for before the card was closed must not show a closed card's data.
    if (row.card.status === 'closed') throw new HttpError(409, apiMessage.cardClosed);
    const secrets = await revealCard(c, auth, row, body.code);
    // The card data is shown once: no cache, no intermediary, no back-forward copy keeps it.
    c.header('Cache-Control', 'no-store');
    c.header('Pragma', 'no-cache');
    return secrets;
  },

  declineFee() {
    return { declineFeeChargeAmount: DECLINE_FEE_AMOUNT };
  },
};
