import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf, type Db } from '@/server/db/client';
import {
  accounts,
  cards,
  cardTransactions,
  cardWebhookEvents,
  notifications,
  notificationSettings,
} from '@/server/db/schema/index';
import { SYSTEM_ACCOUNT, SYSTEM_ACCOUNT_BUCKETS, systemAccountId } from '@/server/ledger/system-accounts';
import { addCard } from '@/server/modules/card-analytics/card-analytics.fixtures';
import { addTeamCompany } from '@/server/modules/team/team.fixtures';
import { authorizeAll, type AuthorizationInput } from './authorize';
import { lockDecisionCards } from './decision-cards';
import {
  accountNow,
  authorizationEvent,
  useCardKit,
  deliver,
  fundedCard,
  issueCard,
  merchant,
  uid,
} from './card-test-kit';

// Authorizations that arrive together are decided in one transaction (process-event.ts): these hold the
// batch to what one-after-the-other decisions would give.

const kit = useCardKit({ ledgerSoundAfterEach: true });

const decisionsOf = (
  responses: { status: number; body: { decision?: { approved: boolean; reason: string | null } } }[],
) =>
  responses.map((res) =>
    res.status === 200 ? (res.body.decision!.approved ? 'approved' : res.body.decision!.reason) : res.status,
  );
const count = (values: unknown[], value: unknown) => values.filter((v) => v === value).length;

describe('authorizations decided in one batch', () => {
  it('see the holds and spend of the approvals before them: funds and a daily limit are never passed', async () => {
    const { t } = kit;
    const { card, account, set } = await fundedCard(t, '1000.00');
    const limited = await issueCard(t, {
      binSetId: set.id,
      holderUserId: (await t.userOf(2)).id,
      name: 'Daily 5',
      limits: { daily: '5' },
    });
    const before = await accountNow(t, account.id);
    // Ten purchases of `unit` fit, with room for the limited card's 5.00 and every decline's fee; an eleventh does not.
    const unit = (before.balance - before.hold - 1_000n) / 10n;
    const responses = await Promise.all([
      ...Array.from({ length: 8 }, () => deliver(t, authorizationEvent(limited.issuerCardId, 100))),
      ...Array.from({ length: 14 }, () => deliver(t, authorizationEvent(card.issuerCardId, Number(unit)))),
    ]);
    const decisions = decisionsOf(responses);
    expect(count(decisions.slice(0, 8), 'approved')).toBe(5);
    expect(count(decisions.slice(0, 8), 'limit_daily')).toBe(3);
    expect(count(decisions.slice(8), 'approved')).toBe(10);
    expect(count(decisions.slice(8), 'insufficient_funds')).toBe(4);
    const after = await accountNow(t, account.id);
    expect(after.hold - before.hold).toBe(10n * unit + 500n);
    // Each decline cost its fee, as far as the account could pay it (the rest is fee debt).
    expect(after.balance - after.hold).toBeGreaterThanOrEqual(0n);
    const [spent] = await t.db.select({ spent: cards.spentLifetime }).from(cards).where(eq(cards.id, limited.id));
    expect(spent!.spent).toBe(500n);
  });

  it('answer one event delivered several times at once with one decision, recorded once', async () => {
    const { t } = kit;
    const { card, account } = await fundedCard(t, '50.00');
    const before = await accountNow(t, account.id);
    const event = authorizationEvent(card.issuerCardId, 1_234);
    const responses = await Promise.all([deliver(t, event), deliver(t, event), deliver(t, event)]);
    for (const res of responses)
      expect(res.body).toEqual({ received: true, eventId: event.id, decision: { approved: true, reason: null } });
    const rows = await t.db
      .select()
      .from(cardTransactions)
      .where(eq(cardTransactions.issuerTransactionId, (event.data as { transactionId: string }).transactionId));
    expect(rows).toHaveLength(1);
    expect((await accountNow(t, account.id)).hold - before.hold).toBe(1_234n);
  });

  it('keep a failing authorization to itself: the others with it are decided, and it leaves no claim', async () => {
    const { t } = kit;
    const { card } = await fundedCard(t, '50.00');
    const first = authorizationEvent(card.issuerCardId, 100);
    expect((await deliver(t, first)).status).toBe(200);
    // A new event id for a transaction already recorded, and an unknown card, among good ones.
    const retry = authorizationEvent(card.issuerCardId, 100, {
      transactionId: (first.data as { transactionId: string }).transactionId,
    });
    const unknown = authorizationEvent('card_unknown_to_the_portal', 100);
    const good = Array.from({ length: 4 }, () => authorizationEvent(card.issuerCardId, 100));
    const responses = await Promise.all([
      deliver(t, good[0]!),
      deliver(t, retry),
      deliver(t, good[1]!),
      deliver(t, unknown),
      deliver(t, good[2]!),
      deliver(t, good[3]!),
    ]);
    expect(decisionsOf(responses)).toEqual(['approved', 409, 'approved', 404, 'approved', 'approved']);
    const claims = await t.db
      .select({ id: cardWebhookEvents.eventId })
      .from(cardWebhookEvents)
      .where(inArray(cardWebhookEvents.eventId, [retry.id, unknown.id]));
    expect(claims).toEqual([]);
  });
});

