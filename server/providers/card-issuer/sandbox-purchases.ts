import { randomBytes } from 'node:crypto';
import {
  ISSUER_SIGNATURE_HEADER,
  webhookResponse,
  type IssuerDecision,
  type IssuerEvent,
  type IssuerEventType,
  type IssuerMerchant,
} from '@/src/contracts/card-issuer';
import { CardIssuerError } from './card-issuer';
import type { SandboxCardIssuer } from './sandbox-issuer';
import { signatureHeader } from './webhook-signature';

export interface SandboxDelivery {
  url: string;
  secret: string;
  now: () => Date;
}

export interface SentEvent {
  id: string;
  type: IssuerEventType;
  status: number;
}

const eventId = () => `evt_${randomBytes(12).toString('base64url')}`;

/**
 * Sends one event to the portal over HTTP, signed as a real issuer signs it, and answers the portal's
 * reply. A delivery the portal refuses is an error (a real issuer would retry it).
 */
export async function deliver(delivery: SandboxDelivery, event: IssuerEvent) {
  const raw = JSON.stringify(event);
  let res: Response;
  try {
    res = await fetch(delivery.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [ISSUER_SIGNATURE_HEADER]: signatureHeader(delivery.secret, raw, delivery.now()),
      },
      body: raw,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new CardIssuerError(`The sandbox could not reach the portal at ${delivery.url}: ${(error as Error).message}`);
  }
  const text = await res.text();
  if (!res.ok)
    throw new CardIssuerError(`The portal answered ${res.status} to ${event.type}: ${text.slice(0, 200)}`, res.status);
  return { status: res.status, reply: webhookResponse.parse(JSON.parse(text)) };
}

export interface PurchaseInput {
  issuerCardId: string;
  currency: string;
  /** Minor units. */
  amount: bigint;
  merchant: IssuerMerchant;
  then: 'settle' | 'reverse' | 'refund' | 'hold';
  /** Minor units of `settleCurrency` when given (a merchant charging in another currency), else of `currency`. */
  settleAmount?: bigint;
  settleCurrency?: string;
  /** Minor units of the card's currency; all that settled, in it, by default. */
  refundAmount?: bigint;
}

/**
 * A purchase as a card network runs it: the issuer declines on its own side a card it knows frozen or
 * closed (authorization.declined); otherwise it asks the portal (authorization.request) and, on an
 * approval, later settles, reverses or settles and refunds it.
 */
export async function simulatePurchase(sandbox: SandboxCardIssuer, delivery: SandboxDelivery, input: PurchaseInput) {
  const transactionId = `txn_${randomBytes(12).toString('base64url')}`;
  const created = () => delivery.now().toISOString();
  const sent: SentEvent[] = [];
  const send = async (event: IssuerEvent) => {
    const { status, reply } = await deliver(delivery, event);
    sent.push({ id: event.id, type: event.type, status });
    return reply;
  };
  const card = { cardId: input.issuerCardId, transactionId };
  const known = sandbox.stateOf(input.issuerCardId).status;
  if (known !== 'active') {
    const reason = known === 'frozen' ? 'card_frozen' : 'card_closed';
    await send({
      id: eventId(),
      type: 'authorization.declined',
      created: created(),
      data: { ...card, amount: Number(input.amount), currency: input.currency, merchant: input.merchant, reason },
    });
    return { transactionId, decision: { approved: false, reason } as IssuerDecision, events: sent };
  }
  const reply = await send({
    id: eventId(),
    type: 'authorization.request',
    created: created(),
    data: { ...card, amount: Number(input.amount), currency: input.currency, merchant: input.merchant },
  });
  const decision = reply.decision ?? { approved: false, reason: 'issuer_declined' as const };
  if (!decision.approved || input.then === 'hold') return { transactionId, decision, events: sent };
  if (input.then === 'reverse') {
    await send({ id: eventId(), type: 'authorization.reversal', created: created(), data: card });
    return { transactionId, decision, events: sent };
  }
  const settled = input.settleAmount ?? input.amount;
  await send({
    id: eventId(),
    type: 'transaction.settlement',
    created: created(),
    data: { ...card, amount: Number(settled), ...(input.settleCurrency && { currency: input.settleCurrency }) },
  });
  if (input.then === 'refund') {
    const refund = input.refundAmount ?? (input.settleCurrency ? input.amount : settled);
    await send({
      id: eventId(),
      type: 'transaction.refund',
      created: created(),
      data: { ...card, refundId: `rfd_${randomBytes(9).toString('base64url')}`, amount: Number(refund) },
    });
  }
  return { transactionId, decision, events: sent };
}
