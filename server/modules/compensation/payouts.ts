import type { Db } from '@/server/db/client';
import {
  claimPayout,
  getPeriod,
  openTransitAccount,
  paidByPeriod,
  periodsToPay,
  setPayoutPayment,
  unpaidDeclineFees,
} from '@/server/db/queries/compensation';
import { every } from '@/server/jobs/recurring';
import { payCompensation } from '@/server/ledger/compensation';
import { payoutShareOf } from '@/server/ledger/rounding';

const DAY = 86_400_000;

/** How often the payout job looks for completed days to pay (each day is paid once whatever the interval). */
export const COMPENSATION_INTERVAL_MS = 60 * 60_000;

export interface PayoutResult {
  payouts: number;
  /** Minor units paid in this run, by period id. */
  paid: Map<number, bigint>;
}

/**
 * Pays every completed UTC day of every period still owed (active, or stopped within the week): per
 * company, `compensationPercent` of that day's unrefunded decline fees in the period's currency (rounded down, as
 * everything the platform pays out),
 * back to the BIN account that paid them (the company's transit account in that currency when that BIN
 * account is closed). Days in order, companies by id within a day; the period's payouts never pass
 * `compensationAmount` (the payout that reaches it is cut). One transaction per period with the period
 * row locked, so two runs at once pay a day once; the (period, company, day, currency) unique index makes
 * any rerun a no-op. Today is not paid until it is over; the day a period stops counts up to the stop.
 */
export async function runCompensationPayouts(db: Db, now: Date): Promise<PayoutResult> {
  const today = new Date(Math.floor(now.getTime() / DAY) * DAY);
  const result: PayoutResult = { payouts: 0, paid: new Map() };
  for (const candidate of await periodsToPay(db, now)) {
    await db.transaction(async (tx) => {
      const period = await getPeriod(tx, candidate.id, { lock: true });
      if (!period) return;
      const until = period.endDate && period.endDate < today ? period.endDate : today;
      if (until <= period.startDate) return;
      let left = period.compensationAmount - ((await paidByPeriod(tx, [period.id])).get(period.id) ?? 0n);
      if (left <= 0n) return;
      const owed = await unpaidDeclineFees(tx, {
        periodId: period.id,
        from: period.startDate,
        to: until,
        currency: period.currency,
      });
      let paidNow = 0n;
      for (const day of owed) {
        if (left <= 0n) break;
        const due = payoutShareOf(day.fees, period.compensationPercent);
        const amount = due < left ? due : left;
        if (amount <= 0n) continue;
        const accountId = day.accountClosed
          ? await openTransitAccount(tx, day.companyId, period.currency)
          : day.accountId;
        // Nowhere open to pay into: the day stays unpaid and a later run pays it once an account exists.
        if (accountId === null) continue;
        const payoutId = await claimPayout(tx, {
          periodId: period.id,
          companyId: day.companyId,
          day: day.day,
          amount,
          currency: period.currency,
        });
        if (payoutId === null) continue;
        const { paymentId } = await payCompensation(tx, {
          companyId: day.companyId,
          accountId,
          amount,
          currency: period.currency,
          initiator: { kind: 'rule' },
          description: `Compensation of decline fees of ${day.day} (${period.compensationPercent}%)`,
          info: { compensationPeriodId: period.id, day: day.day },
        });
        await setPayoutPayment(tx, payoutId, paymentId);
        left -= amount;
        paidNow += amount;
        result.payouts += 1;
      }
      if (paidNow > 0n) result.paid.set(period.id, paidNow);
    });
  }
  return result;
}

/** Hourly: pays the completed days still owed (a day is paid once, in the first run after it ends). */
export const compensationPayoutsTask = every('compensation-payouts', COMPENSATION_INTERVAL_MS, async ({ deps }) => {
  const { payouts } = await runCompensationPayouts(deps.db, deps.now());
  if (payouts > 0) deps.logger.info({ payouts }, 'compensation paid');
});
