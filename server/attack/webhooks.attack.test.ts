// Replayed, forged and tampered webhooks: the card issuer's (HMAC-signed) and Telegram's (secret token).
// A forged delivery writes nothing; a genuine one delivered again, in sequence or all at once, posts its money once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUER_SIGNATURE_HEADER, type IssuerEvent } from '@/src/contracts/card-issuer';
import { cardTransactions, payments } from '@/server/db/schema/index';
import { signatureHeader } from '@/server/providers/card-issuer/webhook-signature';
import {
  accountNow,
  authorizationEvent,
  createCardKit,
  deliver,
  expectLedgerSound,
  fundedCard,
  uid,
  type CardKit,
} from '@/server/modules/card-issuer/card-test-kit';
import { botApiEnv, startFakeBotApi, type FakeBotApi } from '@/server/test-support/fake-telegram';

const TG_SECRET = 'attack-webhook-secret-0123456789';
let kit: CardKit;
let bot: FakeBotApi;

// One context per file (seeding hashes a password); on a loaded machine that can take minutes.
beforeAll(async () => {
  bot = await startFakeBotApi();
  kit = await createCardKit({ env: botApiEnv(bot, TG_SECRET) });
}, 180_000);
afterAll(async () => {
  await kit?.close();
  await bot?.close();
});

const post = (raw: string, header?: string) =>
  kit.t.request('POST', '/api/card-issuer/webhook', {
    body: raw,
    headers: {
      'content-type': 'application/json',
      ...(header === undefined ? {} : { [ISSUER_SIGNATURE_HEADER]: header }),
    },
  });

describe('card-issuer webhook forgeries', () => {
  it(
    'refuses unsigned, wrongly signed, stale, future, malformed-header and altered deliveries with 401, writing ' +
      'nothing',
    async () => {
      const { t } = kit;
      const { card } = await fundedCard(t, '100.00');
      const secret = (await t.deps.cardIssuer()).webhookSecret;
      const event = authorizationEvent(card.issuerCardId, 5_000);
      const raw = JSON.stringify(event);
      const now = t.deps.now();
      const before = await t.countRows();
      const attempts: [string, Awaited<ReturnType<typeof post>>][] = [
        ['unsigned', await post(raw)],
        ['empty header', await post(raw, '')],
        ['garbage header', await post(raw, 'v1=deadbeef')],
        ['wrong secret', await post(raw, signatureHeader(`${secret}x`, raw, now))],
        ['stale (1 h)', await post(raw, signatureHeader(secret, raw, new Date(now.getTime() - 3_600_000)))],
        ['future (1 h)', await post(raw, signatureHeader(secret, raw, new Date(now.getTime() + 3_600_000)))],
        [
          'amount raised after signing',
          await post(raw.replace('"amount":5000', '"amount":500000'), signatureHeader(secret, raw, now)),
        ],
        ['whitespace added after signing', await post(`${raw} `, signatureHeader(secret, raw, now))],
        [
          'signed over another event',
          await post(raw, signatureHeader(secret, JSON.stringify(authorizationEvent(card.issuerCardId, 1)), now)),
        ],
      ];
      for (const [name, res] of attempts) expect(res.status, `${name}: ${res.text}`).toBe(401);
      expect(await t.countRows()).toEqual(before);
    },
  );

  it('refuses an oversized signed body with 413, writing nothing', async () => {
    const { t } = kit;
    const { card } = await fundedCard(t, '100.00');
    const event = authorizationEvent(card.issuerCardId, 100);
    // An extra field the contract does not know, only to carry the size past the limit.
    const padded = {
      ...event,
      data: { ...event.data, padding: 'x'.repeat(t.config.BODY_LIMIT_BYTES + 1) },
    } as unknown as IssuerEvent;
    const before = await t.countRows();
    const res = await deliver(t, padded);
    expect(res.status, res.text).toBe(413);
    expect(await t.countRows()).toEqual(before);
  });
});

