import { eq } from 'drizzle-orm';
import type { IssuerEvent, WebhookResponse } from '@/src/contracts/card-issuer';
import type { Db } from '@/server/db/client';
import { createBatcher, outcomeOf, type Outcome } from '@/server/db/batcher';
import { oncePerDb } from '@/server/db/once-per-db';
import { cardWebhookEvents } from '@/server/db/schema/index';
import { HttpError } from '@/server/http/errors';
import type { Deps } from '@/server/lib/deps';
import { authorizeAll, decisionAnswer } from './authorize';
import { lockDecisionCards } from './decision-cards';
import { recordDecline } from './decline';
import { deliverThreeDsCode } from './three-ds';
import { refund, reverse, settle } from './settle';

/**
 * One issuer event, exactly once: the event id is claimed in the same transaction as what the event
 * posts, so a redelivery (even a concurrent one, which waits for the first to commit) finds the claim and
 * gets the first answer back, and a failure leaves no claim, so the issuer's retry is processed anew.
 */
export async function processIssuerEvent(
  deps: Pick<Deps, 'db' | 'mailer' | 'telegram' | 'logger'>,
  event: IssuerEvent,
  at: Date,
): Promise<WebhookResponse> {
  // The hot path: authorizations that arrive together are decided together (group commit).
  if (event.type === 'authorization.request') return authorizationBatcher(deps.db).submit({ event, at });
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const claimed = await tx
      .insert(cardWebhookEvents)
      .values({ eventId: event.id, type: event.type, response: {}, receivedAt: at })
      .onConflictDoNothing()
      .returning({ eventId: cardWebhookEvents.eventId });
    if (claimed.length === 0) return firstAnswer(tx, event);
    const { response, answered } = await apply(tx, deps, event, at);
    if (!answered) await tx.update(cardWebhookEvents).set({ response }).where(eq(cardWebhookEvents.eventId, event.id));
    return response;
  });
}

type AuthorizationRequest = { event: Extract<IssuerEvent, { type: 'authorization.request' }>; at: Date };

/**
 * How authorizations are batched (server/db/batcher.ts), measured with `npm run bench:authorizations` on
 * PostgreSQL (2 vCPU shared by the load generator, Node and PostgreSQL, and by other work while measured;
 * 50 connections, 50 companies × 20 cards), settings run one after the other:
 * - concurrency 2: 1,084–1,449 decisions/s, p99 58–88 ms, batches of 16 on average (1 to 49);
 *   1: 738–1,149/s, p99 85–129 ms (batches of 25: the database waits while Node reads and answers);
 *   3: 997/s, p99 118 ms (batches wait on each other's account locks).
 * - maxBatch 64: seldom reached at 50 connections; it bounds how long one batch holds its locks.
 */
const AUTHORIZATION_BATCH = { maxBatch: 64, concurrency: 2 };

/** One batcher per database: every authorization of it is decided in a batch, a lone one in a batch of one. */
const authorizationBatcher = oncePerDb((db) =>
  createBatcher<AuthorizationRequest, WebhookResponse>({
    ...AUTHORIZATION_BATCH,
    run: (requests) => db.transaction((tx) => decideRequests(tx as unknown as Db, requests)),
  }),
);

/** A batch of authorization events in one transaction; decided at the first one's time (they came together). */
async function decideRequests(tx: Db, requests: AuthorizationRequest[]): Promise<Outcome<WebhookResponse>[]> {
  const outcomes = await authorizeAll(
    tx,
    requests.map(({ event: { id, data: d } }) => ({
      issuerCardId: d.cardId,
      transactionId: d.transactionId,
      amount: BigInt(d.amount),
      currency: d.currency,
      merchant: d.merchant,
      eventId: id,
    })),
    requests[0]!.at,
  );
  const answers: Outcome<WebhookResponse>[] = [];
  for (const [i, outcome] of outcomes.entries()) {
    const { event } = requests[i]!;
    if (!outcome.ok) answers.push(outcome);
    else if (outcome.value.replayed) answers.push(await outcomeOf(() => firstAnswer(tx, event)));
    else
      answers.push({
        ok: true,
        value: decisionAnswer(event.id, { approved: outcome.value.approved, reason: outcome.value.reason }),
      });
  }
  return answers;
}

/** What the portal answered the first time an event id came (a redelivery changes nothing). */
async function firstAnswer(tx: Db, event: IssuerEvent): Promise<WebhookResponse> {
  const [first] = await tx
    .select({ response: cardWebhookEvents.response, type: cardWebhookEvents.type })
    .from(cardWebhookEvents)
    .where(eq(cardWebhookEvents.eventId, event.id));
  if (first?.type !== event.type)
    throw new HttpError(409, `Event ${event.id} was received before as ${first?.type ?? 'another event'}`);
  return first.response as WebhookResponse;
}

async function apply(
  tx: Db,
  deps: Pick<Deps, 'mailer' | 'telegram' | 'logger'>,
  event: IssuerEvent,
  at: Date,
): Promise<{ response: WebhookResponse; answered?: boolean }> {
  const received = { received: true as const, eventId: event.id };
  switch (event.type) {
    case 'authorization.declined': {
      const d = event.data;
      const card = (await lockDecisionCards(tx, [d.cardId], at)).cards.get(d.cardId);
      if (!card) throw new HttpError(404, `Unknown card ${d.cardId}`);
      await recordDecline(
        tx,
        card,
        { transactionId: d.transactionId, amount: BigInt(d.amount), currency: d.currency, merchant: d.merchant },
        d.reason ?? 'issuer_declined',
        at,
      );
      return { response: received };
    }
    case 'authorization.reversal':
      await reverse(tx, { issuerCardId: event.data.cardId, transactionId: event.data.transactionId }, at);
      return { response: received };
    case 'transaction.settlement':
      await settle(
        tx,
        {
          issuerCardId: event.data.cardId,
          transactionId: event.data.transactionId,
          amount: BigInt(event.data.amount),
          currency: event.data.currency,
        },
        at,
      );
      return { response: received };
    case 'transaction.refund':
      await refund(
        tx,
        {
          issuerCardId: event.data.cardId,
          transactionId: event.data.transactionId,
          refundId: event.data.refundId,
          amount: BigInt(event.data.amount),
        },
        at,
      );
      return { response: received };
    case '3ds.otp':
      await deliverThreeDsCode(tx, deps, event.data);
      return { response: received };
    case 'authorization.request':
      // Answered on the hot path in processIssuerEvent, before any claim is made here.
      throw new Error('authorization.request is decided by authorizeAll()');
  }
}
