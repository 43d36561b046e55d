import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf, type Db } from '@/server/db/client';
import { periodStarts } from '@/server/db/queries/cards';
import { personSpendLimits } from '@/server/db/schema/index';
import type { TestContext } from '@/server/test-support/context';
import { authorize, authorizeAll, type AuthorizationInput } from './authorize';
import { lockDecisionCards } from './decision-cards';
import { refund, reverse, settle } from './settle';
import { useCardKit, fundedCard, issueCard, merchant, uid } from './card-test-kit';

// Per-person spend limits in the authorization batch (decision 013): the holder's limit and running spend figures
// are locked in the accounts' statement and read from the rows it locked, so a purchase on one card sees what the
// holder's other cards spent, even when that committed while the batch waited.

const kit = useCardKit({ ledgerSoundAfterEach: true });

/** A USD purchase on the card with the issuer id given. */
const purchaseOn = (issuerCardId: string, amount: bigint): AuthorizationInput => ({
  issuerCardId,
  transactionId: uid('tx'),
  amount,
  currency: 'USD',
  merchant: merchant(),
});

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

/** The owner's funded card and a second card of theirs on the same BIN account. */
async function twoCardsOfOneHolder(t: TestContext, funds: string) {
  const { card, set } = await fundedCard(t, funds);
  const owner = await t.userOf(2);
  const other = await issueCard(t, { binSetId: set.id, holderUserId: owner.id });
  return { card, other, owner };
}

describe('authorizeAll with person limits', () => {
  it("reads a person's spend after their lock: a batch on the holder's other card that waited sees it", async () => {
    const { t } = kit;
    const { card, other, owner } = await twoCardsOfOneHolder(t, '100.00');
    const purchase = (issuerCardId: string) => purchaseOn(issuerCardId, 300n);
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
    const { card, other, owner } = await twoCardsOfOneHolder(t, '1000.00');
    const purchase = (issuerCardId: string) => purchaseOn(issuerCardId, 3_000n);
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
      const input = purchaseOn(card.issuerCardId, amount);
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
});
