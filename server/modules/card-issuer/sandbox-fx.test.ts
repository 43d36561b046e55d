import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '@/server/db/schema/index';
import { accountNow, useCardKit, expectLedgerSound, fundedCard, sandboxPurchase } from './card-test-kit';

/**
 * Issue 19 item 3: the sandbox issuer (and so `npm run simulate`) makes purchases from merchants charging
 * in another currency, and the demo seed holds such payments and unpaid decline fees, so the finance
 * totals' cardFxFeeSum and declineFeeDebtSum are non-zero on a fresh portal.
 */
const kit = useCardKit({ tokens: { staff: 1 }, ledgerSoundAfterEach: true });

type Totals = { currencyCode: string; cardFxFeeSum: string; declineFeeDebtSum: string };
const allTimeTotals = async () => {
  const res = await kit.t.request('GET', '/api/backoffice/transfer-funds/finance/totals?from=2022-08-01', {
    token: kit.t.tokens.staff,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data.records as Totals[];
};

describe('the FX case in the demo and the sandbox', () => {
  it('the seeded demo shows a card FX fee and an unpaid decline fee in the finance totals', async () => {
    const records = await allTimeTotals();
    const usd = records.find((r) => r.currencyCode === 'USD');
    const eur = records.find((r) => r.currencyCode === 'EUR');
    expect(Number(usd?.cardFxFeeSum), JSON.stringify(records)).toBeGreaterThan(0);
    expect(Number(eur?.declineFeeDebtSum), JSON.stringify(records)).toBeGreaterThan(0);
    // The seeded euro settlements are card payments in the merchant's currency.
    const fees = await kit.t.db
      .select({ info: payments.info })
      .from(payments)
      .where(and(eq(payments.type, 'card_fx_fee')));
    expect(fees.some((f) => (f.info as { merchantCurrency?: string }).merchantCurrency === 'EUR')).toBe(true);
    await expectLedgerSound(kit.t);
  });

  it('a sandbox purchase in euros on a dollar card settles converted and posts the FX fee', async () => {
    const { t } = kit;
    const { card, account } = await fundedCard(t, '500.00');
    const before = await accountNow(t, account.id);
    const feesBefore = Number((await allTimeTotals()).find((r) => r.currencyCode === 'USD')!.cardFxFeeSum);
    const res = await sandboxPurchase(t, {
      cardId: card.id,
      amount: '10.00',
      merchantCurrency: 'EUR',
      merchant: { name: 'Booking.com', country: 'NL' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.decision.approved).toBe(true);
    const after = await accountNow(t, account.id);
    // 10.00 EUR at the platform's 1.08 is 10.80 USD, and the 2 % card FX fee of it 0.22 (rounded up).
    expect(before.balance - after.balance).toBe(1080n + 22n);
    expect(after.hold).toBe(before.hold);
    const feesAfter = Number((await allTimeTotals()).find((r) => r.currencyCode === 'USD')!.cardFxFeeSum);
    expect(Math.round((feesAfter - feesBefore) * 100)).toBe(22);
  });

  it('refunds a foreign purchase by what it cost the card; refuses an unknown currency naming the field', async () => {
    const { t } = kit;
    const { card, account } = await fundedCard(t, '500.00');
    const before = await accountNow(t, account.id);
    const res = await sandboxPurchase(t, { cardId: card.id, amount: '10.00', merchantCurrency: 'EUR', then: 'refund' });
    expect(res.status, res.text).toBe(200);
    // The purchase comes back whole; the FX fee stays charged.
    expect(before.balance - (await accountNow(t, account.id)).balance).toBe(22n);
    const bad = await sandboxPurchase(t, { cardId: card.id, amount: '10.00', merchantCurrency: 'GBP' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toContain('merchantCurrency');
  });
});
