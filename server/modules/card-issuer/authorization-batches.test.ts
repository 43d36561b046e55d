import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf, type Db } from '@/server/db/client';
import { periodStarts } from '@/server/db/queries/cards';
import type { TestContext } from '@/server/test-support/context';
import {
  accounts,
  cards,
  cardTransactions,
  cardWebhookEvents,
  notifications,
  notificationSettings,
  personSpendLimits,
} from '@/server/db/schema/index';
import { SYSTEM_ACCOUNT, SYSTEM_ACCOUNT_BUCKETS, systemAccountId } from '@/server/ledger/system-accounts';
import { addCard } from '@/server/modules/card-analytics/card-analytics.fixtures';
import { addTeamCompany } from '@/server/modules/team/team.fixtures';
import { authorize, authorizeAll, type AuthorizationInput } from './authorize';
import { lockDecisionCards } from './decision-cards';
import { refund, reverse, settle } from './settle';
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

/** What `userId`'s cards spent in USD today and this month as of `at`, from the days migration 0013 keeps. */
async function personSpent(db: Db, userId: number, at: Date) {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const { dayStart, monthStart } = periodStarts(at);
  const [row] = rowsOf<{ today: string; month: string }>(
    await db.execute(sql`select coalesce(sum(spend) filter (where day >= ${day(dayStart)}::date), 0)::text as today,
      coalesce(sum(spend), 0)::text as month from card_spend_days where holder_user_id = ${userId}
      and currency = 'USD' and day >= ${day(monthStart)}::date`),
  );
  return { today: BigInt(row!.today), month: BigInt(row!.month) };
}

/** `userId`'s USD spend figures as kept, and as summed from the days 0013 keeps (their latest day and month). */
async function figuresOf(db: Db, userId: number) {
  const [row] = rowsOf<{ kept: string | null; summed: string | null }>(
    await db.execute(sql`select
      (select row(day, spent_day, month, spent_month)::text from person_spend_figures
        where user_id = ${userId} and currency = 'USD') as kept,
      (select row(l.day, sum(s.spend) filter (where s.day = l.day), l.month,
          sum(s.spend) filter (where date_trunc('month', s.day::timestamp)::date = l.month))::text
        from (select max(day) as day, date_trunc('month', max(day)::timestamp)::date as month
          from card_spend_days where holder_user_id = ${userId} and currency = 'USD') l
        join card_spend_days s on s.holder_user_id = ${userId} and s.currency = 'USD'
        group by l.day, l.month) as summed`),
  );
  return row!;
}

