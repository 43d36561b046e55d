import { DECLINE_REASON_LABEL, type DeclineReason } from '@/src/contracts/card-kinds';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { jobs } from '@/server/db/schema/index';
import type { JobHandlers } from '@/server/jobs/worker';
import { formatMinor } from '@/server/ledger/amounts';
import { notify } from '@/server/modules/notifications/notify';

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

/** The payload of a decline's "card declined" job, but for the card transaction's id, which its statement makes. */
export function declinedPayload(info: Omit<DeclinedInfo, 'cardTransactionId'>) {
  return { ...info, amount: info.amount.toString(), at: info.at.toISOString() };
}

/**
 * "Card declined" for the holders, enqueued in the statement that records the declines (decline.ts), so the
 * decision stays fast: a CTE adding one job per row of `recorded` (columns `id`, the card transaction, and
 * `job`, its declinedPayload, or null where nobody is told). Each job then makes the notification and its
 * deliveries; the key is the card transaction, so a job is never enqueued twice.
 */
export const declinedJobs = (recorded: SQL) => sql`declined_jobs as (
  insert into ${jobs} (kind, payload, dedupe_key)
  select ${DECLINED_JOB}, r.job || jsonb_build_object('cardTransactionId', r.id), 'card-declined:' || r.id
  from ${recorded} r where r.job is not null
  on conflict (dedupe_key) do nothing)`;

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
        description:
          `${escapeHtml(payload.merchant)}: ${amount} ${escapeHtml(payload.currency)} — ` +
          (DECLINE_REASON_LABEL[payload.reason] ?? payload.reason),
        link: `/wallet/card/${payload.cardId}`,
        dedupeKey: `card-declined:${payload.cardTransactionId}`,
      }),
    );
  },
};

/** "Card issued" for the holder, in the issuing transaction. */
export async function notifyCardsIssued(
  tx: Db,
  input: { holderUserId: number; cards: { id: number; name: string; last4: string }[]; requestKey: string },
) {
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
