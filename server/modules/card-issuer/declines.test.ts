import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DECLINE_FEE_AMOUNT, type DeclineReason } from '@/src/contracts/card-kinds';
import { PAYMENT_STATUS } from '@/src/contracts/payments';
import { accounts, cardTransactions, holds, notifications, payments, postings } from '@/server/db/schema/index';
import { toMinor } from '@/server/ledger/amounts';
import { SYSTEM_ACCOUNT } from '@/server/ledger/system-accounts';
import { declineRate } from '@/server/modules/card-analytics/figures';
import { checkDeclineRates } from '@/server/modules/card-analytics/decline-warning';
import { addCard, binAccountOf } from '@/server/modules/card-analytics/card-analytics.fixtures';
import { collectFeeDebts } from '@/server/modules/cards/card-fees';
import { addTeamCompany, tokenOf } from '@/server/modules/team/team.fixtures';
import { fund } from '@/server/modules/bin-sets/bin-sets.fixtures';
import {
  accountNow,
  authorizationEvent,
  useCardKit,
  deliver,
  expectLedgerSound,
  issueCard,
  northwind,
  sandboxPurchase,
  uid,
} from './card-test-kit';

/**
 * Why an authorization is declined (issue 6 "Must be shown by tests"): limits, a frozen or closed card,
 * insufficient funds and the company's merchant restrictions, each recorded as a decline with its reason
 * and the decline fee (DECLINE_FEE_AMOUNT), and the company's decline rate following them.
 */
const kit = useCardKit({ ledgerSoundAfterEach: true });
let nw: Awaited<ReturnType<typeof northwind>>;
let ownerToken: string;
let staffToken: string;
const FEE = toMinor(DECLINE_FEE_AMOUNT, 'USD');

beforeAll(async () => {
  nw = await northwind(kit.t);
  await fund(kit.t, nw.account, '2000.00');
  ownerToken = (await kit.t.sessionFor(2)).accessToken;
  staffToken = (await kit.t.sessionFor(1)).accessToken;
});

const api = (method: string, path: string, token: string, json?: unknown) =>
  kit.t.request(method, `/api${path}`, { token, json });
const figures = async (token = ownerToken) => {
  const res = await api('GET', '/company/decline-rate', token);
  expect(res.status, res.text).toBe(200);
  return res.body.data as { declineRate: string | null; declinePaymentsCount: number; totalPaymentsCount: number };
};
const txOf = async (transactionId: string) =>
  (await kit.t.db.select().from(cardTransactions).where(eq(cardTransactions.issuerTransactionId, transactionId)))[0]!;

/** Sends one authorization.request and answers the portal's decision and the transaction it recorded. */
async function authorize(card: { issuerCardId: string }, amount: number, merchant?: string) {
  const event = authorizationEvent(card.issuerCardId, amount, { merchant });
  const res = await deliver(kit.t, event);
  expect(res.status, res.text).toBe(200);
  return {
    decision: res.body.decision as { approved: boolean; reason: DeclineReason | null },
    tx: await txOf((event.data as { transactionId: string }).transactionId),
    event,
  };
}

