import { apiMessage } from '@/src/contracts/api-messages';
import type { RoleId } from '@/src/contracts/access';
import type { RequestAction, RequestChannel } from '@/src/contracts/request-kinds';
import type { Db } from '@/server/db/client';
import { appendAudit } from '@/server/db/queries/audit';
import { getCompanyRow } from '@/server/db/queries/companies';
import { limitsOfUsers, replaceLimits } from '@/server/db/queries/person-limits';
import { finishRequest, lockRequest, type RequestRow } from '@/server/db/queries/requests';
import { getUserRow } from '@/server/db/queries/users';
import type { AuthContext } from '@/server/lib/caller';
import type { CallerCompany } from '@/server/db/queries/sessions';
import type { Deps } from '@/server/lib/deps';
import { HttpError, invalidField, notFound } from '@/server/http/errors';
import { formatMinor } from '@/server/ledger/amounts';
import { issuerFor, changeLimits } from '@/server/modules/cards/card-status';
import type { CardIssuer } from '@/server/providers/card-issuer/index';
import { issueCards } from '@/server/modules/cards/issue';
import { decideTransfers, type TransferResult } from '@/server/modules/transfers/transfer-batch';
import { decideRefusal, deciderRow } from './request-authority';
import { requestDecidedEvents } from './request-notify';

export interface Decision {
  requestId: number;
  deciderId: number;
  action: RequestAction;
  channel: RequestChannel;
  /** Approve with changes: less than asked, minor units. */
  amount?: bigint;
  comment?: string | null;
  ip?: string | null;
}

export const alreadyDecided = () => new HttpError(409, apiMessage.requestAlreadyDecided);

/**
 * The existing paths act as the decider: they read the caller's id, role, company and rights from it. Built
 * from the decider's current rows, as a push token or a Telegram chat carries no session.
 */
async function actingAs(tx: Db, userId: number): Promise<AuthContext> {
  const user = (await getUserRow(tx, userId))!;
  const company = user.companyId === null ? null : await getCompanyRow(tx, user.companyId);
  return {
    userId: user.id,
    role: user.role as RoleId,
    companyId: user.companyId,
    sessionId: '',
    teamLeadId: user.teamLeadId,
    permissions: user.permissions,
    user,
    company: company as unknown as CallerCompany,
  };
}

type Result = { cardIds: number[]; paymentId: number | null };

/** Executes an approved request through the path its action already has, in the decision's transaction. */
async function execute(
  tx: Db,
  deps: Deps,
  issuer: CardIssuer,
  request: RequestRow,
  deciderId: number,
  amount: bigint | null,
): Promise<Result> {
  const payload = request.payload as Record<string, unknown>;
  const auth = await actingAs(tx, deciderId);
  const now = deps.now();
  switch (request.kind) {
    case 'new_card': {
      const limits = payload.limits as Record<string, string | null> | null;
      const issued = await issueCards(
        tx,
        issuer,
        auth,
        {
          binSetId: payload.binSetId as number,
          holderUserId: payload.holderUserId as number,
          name: payload.name as string,
          limits: limits ?? undefined,
          count: 1,
        },
        now,
        // The issuer is asked once per request, whatever retries happen around it.
        `request:${request.id}`,
      );
      return { cardIds: issued.map((c) => c.id), paymentId: null };
    }
    case 'card_limit': {
      const limit = payload.limit as 'perTransaction' | 'daily' | 'monthly' | 'lifetime';
      await changeLimits(tx, issuer, auth, payload.cardId as number, { [limit]: amount }, now);
      return { cardIds: [payload.cardId as number], paymentId: null };
    }
    case 'person_limit': {
      const userId = payload.userId as number;
      const period = payload.limit as 'daily' | 'monthly';
      const current = await limitsOfUsers(tx, [userId]);
      const others = current.filter((l) => l.currency !== request.currency);
      const mine = current.find((l) => l.currency === request.currency);
      const next = { currency: request.currency!, daily: mine?.daily ?? null, monthly: mine?.monthly ?? null };
      next[period] = amount;
      if (next.daily !== null && next.monthly !== null && next.daily > next.monthly)
        throw invalidField('amount', apiMessage.personLimitMonthBelowDay);
      await replaceLimits(
        tx,
        userId,
        [...others.map((l) => ({ currency: l.currency, daily: l.daily, monthly: l.monthly })), next],
        deciderId,
        now,
      );
      return { cardIds: [], paymentId: null };
    }
    case 'funds': {
      const [outcome] = await decideTransfers(tx, [
        {
          companyId: request.companyId,
          request: {
            fromAccountId: payload.fromAccountId as number,
            toAccountId: payload.toAccountId as number,
            amount: formatMinor(amount!, request.currency!),
          },
          initiator: { kind: 'user', userId: deciderId },
          description: `Request #${request.id}`,
          // The request's own status is the idempotency here: it is approved once, in this transaction.
          claim: null,
          info: { requestId: request.id },
        },
      ]);
      if (!outcome!.ok) throw outcome!.error;
      return { cardIds: [], paymentId: (outcome!.value as TransferResult).id };
    }
  }
  throw notFound();
}

