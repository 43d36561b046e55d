import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/server/db/client';
import { payments } from '@/server/db/schema/index';
import { createTestContext, type TestContext } from '@/server/test-support/context';
import { addCard, addTransaction } from '@/server/modules/card-analytics/card-analytics.fixtures';
import { addCompany, addUser } from '@/server/modules/team/team.fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

type Row = Record<string, string>;

/** The rollup's rows that hold anything, as text, in key order. */
const rolledUp = async () =>
  rowsOf<Row>(
    await t.db.execute(sql`select company_id::text, day::text, currency, top_ups::text, top_up_amount::text,
      transfers::text, transfer_amount::text, card_spend::text, purchases::text, declines::text
      from analytics_money_days
      where top_ups <> 0 or top_up_amount <> 0 or transfers <> 0 or transfer_amount <> 0 or card_spend <> 0
        or purchases <> 0 or declines <> 0
      order by company_id, day, currency`),
  );

/** The same figures summed from the payments and card transactions themselves (the rule the triggers keep). */
const recomputed = async () =>
  rowsOf<Row>(
    await t.db.execute(sql`
      select company_id::text, day::text, currency, sum(top_ups)::text as top_ups,
        sum(top_up_amount)::text as top_up_amount, sum(transfers)::text as transfers,
        sum(transfer_amount)::text as transfer_amount, sum(card_spend)::text as card_spend,
        sum(purchases)::text as purchases, sum(declines)::text as declines
      from (
        select p.company_id, (p.created_at at time zone 'UTC')::date as day, p.currency,
          (p.type = 'top_up')::int as top_ups, case when p.type = 'top_up' then p.amount else 0 end as top_up_amount,
          (p.type like 'transfer_%')::int as transfers,
          case when p.type like 'transfer_%' then p.amount else 0 end as transfer_amount,
          0 as card_spend, 0 as purchases, 0 as declines
        from payments p where p.status = 2 and (p.type = 'top_up' or p.type like 'transfer_%')
        union all
        select ct.company_id, (ct.created_at at time zone 'UTC')::date, ct.currency, 0, 0, 0, 0,
          card_spend_of(ct.status, ct.amount, ct.settled_amount, ct.refunded_amount),
          (ct.status in ('pending', 'settled', 'refunded'))::int, (ct.status = 'declined')::int
        from card_transactions ct
      ) d group by 1, 2, 3
      having sum(top_ups) <> 0 or sum(top_up_amount) <> 0 or sum(transfers) <> 0 or sum(transfer_amount) <> 0
        or sum(card_spend) <> 0 or sum(purchases) <> 0 or sum(declines) <> 0
      order by 1, 2, 3`),
  );

const rowOf = async (companyId: number, day: string) =>
  (await rolledUp()).find((r) => r.company_id === String(companyId) && r.day === day);

describe('analytics_money_days (migration 0026)', () => {
  it('holds the seeded money as the payments and card transactions sum it', async () => {
    expect((await rolledUp()).length).toBeGreaterThan(0);
    expect(await rolledUp()).toEqual(await recomputed());
  });

  it('follows every change of a payment or card transaction in the statement that makes it', async () => {
    const company = await addCompany(t, 'Rollup Money Ltd');
    const holder = await addUser(t, { companyId: company.id, role: 2 });
    const card = await addCard(t, { companyId: company.id, holderUserId: holder.id });
    const at = new Date('2024-05-10T23:30:00Z');
    const day = '2024-05-10';
    const payment = (type: string, status: number, amount: bigint) => ({
      companyId: company.id,
      type,
      status,
      amount,
      currency: 'USD',
      initiatorKind: 'system',
      createdAt: at,
    });
    // Two completed, one pending top-up and a pending transfer in one statement; a fee that never counts.
    const inserted = await t.db
      .insert(payments)
      .values([
        payment('top_up', 2, 10_000n),
        payment('top_up', 2, 2_550n),
        payment('top_up', 1, 7_000n),
        payment('transfer_transit_to_bin', 1, 4_000n),
        payment('decline_fee', 2, 50n),
      ])
      .returning({ id: payments.id, type: payments.type, status: payments.status });
    expect(await rowOf(company.id, day)).toMatchObject({ top_ups: '2', top_up_amount: '12550', transfers: '0' });

    // The pending ones complete (one statement, both), then a completed top-up is reversed.
    const pending = inserted.filter((p) => p.status === 1).map((p) => p.id);
    await t.db.execute(sql`update payments set status = 2 where id in (${sql.join(pending, sql`, `)})`);
    expect(await rowOf(company.id, day)).toMatchObject({
      top_ups: '3',
      top_up_amount: '19550',
      transfers: '1',
      transfer_amount: '4000',
    });
    await t.db.execute(sql`update payments set status = 5 where id = ${inserted[1]!.id}`);
    expect(await rowOf(company.id, day)).toMatchObject({ top_ups: '2', top_up_amount: '17000' });

    // A purchase held, then settled for less and partly refunded; a decline; a reversed hold spends nothing.
    const held = await addTransaction(t, card, { status: 'pending', amount: '30.00', at });
    await addTransaction(t, card, { status: 'declined', amount: '99.00', at });
    const reversed = await addTransaction(t, card, { status: 'pending', amount: '5.00', at });
    expect(await rowOf(company.id, day)).toMatchObject({ card_spend: '3500', purchases: '2', declines: '1' });
    await t.db.execute(sql`update card_transactions set status = 'settled', settled_amount = 2800,
      refunded_amount = 300 where id = ${held.id}`);
    await t.db.execute(sql`update card_transactions set status = 'reversed' where id = ${reversed.id}`);
    expect(await rowOf(company.id, day)).toMatchObject({ card_spend: '2500', purchases: '1', declines: '1' });

    // Deleted rows leave nothing behind; the whole table still agrees with the raw rows.
    await t.db.execute(sql`delete from card_transactions where card_id = ${card.id}`);
    expect(await rowOf(company.id, day)).toMatchObject({ card_spend: '0', purchases: '0', declines: '0' });
    expect(await rolledUp()).toEqual(await recomputed());
  });
});
