import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { accounts, auditLog, companies, jobs, notifications } from '@/server/db/schema/index';
import { formatMinor } from '@/server/ledger/amounts';
import { runDueJobs } from '@/server/jobs/worker';
import { JOB_HANDLERS } from '@/server/app-jobs';
import { createCardKit, expectLedgerSound, type CardKit } from '@/server/modules/card-issuer/card-test-kit';
import { fund, northwindId, transitOf } from '@/server/modules/transfers/money-fixtures';
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
import { runCrossing } from './refill';
import { sweepRules } from './sweep';

// Issue 23: a debit that leaves a BIN account below its rule's threshold refills it once, as a normal
// transfer marked with the rule, in a job of its own; a transit account that cannot pay records a failure.

let kit: CardKit;
let companyId: number;
beforeAll(async () => {
  kit = await createCardKit();
  companyId = await northwindId(kit.t);
});
afterAll(() => kit?.close());

describe('a crossing refills once', () => {
  it('a purchase crossing the threshold enqueues one job, which posts one transfer marked with its rule', async () => {
    const { t } = kit;
    const { accountId, card } = await binWithCard(t, companyId, minor('300.00'));
    const transit = await usdTransit(t, companyId);
    await fund(t, companyId, transit, minor('1000.00'));
    const saved = await saveRule(t, accountId, {
      fromAccountId: transit,
      below: '100.00',
      mode: 'amount',
      amount: '200.00',
    });
    expect(saved.status, saved.text).toBe(200);
    const rule = await ruleOf(t, accountId);

    const start = await available(t, accountId);
    await purchase(t, card.issuerCardId, Number(start - minor('99.00')));
    expect(await crossingJobs(t, rule.id)).toEqual([{ key: `auto-top-up:${rule.id}:0`, status: 'queued' }]);
    // Another debit before the job runs is the same crossing.
    await purchase(t, card.issuerCardId, 100);
    expect(await crossingJobs(t, rule.id)).toHaveLength(1);

    const before = await available(t, accountId);
    await t.drainJobs();
    const posted = await autoPayments(t, rule.id);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.type).toBe('transfer_transit_to_bin');
    expect(posted[0]!.amount).toBe(minor('200.00'));
    const fee = posted[0]!.feeAmount ?? 0n;
    expect(await available(t, accountId)).toBe(before + minor('200.00') - fee);
    expect(await outcomesOf(t, rule.id)).toEqual(['refilled']);
    expect((await ruleOf(t, accountId)).refillSeq).toBe(1);
    // Marked done by the refill's own transaction (the worker writes nothing after it).
    expect(await crossingJobs(t, rule.id)).toEqual([{ key: `auto-top-up:${rule.id}:0`, status: 'done' }]);

    // Above the threshold again: nothing more runs, and the statement shows the refill as auto.
    expect(await t.drainJobs()).toBe(0);
    const { accessToken } = await t.sessionFor(2);
    const list = await t.request('GET', `/api/bin-account/${accountId}/auto-top-up`, { token: accessToken });
    expect(list.body.data.recent[0]).toMatchObject({
      outcome: 'refilled',
      amount: '200.00',
      paymentIds: [posted[0]!.id],
    });
    await expectLedgerSound(t);
  });

  it('50 concurrent authorizations crossing together refill once', async () => {
    const { t } = kit;
    const { accountId, card } = await binWithCard(t, companyId, minor('1000.00'));
    const transit = await usdTransit(t, companyId);
    await fund(t, companyId, transit, minor('1000.00'));
    expect(
      (await saveRule(t, accountId, { fromAccountId: transit, below: '500.00', mode: 'target', target: '900.00' }))
        .status,
    ).toBe(200);
    const rule = await ruleOf(t, accountId);
    const start = await available(t, accountId);
    const each = Number((start - minor('250.00')) / 50n);
    const answers = await Promise.all(Array.from({ length: 50 }, () => purchase(t, card.issuerCardId, each)));
    expect(answers.every((a) => a.decision.approved)).toBe(true);
    expect(await crossingJobs(t, rule.id)).toHaveLength(1);
    await t.drainJobs();
    expect(await autoPayments(t, rule.id)).toHaveLength(1);
    // "Reach 900.00": the least amount whose transfer, less its fee, brings the account to 900.00 at least.
    const after = await available(t, accountId);
    expect(after).toBeGreaterThanOrEqual(minor('900.00'));
    expect(after).toBeLessThan(minor('900.00') + minor('1.00'));
    expect(await outcomesOf(t, rule.id)).toEqual(['refilled']);
    await expectLedgerSound(t);
  });

  it('two worker instances running the same crossing refill once', async () => {
    const { t } = kit;
    const { accountId, card } = await binWithCard(t, companyId, minor('200.00'));
    const transit = await usdTransit(t, companyId);
    await fund(t, companyId, transit, minor('500.00'));
    await saveRule(t, accountId, { fromAccountId: transit, below: '150.00', mode: 'amount', amount: '100.00' });
    const rule = await ruleOf(t, accountId);
    await purchase(t, card.issuerCardId, Number((await available(t, accountId)) - minor('120.00')));
    // Two instances polling at once, and the same crossing run twice as a lapsed lease would.
    await Promise.all([
      runDueJobs(t.deps, { handlers: JOB_HANDLERS }),
      runDueJobs(t.deps, { handlers: JOB_HANDLERS }),
      runCrossing(t.deps, { ruleId: rule.id, seq: 0 }),
      runCrossing(t.deps, { ruleId: rule.id, seq: 0 }),
    ]);
    await t.drainJobs();
    expect(await autoPayments(t, rule.id)).toHaveLength(1);
    expect(await outcomesOf(t, rule.id)).toEqual(['refilled']);
    await expectLedgerSound(t);
  });
});

