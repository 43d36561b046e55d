import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMinor } from '@/server/ledger/amounts';
import { runDueJobs } from '@/server/jobs/worker';
import { JOB_HANDLERS } from '@/server/app-jobs';
import { createCardKit, expectLedgerSound, type CardKit } from '@/server/modules/card-issuer/card-test-kit';
import { fund, northwindId, transitOf } from '@/server/modules/transfers/money-fixtures';
import {
  autoPayments,
  available,
  binWithCard,
  minor,
  outcomesOf,
  purchase,
  ruleOf,
  saveRule,
  usdTransit,
} from './auto-top-up.fixtures';

// Issue 23: the crossings whose jobs a worker runs at the same time are refilled in one transaction (refill.ts,
// refillBatch), each as it would be alone; a refusal at the posting runs them again one by one.

let kit: CardKit;
let companyId: number;
beforeAll(async () => {
  kit = await createCardKit();
  companyId = await northwindId(kit.t);
});
afterAll(() => kit?.close());

/** A USD BIN account with a card and a rule "below 150.00, move 100.00" from the company's USD transit account. */
async function ruled(transit: number) {
  const { t } = kit;
  const { accountId, card } = await binWithCard(t, companyId, minor('200.00'));
  const saved = await saveRule(t, accountId, {
    fromAccountId: transit,
    below: '150.00',
    mode: 'amount',
    amount: '100.00',
  });
  expect(saved.status, saved.text).toBe(200);
  const cross = async () => purchase(t, card.issuerCardId, Number((await available(t, accountId)) - minor('120.00')));
  return { accountId, rule: await ruleOf(t, accountId), cross };
}

describe('crossings run together', () => {
  it('refill in one transaction, each as alone; a refusal among them leaves the others refilled', async () => {
    const { t } = kit;
    const transit = await usdTransit(t, companyId);
    await fund(t, companyId, transit, minor('1000.00'));
    const a = await ruled(transit);
    const b = await ruled(transit);
    await a.cross();
    await b.cross();
    // One worker round claims both jobs and runs them at once.
    await runDueJobs(t.deps, { handlers: JOB_HANDLERS });
    const [paidA, paidB] = [await autoPayments(t, a.rule.id), await autoPayments(t, b.rule.id)];
    expect(paidA).toHaveLength(1);
    expect(paidB).toHaveLength(1);
    expect(paidA[0]!.amount).toBe(minor('100.00'));
    expect(paidB[0]!.amount).toBe(minor('100.00'));
    // now() is the transaction's start: the same for both postings only when they share one transaction.
    expect(paidA[0]!.createdAt.getTime()).toBe(paidB[0]!.createdAt.getTime());
    expect(await outcomesOf(t, a.rule.id)).toEqual(['refilled']);
    expect(await outcomesOf(t, b.rule.id)).toEqual(['refilled']);

    // A rule whose transit account cannot pay, crossing with the two: its posting's refusal fails the batch,
    // which then runs each crossing alone.
    const eurTransit = await transitOf(t, companyId, 'EUR');
    const { accountId: eurBin, card: eurCard } = await binWithCard(t, companyId, minor('200.00'), 'EUR');
    const short = (await available(t, eurTransit)) + minor('1.00');
    const saved = await saveRule(t, eurBin, {
      fromAccountId: eurTransit,
      below: '100.00',
      mode: 'amount',
      amount: formatMinor(short, 'EUR'),
    });
    expect(saved.status, saved.text).toBe(200);
    const c = await ruleOf(t, eurBin);
    await a.cross();
    await purchase(t, eurCard.issuerCardId, Number((await available(t, eurBin)) - minor('50.00')), 'EUR');
    await b.cross();
    await runDueJobs(t.deps, { handlers: JOB_HANDLERS });
    expect(await autoPayments(t, a.rule.id)).toHaveLength(2);
    expect(await autoPayments(t, b.rule.id)).toHaveLength(2);
    expect(await autoPayments(t, c.id)).toHaveLength(0);
    expect(await outcomesOf(t, a.rule.id)).toEqual(['refilled', 'refilled']);
    expect(await outcomesOf(t, b.rule.id)).toEqual(['refilled', 'refilled']);
    expect(await outcomesOf(t, c.id)).toEqual(['failed']);
    expect((await ruleOf(t, eurBin)).lastError).toMatch(/Insufficient funds/);
    await expectLedgerSound(t);
  });
});
