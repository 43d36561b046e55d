import { eq } from 'drizzle-orm';
import type { IssuerEvent, WebhookResponse } from '../../../src/contracts/card-issuer';
import type { Db } from '../../db/client';
import { cardWebhookEvents } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import type { Deps } from '../../lib/deps';
import { authorizationTransaction } from './authorization-transaction';
import { authorize, lockDecisionCard } from './authorize';
import { recordDecline } from './decline';
import { deliverThreeDsCode } from './three-ds';
import { refund, reverse, settle } from './settle';

/**
 * One issuer event, exactly once: the event id is claimed in the same transaction as what the event
 * posts, so a redelivery (even a concurrent one, which waits for the first to commit) finds the claim and
 * gets the first answer back, and a failure leaves no claim, so the issuer's retry is processed anew.
 */
export async function processIssuerEvent(deps: Pick<Deps, 'db' | 'mailer' | 'telegram' | 'logger'>, event: IssuerEvent, at: Date): Promise<WebhookResponse> {
  // The hot path: an authorization claims its event in the statement that locks the card.
  if (event.type === 'authorization.request') {
    const d = event.data;
    return authorizationTransaction(deps.db, async (run) => {
      const { tx } = run;
      const outcome = await authorize(
        tx,
        { issuerCardId: d.cardId, transactionId: d.transactionId, amount: BigInt(d.amount), currency: d.currency, merchant: d.merchant, eventId: event.id },
        at,
        run,
      );
      if (outcome.replayed) return firstAnswer(tx, event);
      const response = { received: true as const, eventId: event.id, decision: { approved: outcome.approved, reason: outcome.reason } };
      if (!outcome.answered) await tx.update(cardWebhookEvents).set({ response }).where(eq(cardWebhookEvents.eventId, event.id));
      return response;
    });
  }
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

/** What the portal answered the first time an event id came (a redelivery changes nothing). */
async function firstAnswer(tx: Db, event: IssuerEvent): Promise<WebhookResponse> {
  const [first] = await tx.select({ response: cardWebhookEvents.response, type: cardWebhookEvents.type }).from(cardWebhookEvents).where(eq(cardWebhookEvents.eventId, event.id));
  if (first?.type !== event.type) throw new HttpError(409, `Event ${event.id} was received before as ${first?.type ?? 'another event'}`);
  return first.response as WebhookResponse;
}

async function apply(tx: Db, deps: Pick<Deps, 'mailer' | 'telegram' | 'logger'>, event: IssuerEvent, at: Date): Promise<{ response: WebhookResponse; answered?: boolean }> {
  const received = { received: true as const, eventId: event.id };
  switch (event.type) {
    case 'authorization.declined': {
      const d = event.data;
      const card = await lockDecisionCard(tx, d.cardId, at);
      if (!card) throw new HttpError(404, `Unknown card ${d.cardId}`);
      await recordDecline(tx, card, { transactionId: d.transactionId, amount: BigInt(d.amount), currency: d.currency, merchant: d.merchant }, d.reason ?? 'issuer_declined', at);
      return { response: received };
    }
    case 'authorization.reversal':
      await reverse(tx, { issuerCardId: event.data.cardId, transactionId: event.data.transactionId }, at);
      return { response: received };
    case 'transaction.settlement':
      await settle(tx, { issuerCardId: event.data.cardId, transactionId: event.data.transactionId, amount: BigInt(event.data.amount) }, at);
      return { response: received };
    case 'transaction.refund':
      await refund(tx, { issuerCardId: event.data.cardId, transactionId: event.data.transactionId, refundId: event.data.refundId, amount: BigInt(event.data.amount) }, at);
      return { response: received };
    case '3ds.otp':
      await deliverThreeDsCode(tx, deps, event.data);
      return { response: received };
    case 'authorization.request':
      // Answered on the hot path in processIssuerEvent, before any claim is made here.
      throw new Error('authorization.request is processed by authorize()');
  }
}