describe('low balance from card holds', () => {
  it('tells the owner once when a hold in a batch takes the BIN account below their threshold', async () => {
    const { t } = kit;
    const { card, account } = await fundedCard(t, '1000.00');
    const owner = await t.userOf(2);
    const { balance, hold } = await accountNow(t, account.id);
    // A threshold 10.00 below what is available now.
    const threshold = ((Number(balance - hold) - 1_000) / 100).toFixed(2);
    await t.db
      .insert(notificationSettings)
      .values({ userId: owner.id, type: 'low_balance', email: false, interface: true, telegram: false, threshold })
      .onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.type],
        set: { threshold, interface: true },
      });
    const lows = async () =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, owner.id), eq(notifications.type, 'low_balance')))
      ).length;
    const before = await lows();
    // 5.00 stays above, 6.00 crosses, 1.00 stays below: one notification.
    const responses = await Promise.all(
      [500, 600, 100].map((amount) => deliver(t, authorizationEvent(card.issuerCardId, amount))),
    );
    expect(decisionsOf(responses)).toEqual(['approved', 'approved', 'approved']);
    expect(await lows()).toBe(before + 1);
    expect((await deliver(t, authorizationEvent(card.issuerCardId, 100))).status).toBe(200);
    expect(await lows()).toBe(before + 1);
  });
});

describe('authorizeAll', () => {
  it("reads a card's period spend after its lock: a batch that waited sees what the other approved", async () => {
    const { t } = kit;
    const { card } = await fundedCard(t, '100.00', { limits: { daily: '5' } });
    const purchase = (): AuthorizationInput => ({
      issuerCardId: card.issuerCardId,
      transactionId: uid('tx'),
      amount: 300n,
      currency: 'USD',
      merchant: merchant(),
    });
    let first: unknown;
    // The first holds the card's lock a while after approving 3.00; the second asks for 3.00 meanwhile.
    const holding = t.db.transaction(async (tx) => {
      first = await authorizeAll(tx as unknown as Db, [purchase()], t.deps.now());
      await new Promise((r) => setTimeout(r, 300));
    });
    await new Promise((r) => setTimeout(r, 100));
    const second = await t.db.transaction((tx) => authorizeAll(tx as unknown as Db, [purchase()], t.deps.now()));
    await holding;
    expect(first).toMatchObject([{ ok: true, value: { approved: true } }]);
    expect(second).toMatchObject([{ ok: true, value: { approved: false, reason: 'limit_daily' } }]);
  });

  it('answers one outcome per input, in order: approvals, declines with rows, replays, what fails alone', async () => {
    const { t } = kit;
    const { card, account } = await fundedCard(t, '20.00', { limits: { perTransaction: '10' } });
    const before = await accountNow(t, account.id);
    const input = (amount: bigint, extra: Partial<AuthorizationInput> = {}): AuthorizationInput => ({
      issuerCardId: card.issuerCardId,
      transactionId: uid('tx'),
      amount,
      currency: 'USD',
      merchant: merchant(),
      eventId: uid('evt'),
      ...extra,
    });
    const twice = input(300n);
    const inputs = [
      input(500n),
      input(1_001n),
      twice,
      { ...twice, transactionId: uid('tx') },
      input(0n),
      input(100n, { issuerCardId: 'card_nobody_issued' }),
      input(700n, { merchant: merchant('Google Ads') }),
    ];
    const outcomes = await t.db.transaction((tx) => authorizeAll(tx as unknown as Db, inputs, t.deps.now()));
    const summary = outcomes.map((o) =>
      o.ok
        ? o.value.replayed
          ? 'replayed'
          : o.value.approved
            ? 'approved'
            : o.value.reason
        : (o.error as { status: number }).status,
    );
    // Google Ads is allowed for this company: only the per-transaction limit and the bad inputs fail.
    expect(summary).toEqual(['approved', 'limit_per_transaction', 'approved', 'replayed', 422, 404, 'approved']);
    // Neither refusal (a bad amount, an unknown card) leaves a claim behind.
    const refusedClaims = await t.db
      .select()
      .from(cardWebhookEvents)
      .where(inArray(cardWebhookEvents.eventId, [inputs[4]!.eventId!, inputs[5]!.eventId!]));
    expect(refusedClaims).toEqual([]);
    const declined = outcomes[1]!;
    expect(declined.ok && declined.value.cardTransactionId).toBeGreaterThan(0);
    expect((await accountNow(t, account.id)).hold - before.hold).toBe(1_500n);
    const answers = await t.db
      .select()
      .from(cardWebhookEvents)
      .where(inArray(cardWebhookEvents.eventId, [inputs[0]!.eventId!, inputs[1]!.eventId!]));
    expect(Object.fromEntries(answers.map((a) => [a.eventId, a.response]))).toEqual({
      [inputs[0]!.eventId!]: {
        received: true,
        eventId: inputs[0]!.eventId,
        decision: { approved: true, reason: null },
      },
      [inputs[1]!.eventId!]: {
        received: true,
        eventId: inputs[1]!.eventId,
        decision: { approved: false, reason: 'limit_per_transaction' },
      },
    });
  });
});