/**
 * One decision, from any channel, in ONE transaction: the request row is locked, so of two decisions at
 * once the second waits and then finds it decided (409); the decider's current rights are checked; an
 * approval executes its action; the status, the audit record and the requester's notification commit with
 * it, or nothing does.
 */
export async function decide(deps: Deps, decision: Decision): Promise<RequestRow> {
  const issuer = await issuerFor(deps);
  return deps.db.transaction((tx) => decideIn(tx as unknown as Db, deps, issuer, decision));
}

/**
 * `decide` in the caller's transaction (a push action spends its token in the same one). The caller gets the
 * card issuer (`issuerFor`) before opening the transaction: its first use reads the database outside it, which
 * on PGlite's single connection would wait for this very transaction (bootstrap.ts `lazyCardIssuer`).
 */
export async function decideIn(tx: Db, deps: Deps, issuer: CardIssuer, decision: Decision): Promise<RequestRow> {
  {
    const request = await lockRequest(tx, decision.requestId);
    if (!request) throw notFound();
    if (request.status !== 'pending') throw alreadyDecided();
    const now = deps.now();
    if (request.expiresAt <= now) throw new HttpError(409, apiMessage.requestExpired);

    const approving = decision.action === 'approve';
    if (approving && decision.amount !== undefined) {
      if (request.kind === 'new_card') throw invalidField('amount', apiMessage.requestAmountNotForCard);
      if (decision.amount > request.amount!)
        throw invalidField(
          'amount',
          apiMessage.requestAmountAboveAsked(formatMinor(request.amount!, request.currency!)),
        );
    }
    const amount = approving ? (decision.amount ?? request.amount) : null;
    const decider = await deciderRow(tx, decision.deciderId);
    const refusal = await decideRefusal(tx, decider, request, amount ?? request.amount);
    if (refusal) throw new HttpError(403, refusal);

    const result = approving ? await execute(tx, deps, issuer, request, decision.deciderId, amount) : null;
    const finished: RequestRow = {
      ...request,
      status: approving ? 'approved' : 'declined',
      decidedAt: now,
      decidedBy: decision.deciderId,
      channel: decision.channel,
      comment: decision.comment || null,
      approvedAmount: approving ? amount : null, // not a figure: a declined request approved nothing
      result,
    };
    await finishRequest(tx, request.id, finished);
    await appendAudit(tx, {
      actorId: decider!.id,
      actorRole: decider!.role,
      action: approving ? 'request.approve' : 'request.decline',
      entityType: 'company',
      entityId: request.companyId,
      companyId: request.companyId,
      after: {
        requestId: request.id,
        kind: request.kind,
        channel: decision.channel,
        ...(amount !== null && request.currency ? { amount: formatMinor(amount, request.currency) } : {}),
        ...(result ? { result } : {}),
      },
      ip: decision.ip ?? null,
    });
    await requestDecidedEvents(tx, finished);
    return finished;
  }
}