describe('card-issuer webhook replays', () => {
  it('posts a settlement replayed in sequence and 20 times at once exactly once', async () => {
    const { t } = kit;
    const { card, account } = await fundedCard(t, '500.00');
    const start = await accountNow(t, account.id);
    const auth = authorizationEvent(card.issuerCardId, 7_777);
    const tid = (auth.data as { transactionId: string }).transactionId;
    const first = await deliver(t, auth);
    expect(first.status, first.text).toBe(200);
    const replies = await Promise.all(Array.from({ length: 20 }, () => deliver(t, auth)));
    for (const res of replies) expect(res.body).toEqual(first.body);
    expect((await accountNow(t, account.id)).hold - start.hold).toBe(7_777n);

    const settlement: IssuerEvent = {
      id: uid('evt'),
      type: 'transaction.settlement',
      created: new Date().toISOString(),
      data: { cardId: card.issuerCardId, transactionId: tid, amount: 7_777 },
    };
    const settled = await Promise.all(Array.from({ length: 20 }, () => deliver(t, settlement)));
    for (const res of settled) expect(res.status, res.text).toBe(200);
    expect((await deliver(t, settlement)).status).toBe(200);
    const after = await accountNow(t, account.id);
    expect(start.balance - after.balance).toBe(7_777n);
    expect(after.hold).toBe(start.hold);
    const [tx] = await t.db.select().from(cardTransactions).where(eq(cardTransactions.issuerTransactionId, tid));
    const posted = await t.db.select().from(payments).where(eq(payments.id, tx!.paymentId!));
    expect(posted).toHaveLength(1);
    expect(posted[0]!.amount).toBe(7_777n);
    await expectLedgerSound(t);
  });

  it('posts a refund replayed under the same event id once', async () => {
    const { t } = kit;
    const { card, account } = await fundedCard(t, '500.00');
    const auth = authorizationEvent(card.issuerCardId, 3_000);
    const tid = (auth.data as { transactionId: string }).transactionId;
    expect((await deliver(t, auth)).status).toBe(200);
    const settlement: IssuerEvent = {
      id: uid('evt'),
      type: 'transaction.settlement',
      created: new Date().toISOString(),
      data: { cardId: card.issuerCardId, transactionId: tid, amount: 3_000 },
    };
    expect((await deliver(t, settlement)).status).toBe(200);
    const before = await accountNow(t, account.id);
    const refund: IssuerEvent = {
      id: uid('evt'),
      type: 'transaction.refund',
      created: new Date().toISOString(),
      data: { cardId: card.issuerCardId, transactionId: tid, refundId: uid('rfd'), amount: 1_000 },
    };
    const replies = await Promise.all(Array.from({ length: 10 }, () => deliver(t, refund)));
    for (const res of replies) expect(res.status, res.text).toBe(200);
    expect((await accountNow(t, account.id)).balance - before.balance).toBe(1_000n);
    await expectLedgerSound(t);
  });
});

describe('telegram webhook', () => {
  let updateId = 50_000;
  const update = (text: string, chatId: number) => ({
    update_id: ++updateId,
    message: {
      message_id: 1,
      date: 1_760_000_000,
      text,
      chat: { id: chatId, type: 'private' },
      from: { id: chatId, is_bot: false, username: `attacker${chatId}` },
    },
  });
  const tg = (body: unknown, secret: string | null) =>
    kit.t.request('POST', '/api/telegram/webhook', {
      json: body,
      headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
    });

  it('refuses a missing or wrong secret token with 401, writing nothing and sending nothing', async () => {
    const before = await kit.t.countRows();
    for (const secret of [null, '', 'nope', TG_SECRET.toUpperCase(), `${TG_SECRET}x`, TG_SECRET.slice(1)]) {
      const res = await tg(update('/start', 9100), secret);
      expect(res.status, JSON.stringify(secret)).toBe(401);
    }
    expect(await kit.t.countRows()).toEqual(before);
    await new Promise((r) => setTimeout(r, 100));
    expect(bot.calls.filter((c) => String(c.body.chat_id) === '9100')).toEqual([]);
  });

  it('processes a replayed update id once, sequentially and 10 times at once', async () => {
    const once = update('/start', 9200);
    expect((await tg(once, TG_SECRET)).status).toBe(200);
    const replies = await Promise.all(Array.from({ length: 10 }, () => tg(once, TG_SECRET)));
    for (const res of replies) expect(res.status).toBe(200);
    await bot.waitFor((c) => String(c.body.chat_id) === '9200');
    await new Promise((r) => setTimeout(r, 200));
    expect(bot.calls.filter((c) => String(c.body.chat_id) === '9200')).toHaveLength(1);
  });
});