/** `userId` under a USD daily limit of what they spent today plus `room` while `work` runs; removed after. */
async function withPersonLimit<T>(t: TestContext, userId: number, room: bigint, work: (id: number) => Promise<T>) {
  const { today } = await personSpent(t.db, userId, t.deps.now());
  const [limit] = await t.db
    .insert(personSpendLimits)
    .values({ userId, currency: 'USD', daily: today + room })
    .returning({ id: personSpendLimits.id });
  try {
    return await work(limit!.id);
  } finally {
    await t.db.delete(personSpendLimits).where(eq(personSpendLimits.id, limit!.id));
  }
}

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

  it("reads a person's spend after their lock: a batch on the holder's other card that waited sees it", async () => {
    const { t } = kit;
    const { card, set } = await fundedCard(t, '100.00');
    const owner = await t.userOf(2);
    const other = await issueCard(t, { binSetId: set.id, holderUserId: owner.id });
    const purchase = (issuerCardId: string): AuthorizationInput => ({
      issuerCardId,
      transactionId: uid('tx'),
      amount: 300n,
      currency: 'USD',
      merchant: merchant(),
    });
    await withPersonLimit(t, owner.id, 500n, async () => {
      let first: unknown;
      // The first holds the holder's limit a while after approving 3.00 on one card; the second asks for 3.00
      // on the other card meanwhile: the cards differ, so only the person's lock makes it wait.
      const holding = t.db.transaction(async (tx) => {
        first = await authorizeAll(tx as unknown as Db, [purchase(card.issuerCardId)], t.deps.now());
        await new Promise((r) => setTimeout(r, 300));
      });
      await new Promise((r) => setTimeout(r, 100));
      const second = await t.db.transaction((tx) =>
        authorizeAll(tx as unknown as Db, [purchase(other.issuerCardId)], t.deps.now()),
      );
      await holding;
      expect(first).toMatchObject([{ ok: true, value: { approved: true } }]);
      expect(second).toMatchObject([{ ok: true, value: { approved: false, reason: 'person_limit' } }]);
    });
  });

  // The hazard of reading a person's spend anywhere but from the rows the statement locked: a settlement above the
  // hold on the holder's other card commits while the batch waits for the BIN account it holds; a statement that
  // started before that commit would read the spend as it was, and approve past the limit.
  it("counts a settlement above the hold on the holder's other card, committed while the batch waited", async () => {
    const { t } = kit;
    const { card, set } = await fundedCard(t, '1000.00');
    const owner = await t.userOf(2);
    const other = await issueCard(t, { binSetId: set.id, holderUserId: owner.id });
    const purchase = (issuerCardId: string): AuthorizationInput => ({
      issuerCardId,
      transactionId: uid('tx'),
      amount: 3_000n,
      currency: 'USD',
      merchant: merchant(),
    });
    await withPersonLimit(t, owner.id, 10_000n, async () => {
      const held = purchase(card.issuerCardId);
      const at = t.deps.now();
      expect(await t.db.transaction((tx) => authorizeAll(tx as unknown as Db, [held], at))).toMatchObject([
        { ok: true, value: { approved: true } },
      ]);
      let waited: Promise<unknown> | undefined;
      // 30.00 settles at 80.00 and the settlement stays open a while; 30.00 on the other card arrives meanwhile.
      await t.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        await settle(tx, { issuerCardId: card.issuerCardId, transactionId: held.transactionId, amount: 8_000n }, at);
        waited = t.db.transaction((other2) =>
          authorizeAll(other2 as unknown as Db, [purchase(other.issuerCardId)], at),
        );
        await new Promise((r) => setTimeout(r, 300));
      });
      // 80.00 + 30.00 pass the 100.00 of room.
      expect(await waited).toMatchObject([{ ok: true, value: { approved: false, reason: 'person_limit' } }]);
    });
  });

  it('keeps the spend figures it locks as the days sum them: holds, settlements, reversals, refunds', async () => {
    const { t } = kit;
    const { card } = await fundedCard(t, '1000.00');
    const owner = await t.userOf(2);
    const agree = async () => {
      const { kept, summed } = await figuresOf(t.db, owner.id);
      expect(kept).not.toBeNull();
      expect(kept).toBe(summed);
    };
    const at = t.deps.now();
    const purchase = async (amount: bigint, when = at) => {
      const input = {
        issuerCardId: card.issuerCardId,
        transactionId: uid('tx'),
        amount,
        currency: 'USD',
        merchant: merchant(),
      };
      await t.db.transaction((tx) => authorize(tx as unknown as Db, input, when));
      return input.transactionId;
    };
    const [a, b, c, d] = [await purchase(1_000n), await purchase(2_000n), await purchase(3_000n), await purchase(400n)];
    await agree();
    const on = (transactionId: string) => ({ issuerCardId: card.issuerCardId, transactionId });
    await t.db.transaction((tx) => settle(tx as unknown as Db, { ...on(a), amount: 1_500n }, at));
    await agree();
    await t.db.transaction((tx) => settle(tx as unknown as Db, { ...on(b), amount: 1_200n }, at));
    await agree();
    await t.db.transaction((tx) => reverse(tx as unknown as Db, on(c), at));
    await agree();
    await t.db.transaction((tx) => refund(tx as unknown as Db, { ...on(b), refundId: uid('rf'), amount: 200n }, at));
    await agree();
    // A purchase dated the day before (seeded history) and its settlement: the month's figure only, if the same.
    const dayBefore = new Date(at.getTime() - 86_400_000);
    const early = await purchase(700n, dayBefore);
    await t.db.transaction((tx) => settle(tx as unknown as Db, { ...on(early), amount: 900n }, dayBefore));
    await agree();
    await t.db.transaction((tx) => reverse(tx as unknown as Db, on(d), at));
    await agree();
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
  it("locks the holders' limits and spend figures in the accounts' statement and reads their spend there", async () => {
    const { t } = kit;
    const { card } = await fundedCard(t, '10.00');
    const owner = await t.userOf(2);
    await withPersonLimit(t, owner.id, 10_000n, (limitId) =>
      t.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const at = t.deps.now();
        const spent = await personSpent(tx, owner.id, at);
        const locked = await lockDecisionCards(tx, [card.issuerCardId], at);
        // A row this transaction locked carries its transaction id as xmax (one locker: no multixact).
        const ours = rowsOf<{ kind: string }>(
          await tx.execute(sql`select 'limit' as kind from person_spend_limits where id = ${limitId}
            and xmax::text::bigint = pg_current_xact_id()::text::bigint % 4294967296
            union all select 'figures' from person_spend_figures where user_id = ${owner.id} and currency = 'USD'
            and xmax::text::bigint = pg_current_xact_id()::text::bigint % 4294967296`),
        );
        expect(ours.map((row) => row.kind).sort()).toEqual(['figures', 'limit']);
        expect(locked.persons.get(`${owner.id}:USD`)).toEqual({
          userId: owner.id,
          currency: 'USD',
          daily: spent.today + 10_000n,
          monthly: null,
          spent,
        });
      }),
    );
  });

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
