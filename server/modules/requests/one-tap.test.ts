import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardEvents, cards, requests, users } from '@/server/db/schema/index';
import type { PushPayload } from '@/server/modules/notifications/deliveries';
import { createTestContext, type TestContext } from '@/server/test-support/context';
import { startFakePushService, type FakePushService } from '@/server/test-support/fake-push-service';
import { botApiEnv, startFakeBotApi, type FakeBotApi } from '@/server/test-support/fake-telegram';
import { mintActionToken, telegramCallbackData } from './action-tokens';
import { askCardLimit, requestWorld, type RequestWorld } from './requests.fixtures';

// Issue 24: deciding from a push notification's action token and from Telegram's inline keyboard, against
// the local fake push service and fake Bot API; both at once give one outcome.

const SECRET = 'webhook-secret-for-requests-0123';
const OWNER_CHAT = 880_001;
let t: TestContext;
let w: RequestWorld;
let push: FakePushService;
let bot: FakeBotApi;

beforeAll(async () => {
  push = await startFakePushService();
  bot = await startFakeBotApi();
  t = await createTestContext({
    env: botApiEnv(bot, SECRET),
    pushAgent: push.agent,
  });
  w = await requestWorld(t);
  await t.db
    .update(users)
    .set({ telegramChatId: String(OWNER_CHAT) })
    .where(eq(users.id, w.owner.id));
  const browser = push.makeSubscription();
  const res = await t.request('POST', '/api/notification/push/subscribe', { token: w.owner.token, json: browser });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await push?.close();
  await bot?.close();
});

let updateId = 5000;
const callback = (data: string, fromId = OWNER_CHAT, messageId = 1) => ({
  update_id: ++updateId,
  callback_query: {
    id: `cq${updateId}`,
    from: { id: fromId, is_bot: false },
    data,
    message: { message_id: messageId, chat: { id: fromId, type: 'private' } },
  },
});
const webhook = (body: unknown, secret = SECRET) =>
  t.request('POST', '/api/telegram/webhook', { json: body, headers: { 'x-telegram-bot-api-secret-token': secret } });
const pushAction = (token: string, action = 'approve') =>
  t.request('POST', '/api/request/push-action', { json: { token, action } });
const statusOf = async (id: number) =>
  (await t.db.select({ status: requests.status }).from(requests).where(eq(requests.id, id)))[0]!.status;
const limitEvents = async () =>
  (
    await t.db
      .select()
      .from(cardEvents)
      .where(and(eq(cardEvents.cardId, w.card.id), eq(cardEvents.type, 'limits')))
  ).length;

let amount = 200;
async function askLimit() {
  amount += 10;
  const made = await askCardLimit(t, w, 'daily', `${amount}.00`);
  await t.drainJobs();
  return made.request.id;
}

describe('the decider is told with buttons', () => {
  it('push carries Approve / Decline and a token; Telegram an inline keyboard with signed data', async () => {
    const id = await askLimit();
    const message = await push.waitForMessage((m) => (JSON.parse(m.payload) as PushPayload).request?.id === id);
    const payload = JSON.parse(message.payload) as PushPayload;
    expect(payload.url).toBe(`/requests/${id}`);
    expect(payload.request!.actions.map((a) => a.action)).toEqual(['approve', 'decline']);
    expect(payload.request!.actionToken.length).toBeGreaterThan(40);

    const sent = await bot.waitFor((c) => c.method === 'sendMessage' && JSON.stringify(c.body).includes(`rq:${id}:`));
    const keyboard = (sent.body.reply_markup as { inline_keyboard: { text: string; callback_data: string }[][] })
      .inline_keyboard[0]!;
    expect(keyboard.map((b) => b.text)).toEqual(['Approve', 'Decline']);
    for (const b of keyboard) expect(Buffer.byteLength(b.callback_data)).toBeLessThanOrEqual(64);

    // The button decides: the message is edited to show the outcome and who, the query answered.
    const before = await limitEvents();
    const tapped = await webhook(callback(keyboard[0]!.callback_data, OWNER_CHAT, 77));
    expect(tapped.status).toBe(200);
    expect(await statusOf(id)).toBe('approved');
    expect(await limitEvents()).toBe(before + 1);
    const edit = await bot.waitFor((c) => c.method === 'editMessageText' && c.body.message_id === 77);
    expect(String(edit.body.text)).toMatch(/Approved by .* \(telegram\)/);
    await bot.waitFor((c) => c.method === 'answerCallbackQuery' && c.body.text === 'The request is approved and done');

    // The push token of the decided request now changes nothing.
    const late = await pushAction(payload.request!.actionToken);
    expect(late.status).toBe(409);
  });
});