describe('declined authorizations', () => {
  it(
    'limits, a frozen or closed card, insufficient funds and Google/Twitter restrictions each decline with their ' +
      'reason, fee and rate',
    async () => {
      const { t } = kit;
      const owner = await t.userOf(2);
      let issued = 0;
      const issue = (name: string, limits?: Record<string, string>) => (
        issued++,
        issueCard(t, { binSetId: nw.set.id, holderUserId: owner.id, name, limits })
      );
      const before = { figures: await figures(), account: await accountNow(t, nw.account.id) };
      let approved = 0n;
      let approvals = 0;
      const expectations: { tx: Awaited<ReturnType<typeof authorize>>['tx']; cardId: number; reason: DeclineReason }[] =
        [];
      async function expectDecline(
        card: { id: number; issuerCardId: string },
        amount: number,
        reason: DeclineReason,
        merchant?: string,
      ) {
        const out = await authorize(card, amount, merchant);
        expect(out.decision, `${reason} of ${amount} at ${merchant ?? 'AWS'}`).toEqual({ approved: false, reason });
        expectations.push({ tx: out.tx, cardId: card.id, reason });
      }
      async function expectApproval(card: { issuerCardId: string }, amount: number, merchant?: string) {
        const out = await authorize(card, amount, merchant);
        expect(out.decision, `approval of ${amount} at ${merchant ?? 'AWS'}`).toEqual({ approved: true, reason: null });
        approved += BigInt(amount);
        approvals++;
        return out;
      }

      const perTx = await issue('Per transaction', { perTransaction: '50' });
      await expectDecline(perTx, 5_001, 'limit_per_transaction');
      await expectApproval(perTx, 5_000);
      const daily = await issue('Daily', { daily: '100' });
      await expectApproval(daily, 6_000);
      await expectDecline(daily, 4_001, 'limit_daily');
      await expectApproval(daily, 4_000);
      const monthly = await issue('Monthly', { monthly: '100' });
      await expectApproval(monthly, 9_000);
      await expectDecline(monthly, 1_001, 'limit_monthly');
      const lifetime = await issue('Lifetime', { lifetime: '100' });
      const spent = await expectApproval(lifetime, 7_000);
      // Settled for less: the lifetime spend is what settled.
      const settle = {
        id: uid('evt'),
        type: 'transaction.settlement' as const,
        created: new Date().toISOString(),
        data: { cardId: lifetime.issuerCardId, transactionId: spent.tx.issuerTransactionId, amount: 6_000 },
      };
      expect((await deliver(t, settle)).status).toBe(200);
      approved -= 7_000n;
      await expectDecline(lifetime, 4_001, 'limit_lifetime');
      await expectApproval(lifetime, 4_000);

      const frozen = await issue('Frozen');
      expect((await api('POST', `/card/${frozen.id}/freeze`, ownerToken)).status).toBe(200);
      await expectDecline(frozen, 100, 'card_frozen');
      const closed = await issue('Closed');
      expect((await api('POST', `/card/${closed.id}/close`, ownerToken)).status).toBe(200);
      await expectDecline(closed, 100, 'card_closed');
      // The sandbox issuer declines them on its side too (authorization.declined), recorded the same way.
      for (const [card, reason] of [
        [frozen, 'card_frozen'],
        [closed, 'card_closed'],
      ] as const) {
        const res = await sandboxPurchase(t, { cardId: card.id, amount: '3.00' });
        expect(res.body.data.decision).toEqual({ approved: false, reason });
        expectations.push({ tx: await txOf(res.body.data.transactionId), cardId: card.id, reason });
      }

      const plain = await issue('Plain');
      const now = await accountNow(t, nw.account.id);
      await expectDecline(plain, Number(now.balance - now.hold) + 1, 'insufficient_funds');

      await expectApproval(plain, 1_000, 'Google Ads');
      const restrict = async (flags: Record<string, boolean>) =>
        expect((await api('PATCH', `/company/update/${nw.company.id}`, staffToken, flags)).status).toBe(200);
      await restrict({ isGoogleMerchantRestrict: true });
      await expectDecline(plain, 1_000, 'merchant_restricted', 'Google Ads');
      await expectDecline(plain, 1_000, 'merchant_restricted', 'YouTube Premium');
      await expectApproval(plain, 1_000, 'X Corp (Twitter Ads)');
      await restrict({ isGoogleMerchantRestrict: false, isTwitterMerchantRestrict: true });
      await expectDecline(plain, 1_000, 'merchant_restricted', 'Twitter Ads');
      await expectDecline(plain, 1_000, 'merchant_restricted', 'X Corp (Twitter Ads)');
      await expectApproval(plain, 1_000, 'Google Ads');
      await expectApproval(plain, 1_000, 'Amazon Web Services');
      await restrict({ isTwitterMerchantRestrict: false });

      // Each decline: recorded with its reason, nothing held for it, its fee posted into fee revenue.
      for (const { tx, cardId, reason } of expectations) {
        expect(tx).toMatchObject({ status: 'declined', declineReason: reason, paymentId: null, cardId });
        const [fee] = await t.db.select().from(payments).where(eq(payments.id, tx.declineFeePaymentId!));
        expect(fee).toMatchObject({
          type: 'decline_fee',
          status: PAYMENT_STATUS.completed,
          amount: FEE,
          currency: 'USD',
        });
        const legs = await t.db
          .select({ amount: postings.amount, purpose: accounts.purpose, currency: accounts.currency })
          .from(postings)
          .innerJoin(accounts, eq(accounts.id, postings.accountId))
          .where(eq(postings.paymentId, fee!.id));
        expect(legs.find((leg) => leg.amount > 0n)).toEqual({
          amount: FEE,
          purpose: SYSTEM_ACCOUNT.feeRevenue,
          currency: 'USD',
        });
        const listed = (await api('GET', `/card/${cardId}/transactions?status=declined`, ownerToken)).body.data.records;
        expect(listed.find((r: { transactionId: string }) => r.transactionId === tx.issuerTransactionId)).toMatchObject(
          {
            status: 'declined',
            reason,
            declineFee: DECLINE_FEE_AMOUNT,
            declineFeeDebt: null,
          },
        );
      }
      const declines = expectations.length;
      const after = await accountNow(t, nw.account.id);
      // What left the account: the decline fees, the one settlement and the issuance fees (2.00 per card).
      expect(before.account.balance - after.balance).toBe(BigInt(declines) * FEE + 6_000n + BigInt(issued) * 200n);
      expect(after.hold - before.account.hold).toBe(approved);

      const rate = await figures();
      const counts = {
        declined: before.figures.declinePaymentsCount + declines,
        total: before.figures.totalPaymentsCount + declines + approvals,
      };
      expect(rate).toMatchObject({
        declinePaymentsCount: counts.declined,
        totalPaymentsCount: counts.total,
        declineRate: declineRate(counts),
      });
      // Staff read the same figures for the company.
      expect(
        (await api('GET', `/company/decline-rate?companyId=${nw.company.id}`, staffToken)).body.data,
      ).toMatchObject({
        declinePaymentsCount: counts.declined,
        totalPaymentsCount: counts.total,
      });
    },
  );

  it('concurrent authorizations of one card never together pass its daily, monthly or lifetime limit', async () => {
    const { t } = kit;
    const owner = await t.userOf(2);
    for (const limits of [{ daily: '100' }, { monthly: '100' }, { lifetime: '100' }]) {
      const card = await issueCard(t, { binSetId: nw.set.id, holderUserId: owner.id, name: 'Raced', limits });
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => deliver(t, authorizationEvent(card.issuerCardId, 3_000))),
      );
      const decisions = answers.map((res) => res.body.decision as { approved: boolean; reason: string | null });
      const reason = { daily: 'limit_daily', monthly: 'limit_monthly', lifetime: 'limit_lifetime' }[
        Object.keys(limits)[0] as 'daily'
      ];
      expect(
        decisions.filter((d) => d.approved),
        JSON.stringify(limits),
      ).toHaveLength(3);
      expect(decisions.filter((d) => !d.approved).every((d) => d.reason === reason)).toBe(true);
    }
  });

  it('a redelivered decline is recorded and charged once', async () => {
    const { t } = kit;
    const owner = await t.userOf(2);
    const card = await issueCard(t, {
      binSetId: nw.set.id,
      holderUserId: owner.id,
      name: 'Redelivered',
      limits: { perTransaction: '1' },
    });
    const before = {
      figures: await figures(),
      fees: (await t.db.select().from(payments).where(eq(payments.type, 'decline_fee'))).length,
    };
    const event = authorizationEvent(card.issuerCardId, 500);
    const [first, second] = [await deliver(t, event), await deliver(t, event)];
    expect(second.body).toEqual(first.body);
    expect(first.body.decision).toEqual({ approved: false, reason: 'limit_per_transaction' });
    expect((await t.db.select().from(payments).where(eq(payments.type, 'decline_fee'))).length).toBe(before.fees + 1);
    const after = await figures();
    expect(after.declinePaymentsCount - before.figures.declinePaymentsCount).toBe(1);
    expect(after.totalPaymentsCount - before.figures.totalPaymentsCount).toBe(1);
  });

  it(
    'on an empty account the decline fee becomes debt (never a negative balance), collected once funds arrive; the ' +
      'rate warns the owner',
    async () => {
      const { t } = kit;
      const people = await addTeamCompany(t);
      const card = await addCard(t, { companyId: people.company.id, holderUserId: people.buyerA.id });
      const account = await binAccountOf(t, people.company.id);
      const token = await tokenOf(t, people.owner.id);
      const out = await authorize(card, 1_000);
      expect(out.decision).toEqual({ approved: false, reason: 'insufficient_funds' });
      expect(await accountNow(t, account.id)).toMatchObject({ balance: 0n, hold: 0n });
      const [debt] = await t.db.select().from(payments).where(eq(payments.id, out.tx.declineFeePaymentId!));
      expect(debt).toMatchObject({ type: 'decline_fee', status: PAYMENT_STATUS.pending, amount: FEE });
      expect(await t.db.select().from(holds).where(eq(holds.paymentId, debt!.id))).toEqual([]);
      const listed = (await api('GET', `/card/${card.id}/transactions`, token)).body.data.records[0];
      expect(listed).toMatchObject({
        reason: 'insufficient_funds',
        declineFee: DECLINE_FEE_AMOUNT,
        declineFeeDebt: DECLINE_FEE_AMOUNT,
      });
      expect(await figures(token)).toMatchObject({
        declineRate: '100.00',
        declinePaymentsCount: 1,
        totalPaymentsCount: 1,
      });
      await expectLedgerSound(t);

      await fund(t, account, '10.00');
      expect(await collectFeeDebts(t.deps, t.deps.now())).toBeGreaterThanOrEqual(1);
      const [paid] = await t.db.select().from(payments).where(eq(payments.id, debt!.id));
      expect(paid!.status).toBe(PAYMENT_STATUS.completed);
      expect((await accountNow(t, account.id)).balance).toBe(1_000n - FEE);
      await expectLedgerSound(t);

      // The holder hears of the decline; the owner is warned of a rate above the default 20 %.
      await t.drainJobs();
      const now = t.deps.now();
      expect(
        await checkDeclineRates(t.db, new Date(now.getTime() - 600_000), new Date(now.getTime() + 1_000), now),
      ).toContain(people.company.id);
      const types = async (userId: number) =>
        (
          await t.db
            .select({ type: notifications.type })
            .from(notifications)
            .where(and(eq(notifications.userId, userId)))
        ).map((n) => n.type);
      expect(await types(people.buyerA.id)).toContain('card_declined');
      expect(await types(people.owner.id)).toContain('decline_rate_warning');
    },
  );
});