describe('every debit is a crossing', () => {
  it('a manual transfer out of the BIN account that leaves it below the threshold refills it', async () => {
    const { t } = kit;
    const { accountId } = await binWithCard(t, companyId, minor('300.00'));
    const transit = await usdTransit(t, companyId);
    await saveRule(t, accountId, { fromAccountId: transit, below: '100.00', mode: 'amount', amount: '100.00' });
    const rule = await ruleOf(t, accountId);
    const { accessToken } = await t.sessionFor(2);
    const out = await t.request('POST', '/api/transfer', {
      token: accessToken,
      json: {
        fromAccountId: accountId,
        toAccountId: transit,
        amount: formatMinor((await available(t, accountId)) - minor('80.00'), 'USD'),
      },
    });
    expect(out.status, out.text).toBe(201);
    expect(await crossingJobs(t, rule.id)).toHaveLength(1);
    await t.drainJobs();
    expect(await outcomesOf(t, rule.id)).toEqual(['refilled']);
    await expectLedgerSound(t);
  });
});

describe('a transit account that cannot pay', () => {
  it('records the failure, tells the owner, posts nothing; the next crossing after a top-up refills', async () => {
    const { t } = kit;
    const eurTransit = await transitOf(t, companyId, 'EUR');
    const { accountId, card } = await binWithCard(t, companyId, minor('200.00'), 'EUR');
    const short = (await available(t, eurTransit)) + minor('1.00');
    const saved = await saveRule(t, accountId, {
      fromAccountId: eurTransit,
      below: '100.00',
      mode: 'amount',
      amount: formatMinor(short, 'EUR'),
    });
    expect(saved.status, saved.text).toBe(200);
    const rule = await ruleOf(t, accountId);
    const ledgerBefore = await t.countRows();
    const [last] = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .orderBy(desc(notifications.id))
      .limit(1);
    const transfersTold = () =>
      t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.type, 'transfer_done'), gt(notifications.id, last?.id ?? 0)));
    await purchase(t, card.issuerCardId, Number((await available(t, accountId)) - minor('50.00')), 'EUR');
    await t.drainJobs();
    expect(await autoPayments(t, rule.id)).toHaveLength(0);
    // The refill's "transfer done" is written before its posting (so the BIN account is locked for less): the
    // refusal rolls it back with the rest.
    expect(await transfersTold()).toHaveLength(0);
    expect(await outcomesOf(t, rule.id)).toEqual(['failed']);
    const failing = await ruleOf(t, accountId);
    expect(failing.status).toBe('failing');
    expect(failing.lastError).toMatch(/Insufficient funds/);
    const owner = await t.userOf(2);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.type, 'auto_top_up_failed')));
    expect(told).toHaveLength(1);
    // The purchase's own payment is all the ledger gained.
    expect((await t.countRows()).payments).toBe(ledgerBefore.payments! + 1);

    await fund(t, companyId, eurTransit, minor('5.00'), 'EUR');
    await purchase(t, card.issuerCardId, 100, 'EUR');
    await t.drainJobs();
    expect(await autoPayments(t, rule.id)).toHaveLength(1);
    expect(await outcomesOf(t, rule.id)).toEqual(['failed', 'refilled']);
    expect((await transfersTold()).length).toBeGreaterThan(0);
    expect((await ruleOf(t, accountId)).status).toBe('ok');
    await expectLedgerSound(t);
  });
});