describe('lockDecisionCards', () => {
  it("answers a fee revenue bucket whichever is drawn, once the card's currency has one", async () => {
    const { t } = kit;
    const people = await addTeamCompany(t);
    const card = await addCard(t, { companyId: people.company.id, holderUserId: people.buyerA.id, currency: 'GBP' });
    const buckets = () =>
      t.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.purpose, SYSTEM_ACCOUNT.feeRevenue), eq(accounts.currency, 'GBP')));
    expect(await buckets()).toEqual([]);
    const only = await systemAccountId(t.db, SYSTEM_ACCOUNT.feeRevenue, 'GBP', 5);
    // One bucket of 16: a batch drawing another one still locks this one with its BIN accounts.
    for (let run = 0; run < 8; run += 1) {
      const locked = await t.db.transaction((tx) =>
        lockDecisionCards(tx as unknown as Db, [card.issuerCardId], t.deps.now()),
      );
      expect(locked.cards.get(card.issuerCardId)!.feeRevenueId).toBe(only);
    }
    expect(await buckets()).toEqual([{ id: only }]);
  });

  // A refill or transfer posting beside the batch locks its fee revenue bucket first (postPayments, id order),
  // then the BIN account: were the bucket locked later by the batch's decline fees, the two would deadlock.
  it("locks the decline fees' revenue bucket with the BIN accounts, in the accounts statement", async () => {
    const { t } = kit;
    const { card, account } = await fundedCard(t, '10.00');
    for (let bucket = 0; bucket < SYSTEM_ACCOUNT_BUCKETS; bucket += 1)
      await systemAccountId(t.db, SYSTEM_ACCOUNT.feeRevenue, 'USD', bucket);
    await t.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const locked = await lockDecisionCards(tx, [card.issuerCardId], t.deps.now());
      const feeRevenueId = locked.cards.get(card.issuerCardId)!.feeRevenueId!;
      // A row this transaction locked carries its transaction id as xmax (one locker: no multixact).
      const ours = rowsOf<{ id: number }>(
        await tx.execute(sql`select id from accounts where id in (${account.id}, ${feeRevenueId})
          and xmax::text::bigint = pg_current_xact_id()::text::bigint % 4294967296 order by id`),
      );
      expect(ours.map((row) => Number(row.id))).toEqual([account.id, feeRevenueId].sort((a, b) => a - b));
      // Locked, not answered as one of the batch's accounts.
      expect([...locked.accounts.keys()]).toEqual([account.id]);
    });
  });
});