describe('push action tokens', () => {
  it('approve once; a replay, a forged, an expired or a non-decider token changes nothing', async () => {
    const id = await askLimit();
    const token = await mintActionToken(t.deps, id, w.owner.id);
    const forged = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await pushAction(forged)).status).toBe(403);
    const stale = await mintActionToken({ ...t.deps, now: () => new Date(Date.now() - 3_600_000) }, id, w.owner.id);
    expect((await pushAction(stale)).status).toBe(403);
    const buyers = await mintActionToken(t.deps, id, w.buyer.id);
    expect((await pushAction(buyers)).status).toBe(403);
    const otherRequest = token.replace(/^\d+\./, `${id + 1000}.`);
    expect((await pushAction(otherRequest)).status).toBe(403);
    expect(await statusOf(id)).toBe('pending');

    const before = await limitEvents();
    const ok = await pushAction(token);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data).toMatchObject({ requestId: id, status: 'approved' });
    expect((await pushAction(token)).status).toBe(403);
    expect(await limitEvents()).toBe(before + 1);
    const [row] = await t.db.select().from(requests).where(eq(requests.id, id));
    expect(row).toMatchObject({ channel: 'push', decidedBy: w.owner.id });
  });

  it('a decider who lost the right is refused', async () => {
    const id = await askLimit();
    const token = await mintActionToken(t.deps, id, w.lead.id);
    await t.db.update(users).set({ teamLeadId: null }).where(eq(users.id, w.buyer.id));
    try {
      expect((await pushAction(token)).status).toBe(403);
      expect(await statusOf(id)).toBe('pending');
    } finally {
      await t.db.update(users).set({ teamLeadId: w.lead.id }).where(eq(users.id, w.buyer.id));
    }
    // Declined, so the next ask for this card's daily limit is a new request rather than this one again.
    const declined = await t.request('POST', `/api/request/${id}/decline`, { token: w.owner.token, json: {} });
    expect(declined.status).toBe(200);
  });
});

describe('push and Telegram at the same moment', () => {
  it('give one outcome; the other channel hears it was already decided', async () => {
    const id = await askLimit();
    const before = await limitEvents();
    const token = await mintActionToken(t.deps, id, w.owner.id);
    const [viaPush, viaTelegram] = await Promise.all([
      pushAction(token),
      webhook(callback(telegramCallbackData(t.deps, id, 'approve'))),
    ]);
    expect(viaTelegram.status).toBe(200);
    expect([200, 409]).toContain(viaPush.status);
    expect(await statusOf(id)).toBe('approved');
    expect(await limitEvents()).toBe(before + 1);
    const [card] = await t.db.select().from(cards).where(eq(cards.id, w.card.id));
    expect(card!.limitDaily).toBe(BigInt(amount) * 100n);
    const answers = bot.calls.filter(
      (c) => c.method === 'answerCallbackQuery' && c.body.callback_query_id === `cq${updateId}`,
    );
    expect(answers).toHaveLength(1);
    const told = String(answers[0]!.body.text);
    expect(
      viaPush.status === 200 ? told === 'This request has already been decided' : told.startsWith('The request is'),
    ).toBe(true);
  });
});

describe('Telegram callbacks that may not decide', () => {
  it('a bad secret is refused; an unlinked chat or a forged button gets "not allowed"', async () => {
    const id = await askLimit();
    const data = telegramCallbackData(t.deps, id, 'approve');
    expect((await webhook(callback(data), 'wrong-secret')).status).toBe(401);
    expect((await webhook(callback(data, 990_999))).status).toBe(200);
    await bot.waitFor((c) => c.method === 'answerCallbackQuery' && c.body.callback_query_id === `cq${updateId}`);
    const answer = bot.calls.find((c) => c.body.callback_query_id === `cq${updateId}`)!;
    expect(answer.body.text).toBe('You are not allowed to decide this request');
    const forged = `${data.slice(0, -4)}AAAA`;
    expect((await webhook(callback(forged))).status).toBe(200);
    expect(await statusOf(id)).toBe('pending');
  });
});