describe('a conversion refill', () => {
  it('posts the same amounts as the manual transfers quoted at that moment', async () => {
    const { t } = kit;
    const eurTransit = await transitOf(t, companyId, 'EUR');
    const usdTransitId = await usdTransit(t, companyId);
    await fund(t, companyId, eurTransit, minor('500.00'), 'EUR');
    const { accountId, card } = await binWithCard(t, companyId, minor('200.00'));
    await saveRule(t, accountId, { fromAccountId: eurTransit, below: '100.00', mode: 'amount', amount: '150.00' });
    const rule = await ruleOf(t, accountId);

    const { accessToken } = await t.sessionFor(2);
    const quote = async (from: number, to: number, amount: string) =>
      (
        await t.request(
          'GET',
          `/api/transfer/approximate-transfer?fromAccountId=${from}&toAccountId=${to}&amount=${amount}`,
          {
            token: accessToken,
          },
        )
      ).body.data;
    const conversion = await quote(eurTransit, usdTransitId, '150.00');
    const toBin = await quote(usdTransitId, accountId, conversion.transferAmount);
    const query = `fromAccountId=${eurTransit}&below=100.00&mode=amount&amount=150.00`;
    const preview = await t.request('GET', `/api/bin-account/${accountId}/auto-top-up/preview?${query}`, {
      token: accessToken,
    });
    expect(preview.body.data).toMatchObject({ conversion, transfer: toBin, credited: toBin.transferAmount });

    const before = await available(t, accountId);
    await purchase(t, card.issuerCardId, Number(before - minor('90.00')));
    const crossed = await available(t, accountId);
    await t.drainJobs();
    const [converted, transferred] = await autoPayments(t, rule.id);
    expect(converted!.type).toBe('transfer_between_transit');
    expect(formatMinor(converted!.originalAmount!, 'EUR')).toBe(conversion.amount);
    expect(formatMinor(converted!.amount, 'USD')).toBe(conversion.transferAmount);
    expect(formatMinor(converted!.feeAmount!, 'EUR')).toBe(conversion.serviceFeeAmount);
    expect(transferred!.type).toBe('transfer_transit_to_bin');
    expect(formatMinor(transferred!.amount, 'USD')).toBe(toBin.amount);
    expect(formatMinor(transferred!.feeAmount ?? 0n, 'USD')).toBe(toBin.serviceFeeAmount);
    expect(formatMinor((await available(t, accountId)) - crossed, 'USD')).toBe(toBin.transferAmount);
    await expectLedgerSound(t);
  });
});

describe('caps, the sweep and the audit log', () => {
  it('a daily cap of one refill leaves the second crossing of the day capped', async () => {
    const { t } = kit;
    const { accountId, card } = await binWithCard(t, companyId, minor('200.00'));
    const transit = await usdTransit(t, companyId);
    await fund(t, companyId, transit, minor('500.00'));
    await saveRule(t, accountId, {
      fromAccountId: transit,
      below: '100.00',
      mode: 'amount',
      amount: '30.00',
      dailyMaxCount: 1,
    });
    const rule = await ruleOf(t, accountId);
    await purchase(t, card.issuerCardId, Number((await available(t, accountId)) - minor('60.00')));
    await t.drainJobs();
    // 60 + 30 less the fee is still below 100: the next debit is the next crossing, over the cap.
    await purchase(t, card.issuerCardId, 100);
    await t.drainJobs();
    expect(await outcomesOf(t, rule.id)).toEqual(['refilled', 'capped']);
    expect(await autoPayments(t, rule.id)).toHaveLength(1);
    expect((await ruleOf(t, accountId)).status).toBe('ok');
  });

  it('a rule saved below its threshold refills at once; the sweep adds no second job for that crossing', async () => {
    const { t } = kit;
    const { accountId } = await binWithCard(t, companyId, minor('20.00'));
    const transit = await usdTransit(t, companyId);
    await fund(t, companyId, transit, minor('100.00'));
    await saveRule(t, accountId, { fromAccountId: transit, below: '50.00', mode: 'amount', amount: '40.00' });
    const rule = await ruleOf(t, accountId);
    expect(await crossingJobs(t, rule.id)).toHaveLength(1);
    await sweepRules(t.deps);
    expect(await crossingJobs(t, rule.id)).toHaveLength(1);
    await t.drainJobs();
    expect(await outcomesOf(t, rule.id)).toEqual(['refilled']);
    const logged = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'company.autoTopUpSave')));
    expect(logged.length).toBeGreaterThan(0);
  });

  it('a deleted rule leaves the account without a threshold, and no crossing is enqueued', async () => {
    const { t } = kit;
    const { accountId, card } = await binWithCard(t, companyId, minor('200.00'));
    const transit = await usdTransit(t, companyId);
    await saveRule(t, accountId, { fromAccountId: transit, below: '100.00', mode: 'amount', amount: '10.00' });
    const { accessToken } = await t.sessionFor(2);
    const res = await t.request('DELETE', `/api/bin-account/${accountId}/auto-top-up`, { token: accessToken });
    expect(res.status).toBe(200);
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, 'auto-top-up'));
    await purchase(t, card.issuerCardId, Number((await available(t, accountId)) - minor('50.00')));
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, 'auto-top-up'))).toHaveLength(queued.length);
  });
});

