import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cards, cardTransactions, cardWebhookEvents, companies, holds, payments } from '@/server/db/schema/index';
import { PAYMENT_STATUS } from '@/src/contracts/payments';
import { signatureHeader } from '@/server/providers/card-issuer/webhook-signature';
import {
  accountNow,
  authorizationEvent,
  useCardKit,
  deliver,
  expectLedgerSound,
  fundedCard,
  sandboxPurchase,
  uid,
} from './card-test-kit';

const kit = useCardKit({ ledgerSoundAfterEach: true });

const txRow = async (transactionId: string) =>
  (await kit.t.db.select().from(cardTransactions).where(eq(cardTransactions.issuerTransactionId, transactionId)))[0];

describe('the issuer webhook', () => {
  it('refuses a bad signature, a stale timestamp and a missing header with 401, writing nothing', async () => {
    const { t } = kit;
    const { card } = await fundedCard(t);
    const before = await t.countRows();
    const event = authorizationEvent(card.issuerCardId, 1000);
    const wrongKey = await deliver(t, event, { secret: 'not-the-secret-not-the-secret-not-the-secret' });
    const stale = await deliver(t, event, { at: new Date(t.deps.now().getTime() - 6 * 60_000) });
    const future = await deliver(t, event, { at: new Date(t.deps.now().getTime() + 6 * 60_000) });
    const missing = await t.request('POST', '/api/card-issuer/webhook', {
      body: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    // Signed for one body, sent with another (amount raised in flight).
    const raw = JSON.stringify(event);
    const tampered = await t.request('POST', '/api/card-issuer/webhook', {
      body: raw.replace('"amount":1000', '"amount":9000'),
      headers: {
        'content-type': 'application/json',
        'Issuer-Signature': signatureHeader((await t.deps.cardIssuer()).webhookSecret, raw, t.deps.now()),
      },
    });
    for (const res of [wrongKey, stale, future, missing, tampered]) expect(res.status, res.text).toBe(401);
    expect(await t.countRows()).toEqual(before);
  });

  it('refuses a body over the limit with 413, writing nothing, whether its length is declared or chunked', async () => {
    const { t, server } = kit;
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/card-issuer/webhook`;
    const limit = t.config.BODY_LIMIT_BYTES;
    const before = await t.countRows();
    const headers = { 'content-type': 'application/json', 'Issuer-Signature': 't=1,v1=00' };
    const declared = await fetch(url, { method: 'POST', headers, body: 'x'.repeat(limit + 1) });
    expect(declared.status).toBe(413);
    // Thirty-two times the limit, in chunks: the answer comes once the limit is passed, not after all of it.
    const piece = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const chunks = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 32 * limit) return controller.close();
        sent += piece.byteLength;
        controller.enqueue(piece);
      },
    });
    const chunked = await fetch(url, { method: 'POST', headers, body: chunks, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(sent).toBeLessThan(8 * limit);
    expect((await chunked.json()).message).toMatch(/larger than/);
    expect(await t.countRows()).toEqual(before);
  });

  it('authorization holds the amount, settlement posts it, an event sent twice posts once, same answer', async () => {
    const { t } = kit;
    const { card, account } = await fundedCard(t, '500.00');
    const start = await accountNow(t, account.id);
    const event = authorizationEvent(card.issuerCardId, 12_345);
    const first = await deliver(t, event);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ received: true, eventId: event.id, decision: { approved: true, reason: null } });
    const again = await deliver(t, event);
    expect(again.body).toEqual(first.body);
    const held = await accountNow(t, account.id);
    expect(held.hold - start.hold).toBe(12_345n);
    expect(held.balance).toBe(start.balance);
    const tid = (event.data as { transactionId: string }).transactionId;
    expect((await txRow(tid))!.status).toBe('pending');
    await expectLedgerSound(t);

    // Settled for less than held (a partial settlement): the difference is released.
    const settlement = {
      id: uid('evt'),
      type: 'transaction.settlement' as const,
      created: new Date().toISOString(),
      data: { cardId: card.issuerCardId, transactionId: tid, amount: 10_000 },
    };
    expect((await deliver(t, settlement)).status).toBe(200);
    expect((await deliver(t, settlement)).status).toBe(200);
    const settled = await accountNow(t, account.id);
    expect(settled.hold).toBe(start.hold);
    expect(start.balance - settled.balance).toBe(10_000n);
    const row = (await txRow(tid))!;
    expect(row.status).toBe('settled');
    expect(row.settledAmount).toBe(10_000n);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, row.paymentId!));
    expect(payment).toMatchObject({ type: 'card_settlement', status: PAYMENT_STATUS.completed, amount: 10_000n });
    const [cardRow] = await t.db.select().from(cards).where(eq(cards.id, card.id));
    expect(cardRow!.spentLifetime).toBe(10_000n);
    await expectLedgerSound(t);

    // A refund credits the BIN account; more than settled is refused.
    const refund = (amount: number) => ({
      id: uid('evt'),
      type: 'transaction.refund' as const,
      created: new Date().toISOString(),
      data: { cardId: card.issuerCardId, transactionId: tid, refundId: uid('rfd'), amount },
    });
    expect((await deliver(t, refund(4_000))).status).toBe(200);
    expect((await deliver(t, refund(7_000))).status).toBe(422);
    expect((await accountNow(t, account.id)).balance).toBe(settled.balance + 4_000n);
    expect((await txRow(tid))!.refundedAmount).toBe(4_000n);
    await expectLedgerSound(t);
    expect(
      await t.db.select().from(cardWebhookEvents).where(eq(cardWebhookEvents.eventId, settlement.id)),
    ).toHaveLength(1);
  });

  it(
    'an authorization that fails (an unknown card, a transaction id already recorded) leaves nothing behind, not ' +
      'even its claim',
    async () => {
      const { t } = kit;
      const { card, account } = await fundedCard(t, '100.00');
      const first = authorizationEvent(card.issuerCardId, 1_000);
      expect((await deliver(t, first)).status).toBe(200);
      const start = { account: await accountNow(t, account.id), rows: await t.countRows() };
      const tid = (first.data as { transactionId: string }).transactionId;
      const retry = authorizationEvent(card.issuerCardId, 1_000, { transactionId: tid });
      expect((await deliver(t, retry)).status).toBe(409);
      expect((await deliver(t, authorizationEvent('sbx_45671234_202601_unknown', 1_000))).status).toBe(404);
      expect(await t.countRows()).toEqual(start.rows);
      expect(await accountNow(t, account.id)).toMatchObject({
        balance: start.account.balance,
        hold: start.account.hold,
      });
      // The event id was not kept: once the issuer sends it for a new transaction, it is decided.
      const again = { ...retry, data: { ...retry.data, transactionId: uid('txn') } } as typeof retry;
      expect((await deliver(t, again)).body.decision).toEqual({ approved: true, reason: null });
    },
  );

  it("keeps quotes and backslashes of the issuer's values exactly as sent", async () => {
    const { t } = kit;
    const { card } = await fundedCard(t, '10.00');
    const name = `Joe's \\ "Diner" \\'; --`;
    const event = {
      ...authorizationEvent(card.issuerCardId, 100, { merchant: name, transactionId: `txn_'\\${uid('q')}` }),
      id: `evt_'\\${uid('q')}`,
    };
    const res = await deliver(t, event);
    expect(res.body).toEqual({ received: true, eventId: event.id, decision: { approved: true, reason: null } });
    expect((await deliver(t, event)).body).toEqual(res.body);
    const row = (await txRow((event.data as { transactionId: string }).transactionId))!;
    expect(row).toMatchObject({ merchantName: name, status: 'pending' });
    const [stored] = await t.db.select().from(cardWebhookEvents).where(eq(cardWebhookEvents.eventId, event.id));
    expect(stored!.response).toEqual(res.body);
  });

  it('a settlement above the hold posts the settled amount when the account covers it', async () => {
    const { t } = kit;
    const { card, account } = await fundedCard(t, '100.00');
    const start = await accountNow(t, account.id);
    const event = authorizationEvent(card.issuerCardId, 5_000);
    await deliver(t, event);
    const tid = (event.data as { transactionId: string }).transactionId;
    const res = await deliver(t, {
      id: uid('evt'),
      type: 'transaction.settlement',
      created: new Date().toISOString(),
      data: { cardId: card.issuerCardId, transactionId: tid, amount: 5_500 },
    });
    expect(res.status, res.text).toBe(200);
    const after = await accountNow(t, account.id);
    expect(start.balance - after.balance).toBe(5_500n);
    expect(after.hold).toBe(start.hold);
  });

  it('a reversal releases the hold and gives the spend back; a reversed authorization cannot settle', async () => {
    const { t } = kit;
    const { card, account } = await fundedCard(t, '100.00');
    const start = await accountNow(t, account.id);
    const event = authorizationEvent(card.issuerCardId, 2_000);
    await deliver(t, event);
    const tid = (event.data as { transactionId: string }).transactionId;
    const reversal = {
      id: uid('evt'),
      type: 'authorization.reversal' as const,
      created: new Date().toISOString(),
      data: { cardId: card.issuerCardId, transactionId: tid },
    };
    expect((await deliver(t, reversal)).status).toBe(200);
    const after = await accountNow(t, account.id);
    expect(after).toMatchObject({ balance: start.balance, hold: start.hold });
    expect((await txRow(tid))!.status).toBe('reversed');
    const [hold] = await t.db
      .select()
      .from(holds)
      .where(eq(holds.paymentId, (await txRow(tid))!.paymentId!));
    expect(hold!.outcome).toBe('released');
    const late = await deliver(t, {
      id: uid('evt'),
      type: 'transaction.settlement',
      created: new Date().toISOString(),
      data: { cardId: card.issuerCardId, transactionId: tid, amount: 2_000 },
    });
    expect(late.status).toBe(409);
    const [cardRow] = await t.db.select().from(cards).where(eq(cards.id, card.id));
    expect(cardRow!.spentLifetime).toBe(0n);
  });

  it(
    'the sandbox purchase sends signed webhooks over HTTP: approved and settled, then a restricted merchant ' +
      'declined',
    async () => {
      const { t } = kit;
      const { card, account, company } = await fundedCard(t, '300.00');
      const start = await accountNow(t, account.id);
      const res = await sandboxPurchase(t, { cardId: card.id, amount: '25.50', merchant: { name: 'Figma' } });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.decision).toEqual({ approved: true, reason: null });
      expect(res.body.data.events.map((e: { type: string }) => e.type)).toEqual([
        'authorization.request',
        'transaction.settlement',
      ]);
      expect(start.balance - (await accountNow(t, account.id)).balance).toBe(2_550n);

      await t.db.update(companies).set({ isGoogleMerchantRestrict: true }).where(eq(companies.id, company.id));
      const google = await sandboxPurchase(t, { cardId: card.id, amount: '10', merchant: { name: 'Google Ads' } });
      expect(google.body.data.decision).toEqual({ approved: false, reason: 'merchant_restricted' });
      await t.db.update(companies).set({ isGoogleMerchantRestrict: false }).where(eq(companies.id, company.id));
    },
  );
});
