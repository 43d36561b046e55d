import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { PAYMENT_STATUS } from '@/src/contracts/payments';
import type { Db } from '@/server/db/client';
import { FEE_DEBT_TYPES } from '@/server/db/queries/company-money-figures';
import { binSets, cards, payments } from '@/server/db/schema/index';
import { InsufficientFunds, LedgerRefusal } from '@/server/ledger/errors';
import type { Deps } from '@/server/lib/deps';
import { capturePayment, holdPayment } from '@/server/ledger/ledger';
import { chargeFee } from '@/server/ledger/operations';
import { SYSTEM_ACCOUNT, systemAccountId } from '@/server/ledger/system-accounts';
import { every } from '@/server/jobs/recurring';

const BATCH = 200;

const addMonth = (d: Date) => {
  const next = new Date(d);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};

/**
 * The monthly maintenance fee of one due card (the BIN set's monthlyMaintenanceFee), once per month:
 * the card row is locked and its next due date moved on in the same transaction as the fee, so a rerun
 * finds nothing due. What the BIN account cannot cover becomes fee debt (a pending payment without a
 * hold, as decline fees do), collected by collectFeeDebts.
 */
async function chargeOne(tx: Db, cardId: number, now: Date): Promise<boolean> {
  const [card] = await tx
    .select({ card: cards, fee: binSets.monthlyMaintenanceFee })
    .from(cards)
    .innerJoin(binSets, eq(binSets.id, cards.binSetId))
    .where(and(eq(cards.id, cardId), ne(cards.status, 'closed'), lte(cards.nextMonthlyFeeAt, now)))
    .for('update', { of: cards, skipLocked: true });
  if (!card?.card.nextMonthlyFeeAt) return false;
  const due = card.card.nextMonthlyFeeAt;
  if (card.fee > 0n) {
    const input = {
      companyId: card.card.companyId,
      amount: card.fee,
      currency: card.card.currency,
      initiator: { kind: 'rule' as const },
      description: `Card monthly fee •••• ${card.card.last4}`,
      info: { cardId, due: due.toISOString() },
    };
    // One fee revenue bucket for the fee or its debt: the fee's statement locks it with the BIN account in
    // id order, and the debt (which locks nothing: it places no hold) names that same bucket. A bucket drawn
    // again after the BIN account is held could only be locked second, the order a transfer or an
    // authorization batch (bucket first, by its lower id) deadlocks with (decision 010).
    const revenue = await systemAccountId(tx, SYSTEM_ACCOUNT.feeRevenue, card.card.currency);
    try {
      await chargeFee(tx, {
        ...input,
        accountId: card.card.accountId,
        type: 'card_monthly_fee',
        revenueAccountId: revenue,
      });
    } catch (error) {
      if (!(error instanceof InsufficientFunds)) throw error;
      await holdPayment(
        tx,
        {
          ...input,
          type: 'card_monthly_fee',
          fromAccountId: card.card.accountId,
          info: { ...input.info, feeDebt: true },
        },
        [
          { accountId: card.card.accountId, amount: -card.fee },
          { accountId: revenue, amount: card.fee },
        ],
        [],
      );
    }
  }
  await tx
    .update(cards)
    .set({ nextMonthlyFeeAt: addMonth(due) })
    .where(eq(cards.id, cardId));
  return true;
}

export async function chargeDueMonthlyFees(deps: Pick<Deps, 'db'>, now: Date) {
  let charged = 0;
  // A card months behind (the worker was off) is charged once per missed month, oldest first.
  for (;;) {
    const due = await deps.db
      .select({ id: cards.id })
      .from(cards)
      .where(and(ne(cards.status, 'closed'), lte(cards.nextMonthlyFeeAt, now)))
      .orderBy(asc(cards.nextMonthlyFeeAt))
      .limit(BATCH);
    if (due.length === 0) break;
    let progressed = 0;
    for (const { id } of due)
      if (await deps.db.transaction((tx) => chargeOne(tx as unknown as Db, id, now))) progressed++;
    charged += progressed;
    if (progressed === 0) break;
  }
  return charged;
}

/**
 * Fee debts (decline, monthly and card FX fees the account could not cover) are taken once the account can pay them.
 */
export async function collectFeeDebts(deps: Pick<Deps, 'db'>, now: Date) {
  const debts = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, PAYMENT_STATUS.pending),
        inArray(payments.type, [...FEE_DEBT_TYPES]),
        sql`not exists (select 1 from holds h where h.payment_id = ${payments.id})`,
      ),
    )
    .orderBy(asc(payments.id))
    .limit(1000);
  let collected = 0;
  for (const { id } of debts) {
    try {
      await deps.db.transaction((tx) => capturePayment(tx as unknown as Db, id, null, now));
      collected++;
    } catch (error) {
      if (!(error instanceof LedgerRefusal)) throw error;
    }
  }
  return collected;
}

/** Hourly: due monthly fees, then debts the accounts can now pay. */
export const cardFeesTask = every('card-fees', 3_600_000, async ({ deps }) => {
  const now = deps.now();
  await chargeDueMonthlyFees(deps, now);
  await collectFeeDebts(deps, now);
});
