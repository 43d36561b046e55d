import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentView } from '@/src/contracts/payments';
import { cards, payments } from '@/server/db/schema/index';
import { addCard } from '@/server/modules/card-analytics/card-analytics.fixtures';
import { addTeamCompany } from '@/server/modules/team/team.fixtures';
import {
  accountNow,
  authorizationEvent,
  useCardKit,
  deliver,
  fundedCard,
  uid,
} from '@/server/modules/card-issuer/card-test-kit';

/**
 * Issue 19 item 5: the transaction-history modal names the card (name and last four) of a card payment,
 * which the payment view carries as `card`; a movement between accounts has none, and a payment never names a
 * card of another company, whatever its info says.
 */
const kit = useCardKit({ tokens: { owner: 2, staff: 1 } });

async function statement(accountId: number) {
  const res = await kit.t.request('GET', `/api/bank/bin/${accountId}?perPage=100`, { token: kit.t.tokens.owner });
  expect(res.status, res.text).toBe(200);
  return res.body.data.records as PaymentView[];
}

describe('the card of a card payment', () => {
  it('settlement, decline fee and the card-less funding each say what card they are about', async () => {
    const { t } = kit;
    const { card, account, company } = await fundedCard(t, '20.00', { name: 'Ads card' });
    const approved = authorizationEvent(card.issuerCardId, 1_000);
    expect((await deliver(t, approved)).body.decision).toEqual({ approved: true, reason: null });
    const transactionId = (approved.data as { transactionId: string }).transactionId;
    const settle = {
      id: uid('evt'),
      type: 'transaction.settlement' as const,
      created: new Date().toISOString(),
      data: { cardId: card.issuerCardId, transactionId, amount: 1_000 },
    };
    expect((await deliver(t, settle)).status).toBe(200);
    // More than the account holds: declined, with a decline fee the account can pay.
    const { balance } = await accountNow(t, account.id);
    const declined = await deliver(t, authorizationEvent(card.issuerCardId, Number(balance) + 100));
    expect(declined.body.decision.approved).toBe(false);

    const records = await statement(account.id);
    const named = { id: card.id, name: 'Ads card', last4: card.last4 };
    const settlement = records.find((r) => r.type.value === 'card_settlement' && r.card?.id === card.id);
    expect(settlement?.card).toEqual(named);
    const fee = records.find((r) => r.type.value === 'decline_fee' && r.card?.id === card.id);
    expect(fee?.card).toEqual(named);
    expect(records.find((r) => r.type.value === 'top_up')?.card).toBeNull();

    // Staff read the same view on the company's operations.
    const ops = await t.request('GET', `/api/backoffice/company/${company.id}/operation-list?perPage=100`, {
      token: kit.t.tokens.staff,
    });
    expect(ops.status, ops.text).toBe(200);
    expect((ops.body.data.records as PaymentView[]).some((r) => r.card?.id === card.id)).toBe(true);
  });

  it("a payment whose info names another company's card names no card", async () => {
    const { t } = kit;
    const { card, account } = await fundedCard(t, '5.00', { name: 'Own card' });
    const other = await addTeamCompany(t);
    const foreign = await addCard(t, { companyId: other.company.id, holderUserId: other.buyerA.id });
    const event = authorizationEvent(card.issuerCardId, 100);
    expect((await deliver(t, event)).body.decision.approved).toBe(true);
    const [hold] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.fromAccountId, account.id))
      .orderBy(payments.id)
      .then((rows) => rows.filter((r) => r.type === 'card_authorization').slice(-1));
    // Info written wrongly (or a malformed cardId) must neither leak the other company's card nor break the list.
    await t.db
      .update(payments)
      .set({ info: { cardId: foreign.id } })
      .where(eq(payments.id, hold!.id));
    let row = (await statement(account.id)).find((r) => r.id === hold!.id);
    expect(row?.card).toBeNull();
    await t.db
      .update(payments)
      .set({ info: { cardId: 'x; drop table cards' } })
      .where(eq(payments.id, hold!.id));
    row = (await statement(account.id)).find((r) => r.id === hold!.id);
    expect(row?.card).toBeNull();
    const [stillThere] = await t.db.select({ id: cards.id }).from(cards).where(eq(cards.id, card.id));
    expect(stillThere?.id).toBe(card.id);
  });
});
