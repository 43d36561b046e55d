import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { currentUser } from '@/src/contracts/users';
import { rowsOf } from '@/server/db/client';
import type { IssuerEvent } from '@/src/contracts/card-issuer';
import {
  authorizationEvent,
  useCardKit,
  deliver,
  expectLedgerSound,
  issueCard,
  useNorthwindInTwoCurrencies,
  sandboxPurchase,
  uid,
} from '@/server/modules/card-issuer/card-test-kit';
import { addUser, tokenOf } from '@/server/modules/team/team.fixtures';

/**
 * The figures GET /api/user/me reads (migration 0013: card_spend_days, card_holder_counts) against what the
 * card transactions and cards say when summed from scratch, after every path that changes spend has run,
 * many of them at once.
 */
const kit = useCardKit();
const funded = useNorthwindInTwoCurrencies(kit, '100000.00');

/** Rows where the kept figures and a count from scratch disagree (none when they are kept right). */
async function drift() {
  const { t } = kit;
  const spend = await t.db.execute(sql`
    with kept as (select holder_user_id, day, currency, spend from card_spend_days where spend <> 0),
    counted as (
      select holder_user_id, (created_at at time zone 'UTC')::date as day, currency,
        sum(card_spend_of(status, amount, settled_amount, refunded_amount))::bigint as spend
      from card_transactions group by 1, 2, 3 having sum(card_spend_of(status, amount, settled_amount,
        refunded_amount)) <> 0)
    select * from kept full join counted using (holder_user_id, day, currency)
    where kept.spend is distinct from counted.spend`);
  const counts = await t.db.execute(sql`
    with kept as (select holder_user_id, open_cards from card_holder_counts where open_cards <> 0),
    counted as (select holder_user_id, count(*)::int as open_cards from cards where holder_user_id is not null and
      status <> 'closed' group by 1)
    select * from kept full join counted using (holder_user_id)
    where kept.open_cards is distinct from counted.open_cards`);
  return { spend: rowsOf(spend), counts: rowsOf(counts) };
}

const purchase = (cardId: number, amount: string, extra: Record<string, unknown> = {}) =>
  sandboxPurchase(kit.t, { cardId, amount, merchant: { name: 'Notion' }, ...extra });

async function me(token: string) {
  const res = await kit.t.request('GET', '/api/user/me', { token });
  expect(res.status, res.text).toBe(200);
  return currentUser.parse(res.body.data);
}

