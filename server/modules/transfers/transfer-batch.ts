import { apiMessage } from '@/src/contracts/api-messages';
import type { Outcome } from '@/server/db/batcher';
import type { Db } from '@/server/db/client';
import { answerKeys, claimKeys, type KeyClaim } from '@/server/ledger/idempotency';
import type { Initiator } from '@/server/ledger/ledger';
import { withSystemAccounts } from '@/server/ledger/operations';
import { postPayments } from '@/server/ledger/post-payments';
import { watchTransfers } from '@/server/modules/notifications/events';
import type { PlanFacts } from './transfer-facts';
import { planTransfers, readFacts, transferPayment, type TransferPlan, type TransferRequest } from './transfer-plan';

/** One transfer request, as both transfer endpoints hand it to the batch. */
export interface TransferItem {
  companyId: number;
  request: TransferRequest;
  initiator: Initiator;
  description: string | null;
  /** Its Idempotency-Key, claimed in the batch's transaction; null without a key. */
  claim: KeyClaim | null;
  /** Stored with the payment: an auto top-up refill names its rule (`{ autoTopUpRuleId }`). */
  info?: Record<string, unknown> | null;
}

export type TransferResult = TransferPlan['quote'] & { id: number; message: string };

/**
 * The answer of an item whose Idempotency-Key an earlier item of the same batch claimed: it goes to the
 * next batch, where the first one's answer is committed (a replay) or its claim given up (it runs), as a
 * duplicate arriving a moment later would.
 */
export const RUN_AGAIN = Symbol('run again in the next batch');

/**
 * Decides a batch of transfers in ONE transaction, each exactly as it would be decided alone, in a fixed
 * number of statements whatever the batch's size: the keys claimed (replays answered), the plans read and
 * priced, who hears of them read, the system accounts chosen, every account locked in id order and each
 * payment posted (postPayments), the notifications of those that posted written, and the keys answered
 * (a refused item's claim is given up, so nothing of it stays and it may be retried with its key).
 * Everything that does not depend on the postings runs before the accounts are locked. One outcome per
 * item: a refusal (404, 422) is only that item's; a statement that fails fails the batch, which the
 * batcher then runs item by item.
 */
export async function decideTransfers(
  db: Db,
  items: TransferItem[],
): Promise<Outcome<TransferResult | typeof RUN_AGAIN>[]> {
  return db.transaction((tx) => decideTransfersIn(tx as unknown as Db, items));
}

export interface DecideOptions {
  /**
   * What the plans read (transfer-plan.ts `readFacts`, with `hearing` to spare watchTransfers its read and
   * `systemAccounts` to spare withSystemAccounts its), when the caller read it in this transaction already
   * for these accounts.
   */
  facts?: PlanFacts;
  /**
   * The caller rolls its transaction back whole when any item is refused (the auto top-up's refill): then
   * "transfer done" is written before the accounts are locked, which stay locked for the posting and what
   * depends on it only (low balance, the caller's own record, the commit), not for one more round trip.
   */
  allOrNothing?: boolean;
}

/**
 * decideTransfers in the caller's transaction, without a savepoint of its own (two round trips fewer): for
 * a caller whose transaction holds nothing that should outlive a failed statement, as the auto top-up's
 * refill, which writes nothing before it and rolls back whole on any error.
 */
export async function decideTransfersIn(
  tx: Db,
  items: TransferItem[],
  { facts, allOrNothing = false }: DecideOptions = {},
): Promise<Outcome<TransferResult | typeof RUN_AGAIN>[]> {
  const outcomes: (Outcome<TransferResult | typeof RUN_AGAIN> | undefined)[] = items.map(() => undefined);

  const claimed = new Map<string, number>();
  items.forEach((item, i) => {
    if (!item.claim) return;
    const name = `${item.claim.userId} ${item.claim.key}`;
    if (claimed.has(name)) outcomes[i] = { ok: true, value: RUN_AGAIN };
    else claimed.set(name, i);
  });
  const claiming = [...claimed.values()];
  const claims = await claimKeys(
    tx,
    claiming.map((i) => items[i]!.claim!),
  );
  const ours: number[] = [];
  claiming.forEach((i, k) => {
    const answer = claims[k]!;
    if (!answer.ok) outcomes[i] = answer;
    else if (!answer.value.claimed) outcomes[i] = { ok: true, value: answer.value.response as TransferResult };
    else ours.push(i);
  });

  const deciding = items.map((_, i) => i).filter((i) => outcomes[i] === undefined);
  const asked = deciding.map((i) => items[i]!);
  // Who hears of the transfers, and the system accounts they post to, are read with the plans' facts.
  const known =
    facts ?? (asked.length > 0 ? await readFacts(tx, asked, { hearing: true, systemAccounts: true }) : undefined);
  const plans = await planTransfers(tx, asked, known);
  const planned: { index: number; plan: TransferPlan }[] = [];
  deciding.forEach((index, k) => {
    const plan = plans[k]!;
    if (plan.ok) planned.push({ index, plan: plan.value });
    else outcomes[index] = plan;
  });

  if (planned.length > 0) {
    const watch = await watchTransfers(
      tx,
      planned.map(({ plan }) => plan.companyId),
      known?.hearing,
    );
    const payments = await withSystemAccounts(
      tx,
      planned.map(({ index, plan }) => {
        const { initiator, description, info } = items[index]!;
        const payment = transferPayment(plan, initiator, description);
        return info ? { ...payment, input: { ...payment.input, info } } : payment;
      }),
      known?.systemAccounts,
    );
    if (allOrNothing)
      await watch.done(
        planned.map(({ plan }) => ({
          companyId: plan.companyId,
          amount: plan.amount,
          currency: plan.from.currency,
          from: plan.from,
          toName: plan.to.name,
        })),
      );
    const { outcomes: posted, holds } = await postPayments(tx, payments);
    const told = [];
    for (const [k, { index, plan }] of planned.entries()) {
      const payment = posted[k]!;
      if (!payment.ok) {
        outcomes[index] = payment;
        continue;
      }
      const { paymentId, balances } = payment.value;
      outcomes[index] = { ok: true, value: { ...plan.quote, id: paymentId, message: apiMessage.transferDone } };
      const { from } = plan;
      const availableAfter = balances.get(from.id)! - (holds.get(from.id) ?? 0n);
      told.push({
        companyId: plan.companyId,
        paymentId,
        amount: plan.amount,
        currency: from.currency,
        from: { ...from, availableAfter },
        toName: plan.to.name,
      });
    }
    await watch.posted(told, allOrNothing);
  }

  const answered = [];
  const released = [];
  for (const i of ours) {
    const outcome = outcomes[i]!;
    const { userId, key } = items[i]!.claim!;
    if (outcome.ok) answered.push({ userId, key, response: outcome.value });
    else released.push({ userId, key });
  }
  await answerKeys(tx, answered, released);
  return outcomes.map((outcome) => outcome!);
}
