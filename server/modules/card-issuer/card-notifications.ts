import { DECLINE_REASON_LABEL, type DeclineReason } from '../../../src/contracts/card-kinds';
import type { Db } from '../../db/client';
import { enqueue } from '../../jobs/queue';
import type { JobHandlers } from '../../jobs/worker';
import { formatMinor } from '../../ledger/amounts';
import { notify } from '../notifications/notify';

const DECLINED_JOB = 'cards.notify-declined';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface DeclinedInfo {
  cardId: number;
  holderUserId: number;
  cardTransactionId: number;
  reason: DeclineReason;
  amount: bigint;
  currency: string;
  merchant: string;
  at: Date;
}

/**
 * "Card declined" for the holder. The authorization path only enqueues one job in its transaction (one
 * insert, so the decision stays fast); the job makes the notification and its deliveries. Seeded history
 * passes `silent`.
 */
export async function notifyCardDeclined(tx: Db, info: DeclinedInfo, options: { silent?: boolean } = {}) {
  if (options.silent) return;
  await enqueue(tx, {
    kind: DECLINED_JOB,
    payload: { ...info, amount: info.amount.toString(), at: info.at.toISOString() },
    dedupeKey: `card-declined:${info.cardTransactionId}`,
  });
}

export const cardJobHandlers: JobHandlers = {
  async [DECLINED_JOB](deps, payload: Omit<DeclinedInfo, 'amount' | 'at'> & { amount: string; at: string }) {
    let amount = payload.amount;
    try {
      amount = formatMinor(BigInt(payload.amount), payload.currency);
    } catch {
      // A currency the portal does not know (an issuer-side decline): the minor units as they came.
    }
    await deps.db.transaction((tx) =>
      notify(tx, {
        type: 'card_declined',
        userIds: [payload.holderUserId],
        title: 'Card payment declined',
        description: `${escapeHtml(payload.merchant)}: ${amount} ${escapeHtml(payload.currency)} — ${DECLINE_REASON_LABEL[payload.reason] ?? payload.reason}`,
        link: `/wallet/card/${payload.cardId}`,
        dedupeKey: `card-declined:${payload.cardTransactionId}`,
      }),
    );
  },
};

/** "Card issued" for the holder, in the issuing transaction. */
export async function notifyCardsIssued(tx: Db, input: { holderUserId: number; cards: { id: number; name: string; last4: string }[]; requestKey: string }) {
  const [first] = input.cards;
  if (!first) return;
  const many = input.cards.length > 1;
  await notify(tx, {
    type: 'card_issued',
    userIds: [input.holderUserId],
    title: many ? `${input.cards.length} cards issued` : 'Card issued',
    description: many
      ? `${input.cards.length} cards “${escapeHtml(first.name)}” were issued to you.`
      : `Card “${escapeHtml(first.name)}” •••• ${first.last4} was issued to you.`,
    link: many ? '/wallet' : `/wallet/card/${first.id}`,
    dedupeKey: `card-issued:${input.requestKey}`,
  });
}