describe('the card figures behind GET /api/user/me', () => {
  it(
    'stay equal to the transactions through holds, settlements, partial settlements, reversals and refunds made ' +
      '50 at once',
    { timeout: 300_000 },
    async () => {
      const { t } = kit;
      const buyers = [
        await addUser(t, { companyId: funded.nw.company.id, role: 4 }),
        await addUser(t, { companyId: funded.nw.company.id, role: 4 }),
      ];
      const usdCards = await Promise.all(
        buyers.map((b) => issueCard(t, { binSetId: funded.nw.set.id, holderUserId: b.id, count: 3 })),
      );
      const eurCard = await issueCard(t, { binSetId: funded.eurSetId, holderUserId: buyers[0]!.id });
      const cardIds = [...usdCards.flatMap((c) => c.all.map((x) => x.id)), eurCard.id];

      // 50 authorizations at once on cards of two holders (they are decided in batches), then every outcome at
      // once: left held, settled in full, settled for less, reversed, and settled then refunded in part.
      const issuerIds = new Map<number, string>();
      const rows = rowsOf<{ id: number; issuer_card_id: string; currency: string }>(
        await t.db.execute(
          sql`select id, issuer_card_id, currency from cards where id in (${sql.join(
            cardIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      );
      for (const row of rows) issuerIds.set(row.id, row.issuer_card_id);
      const currencyOf = new Map(rows.map((r) => [r.id, r.currency]));
      const auths = Array.from({ length: 50 }, (_, i) => {
        const cardId = cardIds[i % cardIds.length]!;
        return {
          i,
          cardId,
          event: authorizationEvent(issuerIds.get(cardId)!, 1000 + i, { currency: currencyOf.get(cardId)! }),
        };
      });
      const answers = await Promise.all(auths.map((a) => deliver(t, a.event)));
      for (const res of answers) expect(res.body?.decision?.approved, `${res.status} ${res.text}`).toBe(true);
      expect(await drift()).toEqual({ spend: [], counts: [] });

      const follow = (a: (typeof auths)[number], type: string, data: Record<string, unknown>) =>
        deliver(t, {
          id: uid('evt'),
          type,
          created: new Date().toISOString(),
          data: {
            cardId: issuerIds.get(a.cardId)!,
            transactionId: (a.event.data as { transactionId: string }).transactionId,
            ...data,
          },
        } as IssuerEvent);
      const second = await Promise.all(
        auths.map((a) => {
          const amount = 1000 + a.i;
          switch (a.i % 5) {
            case 0:
              return null;
            case 1:
            case 4:
              return follow(a, 'transaction.settlement', { amount });
            case 2:
              return follow(a, 'transaction.settlement', { amount: amount - 333 });
            default:
              return follow(a, 'authorization.reversal', {});
          }
        }),
      );
      for (const res of second) if (res) expect(res.status, res.text).toBeLessThan(300);
      const third = await Promise.all(
        auths
          .filter((a) => a.i % 5 === 4)
          .map((a) => follow(a, 'transaction.refund', { refundId: uid('rf'), amount: 333 })),
      );
      for (const res of third) expect(res.status, res.text).toBeLessThan(300);
      expect(await drift()).toEqual({ spend: [], counts: [] });

      // What each holder sees is what their transactions sum to, converted and rounded as before.
      for (const buyer of buyers) {
        const [row] = rowsOf<{ spend: string }>(
          await t.db.execute(sql`
          select coalesce(round(sum(card_spend_of(ct.status, ct.amount, ct.settled_amount, ct.refunded_amount)
            * case when ct.currency = 'USD' then 1 else r.rate end)), 0)::bigint::text as spend
          from card_transactions ct left join fx_rates r on r.base = ct.currency and r.quote = 'USD'
          where ct.holder_user_id = ${buyer.id} and ct.created_at >= date_trunc('month', now() at time zone 'UTC') at
            time zone 'UTC'`),
        );
        const shown = await me(await tokenOf(t, buyer.id));
        expect(shown.cardsSpent.spent).toBe((Number(row!.spend) / 100).toFixed(2));
        expect(Number(row!.spend)).toBeGreaterThan(0);
        expect(shown.cardsCount).toBe(buyer === buyers[0] ? 4 : 3);
      }
      await expectLedgerSound(t);
    },
  );

  it(
    'follow a reversal and a refund delivered by the card network, and a card closed',
    { timeout: 120_000 },
    async () => {
      const { t } = kit;
      const buyer = await addUser(t, { companyId: funded.nw.company.id, role: 4 });
      const token = await tokenOf(t, buyer.id);
      const card = await issueCard(t, { binSetId: funded.nw.set.id, holderUserId: buyer.id, count: 2 });
      const [held] = rowsOf<{ issuer_transaction_id: string }>(
        await (async () => {
          expect((await purchase(card.id, '20.00', { then: 'hold' })).body.data.decision.approved).toBe(true);
          return t.db.execute(sql`select issuer_transaction_id from card_transactions where card_id = ${card.id}`);
        })(),
      );
      expect((await me(token)).cardsSpent.spent).toBe('20.00');
      const reversal = await deliver(t, {
        id: `evt_rev_${card.id}`,
        type: 'authorization.reversal',
        created: new Date().toISOString(),
        data: { cardId: card.issuerCardId, transactionId: held!.issuer_transaction_id },
      });
      expect(reversal.status, reversal.text).toBeLessThan(300);
      expect((await me(token)).cardsSpent.spent).toBe('0.00');

      const owner = (await t.sessionFor(2)).accessToken;
      expect((await t.request('POST', `/api/card/${card.all[1]!.id}/close`, { token: owner })).status).toBe(200);
      expect((await me(token)).cardsCount).toBe(1);
      expect(await drift()).toEqual({ spend: [], counts: [] });
    },
  );
});