describe('a crossing never holds its rule for ever', () => {
  it('a job failed for good (worker lost each time) is released by the sweep; the next crossing refills', async () => {
    const { t } = kit;
    const { accountId, card } = await binWithCard(t, companyId, minor('200.00'));
    const transit = await usdTransit(t, companyId);
    await fund(t, companyId, transit, minor('100.00'));
    await saveRule(t, accountId, { fromAccountId: transit, below: '100.00', mode: 'amount', amount: '60.00' });
    const rule = await ruleOf(t, accountId);
    await purchase(t, card.issuerCardId, Number((await available(t, accountId)) - minor('50.00')));
    const key = `auto-top-up:${rule.id}:${rule.refillSeq}`;
    // Its worker died on every attempt: the lease lapsed with every attempt used, so the queue fails it for
    // good without running it again.
    await t.db
      .update(jobs)
      .set({ status: 'running', attempts: 5, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.dedupeKey, key));
    await runDueJobs(t.deps, { handlers: JOB_HANDLERS });
    expect(await crossingJobs(t, rule.id)).toEqual([{ key, status: 'failed' }]);
    // Held by that job, a new debit below the threshold enqueued nothing: the rule was stuck.
    await purchase(t, card.issuerCardId, 100);
    expect(await crossingJobs(t, rule.id)).toHaveLength(1);

    await sweepRules(t.deps);
    const released = await ruleOf(t, accountId);
    expect(released.refillSeq).toBe(rule.refillSeq + 1);
    expect(released.status).toBe('failing');
    expect(await outcomesOf(t, rule.id)).toEqual(['failed']);
    // Still below: the sweep enqueued the next crossing, which refills once.
    await t.drainJobs();
    expect(await outcomesOf(t, rule.id)).toEqual(['failed', 'refilled']);
    expect(await autoPayments(t, rule.id)).toHaveLength(1);
    expect((await ruleOf(t, accountId)).status).toBe('ok');
    // A second sweep finds nothing stuck and posts nothing more.
    await sweepRules(t.deps);
    await t.drainJobs();
    expect(await autoPayments(t, rule.id)).toHaveLength(1);
    await expectLedgerSound(t);
  });
});

describe('no money moves by rule for a company that may not move it', () => {
  const setCompany = (changes: { isBlocked?: boolean; isFrozen?: boolean }) =>
    kit.t.db.update(companies).set(changes).where(eq(companies.id, companyId));

  it('a blocked or frozen company, or a closed BIN account: refused, recorded why, nothing posted', async () => {
    const { t } = kit;
    const transit = await usdTransit(t, companyId);
    await fund(t, companyId, transit, minor('300.00'));
    const cases = [
      { changes: { isBlocked: true }, reason: apiMessage.autoTopUpCompanyBlocked },
      { changes: { isFrozen: true }, reason: apiMessage.autoTopUpCompanyFrozen },
      { changes: {}, closeBin: true, reason: apiMessage.binAccountClosed },
    ];
    for (const { changes, closeBin, reason } of cases) {
      const { accountId } = await binWithCard(t, companyId, minor('20.00'));
      await saveRule(t, accountId, { fromAccountId: transit, below: '50.00', mode: 'amount', amount: '40.00' });
      const rule = await ruleOf(t, accountId);
      if (!closeBin) await setCompany(changes);
      else await t.db.update(accounts).set({ closedAt: new Date() }).where(eq(accounts.id, accountId));
      try {
        const before = await t.countRows();
        await t.drainJobs();
        expect(await outcomesOf(t, rule.id)).toEqual(['failed']);
        const failing = await ruleOf(t, accountId);
        expect(failing.status).toBe('failing');
        expect(failing.lastError).toBe(reason);
        expect((await t.countRows()).payments).toBe(before.payments);
        // The sweep does not retry it every minute while the company (or account) stays so.
        await sweepRules(t.deps);
        expect(await crossingJobs(t, rule.id)).toHaveLength(1);
      } finally {
        await setCompany({ isBlocked: false, isFrozen: false });
      }
      if (!closeBin) {
        // Unblocked (unfrozen), the sweep enqueues the next crossing and it refills.
        await sweepRules(t.deps);
        await t.drainJobs();
        expect(await outcomesOf(t, rule.id)).toEqual(['failed', 'refilled']);
      }
    }
    await expectLedgerSound(t);
  });
});
