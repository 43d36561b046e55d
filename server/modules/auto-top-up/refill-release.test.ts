import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { notifications } from '@/server/db/schema/index';
import { runDueJobs } from '@/server/jobs/worker';
import { JOB_HANDLERS } from '@/server/app-jobs';
import { createCardKit, expectLedgerSound, type CardKit } from '@/server/modules/card-issuer/card-test-kit';
import { fund, northwindId } from '@/server/modules/transfers/money-fixtures';
import {
  autoPayments,
  available,
  binWithCard,
  crossingJobs,
  minor,
  outcomesOf,
  purchase,
  ruleOf,
  saveRule,
  usdTransit,
} from './auto-top-up.fixtures';

// Issue 23: a refill that fails with an error it does not expect (not a refusal) is retried by the queue
// with its crossing held; its last attempt releases the crossing (refill.ts, runCrossing), so the rule is
// not stuck on a failed job until the sweep: recorded as failed, the owner told, nothing posted, and the
// next debit below the threshold is a crossing of its own.

let kit: CardKit;
let companyId: number;
beforeAll(async () => {
  kit = await createCardKit();
  companyId = await northwindId(kit.t);
});
afterAll(() => kit?.close());

/** Makes the database refuse this rule's "refilled" outcome row: the refill's transaction, transfer and all, fails. */
const breakRefills = (ruleId: number) =>
  kit.t.db.execute(
    sql.raw(
      `alter table auto_top_up_refills add constraint test_refill_breaks check (rule_id <> ${ruleId} or outcome <>
        'refilled')`,
    ),
  );
const mendRefills = () =>
  kit.t.db.execute(sql.raw('alter table auto_top_up_refills drop constraint if exists test_refill_breaks'));

describe('a refill that errors on every attempt', () => {
  it('is retried holding its crossing; the last attempt releases it, posting nothing; the next refills', async () => {
    const { t } = kit;
    const { accountId, card } = await binWithCard(t, companyId, minor('200.00'));
    const transit = await usdTransit(t, companyId);
    await fund(t, companyId, transit, minor('500.00'));
    const saved = await saveRule(t, accountId, {
      fromAccountId: transit,
      below: '100.00',
      mode: 'amount',
      amount: '60.00',
    });
    expect(saved.status, saved.text).toBe(200);
    const rule = await ruleOf(t, accountId);
    const owner = await t.userOf(2);
    const toldOwner = () =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, owner.id), eq(notifications.type, 'auto_top_up_failed')));
    const toldBefore = (await toldOwner()).length;
    const paymentsBefore = (await t.countRows()).payments!;

    await purchase(t, card.issuerCardId, Number((await available(t, accountId)) - minor('50.00')));
    const key = `auto-top-up:${rule.id}:${rule.refillSeq}`;
    await breakRefills(rule.id);
    try {
      // The first attempt fails and is retried: the crossing stays the job's, nothing is recorded or posted.
      await runDueJobs(t.deps, { handlers: JOB_HANDLERS });
      const [job] = await crossingJobs(t, rule.id);
      expect(job).toEqual({ key, status: 'queued' });
      expect((await ruleOf(t, accountId)).refillSeq).toBe(rule.refillSeq);
      expect(await outcomesOf(t, rule.id)).toEqual([]);

      // The remaining attempts, their backoff skipped: the last one releases the crossing, then the job fails.
      await t.drainJobs({ skipBackoff: true });
      expect(await crossingJobs(t, rule.id)).toEqual([{ key, status: 'failed' }]);
      const released = await ruleOf(t, accountId);
      expect(released.refillSeq).toBe(rule.refillSeq + 1);
      expect(released.status).toBe('failing');
      expect(released.lastError).toBe(apiMessage.autoTopUpNotRun);
      expect(await outcomesOf(t, rule.id)).toEqual(['failed']);
      expect(await toldOwner()).toHaveLength(toldBefore + 1);
      // Every attempt's transfer rolled back: the purchase's own payment is all the ledger gained.
      expect(await autoPayments(t, rule.id)).toHaveLength(0);
      expect((await t.countRows()).payments).toBe(paymentsBefore + 1);
    } finally {
      await mendRefills();
    }

    // Released, the next debit below the threshold is a new crossing, without waiting for the sweep.
    const stillBelow = await available(t, accountId);
    await purchase(t, card.issuerCardId, 100);
    expect(await crossingJobs(t, rule.id)).toContainEqual({
      key: `auto-top-up:${rule.id}:${rule.refillSeq + 1}`,
      status: 'queued',
    });
    await t.drainJobs();
    expect(await outcomesOf(t, rule.id)).toEqual(['failed', 'refilled']);
    expect(await autoPayments(t, rule.id)).toHaveLength(1);
    expect(await available(t, accountId)).toBeGreaterThan(stillBelow);
    expect((await ruleOf(t, accountId)).status).toBe('ok');
    await expectLedgerSound(t);
  });
});
