import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { companyInvitations, users } from '@/server/db/schema/index';
import { createBotApiClient } from '@/server/providers/telegram/bot-api-client';
import { createSandboxBot } from '@/server/providers/telegram/sandbox-bot';
import { TelegramError } from '@/server/providers/telegram/telegram-bot';
import { createTestContext, type TestContext } from '@/server/test-support/context';
import { botApiEnv, startFakeBotApi, type FakeBotApi } from '@/server/test-support/fake-telegram';
import { register } from '@/server/test-support/onboarding';
import { botText } from './telegram.texts';

const SECRET = 'webhook-secret-0123456789';
let t: TestContext;
let bot: FakeBotApi;
beforeAll(async () => {
  bot = await startFakeBotApi();
  t = await createTestContext({ env: botApiEnv(bot, SECRET) });
});
afterAll(async () => {
  await t?.close();
  await bot?.close();
});

let updateId = 1000;
const update = (text: string, chatId: number, extra: Record<string, unknown> = {}) => ({
  update_id: ++updateId,
  message: {
    message_id: 1,
    date: 1_760_000_000,
    text,
    chat: { id: chatId, type: 'private' },
    from: { id: chatId, is_bot: false, username: `user${chatId}` },
    ...extra,
  },
});
const deliver = (body: unknown, secret: string | null = SECRET) =>
  t.request('POST', '/api/telegram/webhook', {
    json: body,
    headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
  });

/** A fresh start code for a client, from the deep link auth/generate-tg-auth-link answers. */
async function startCodeFor(role: 2 | 3 | 4) {
  const { accessToken } = await t.sessionFor(role);
  const res = await t.request('GET', '/api/auth/generate-tg-auth-link', { token: accessToken });
  return { code: new URL(res.body.data.link).searchParams.get('start')!, accessToken };
}

describe('POST /api/telegram/webhook', () => {
  it('refuses a missing or wrong secret token with 401 and writes nothing, a valid /start included', async () => {
    const { code } = await startCodeFor(3);
    const before = await t.countRows();
    for (const secret of [null, '', 'wrong-secret-0123456789', `${SECRET}x`, SECRET.slice(0, -1)]) {
      const res = await deliver(update(`/start ${code}`, 4242), secret);
      expect(res.status, String(secret)).toBe(401);
      expect(res.body.message).toBe(apiMessage.webhookRefused);
    }
    expect(await t.countRows()).toEqual(before);
    expect(bot.calls.filter((c) => c.body.chat_id === '4242')).toEqual([]);
  });

  it('links the chat on /start <code>, replies through the Bot API, and shows in telegram-status', async () => {
    const { code, accessToken } = await startCodeFor(4);
    const status = () => t.request('GET', '/api/user/telegram-status', { token: accessToken });
    expect((await status()).body.data).toEqual({ linked: false, username: null });

    const res = await deliver(update(`/start ${code}`, 5551));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true });
    const reply = await bot.waitFor((c) => c.body.chat_id === '5551');
    expect(reply).toMatchObject({ method: 'sendMessage', body: { text: botText.accountLinked } });
    const buyer = await t.userOf(4);
    const [row] = await t.db.select().from(users).where(eq(users.id, buyer.id));
    expect(row).toMatchObject({ telegramChatId: '5551', telegramUsername: 'user5551' });
    expect((await status()).body.data).toEqual({ linked: true, username: 'user5551' });
  });

  it('answers an unknown, used or expired code with a clear reply and 200', async () => {
    const { code } = await startCodeFor(2);
    expect((await deliver(update(`/start ${code}`, 6001))).status).toBe(200);
    expect((await deliver(update(`/start ${code}`, 6002))).status).toBe(200);
    expect((await deliver(update('/start NoSuchCode123', 6003))).status).toBe(200);
    for (const chat of ['6002', '6003']) {
      expect((await bot.waitFor((c) => c.body.chat_id === chat)).body.text).toBe(botText.linkInvalid);
    }
    const owner = await t.userOf(2);
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(row!.telegramChatId).toBe('6001');
  });

  it('greets a bare /start, ignores other messages and group chats, and handles a redelivery once', async () => {
    expect((await deliver(update('/start', 7001))).status).toBe(200);
    expect((await bot.waitFor((c) => c.body.chat_id === '7001')).body.text).toBe(botText.welcome);

    const { code } = await startCodeFor(3);
    const group = update(`/start ${code}`, -100123, { chat: { id: -100123, type: 'group' } });
    expect((await deliver(group)).status).toBe(200);
    expect((await deliver({ update_id: ++updateId, edited_message: { text: 'hi' } })).status).toBe(200);
    expect((await deliver(update('hello there', 7002))).status).toBe(200);

    const once = update('/start', 7003);
    await deliver(once);
    await deliver(once);
    await bot.waitFor((c) => c.body.chat_id === '7003');
    await new Promise((r) => setTimeout(r, 100));
    expect(bot.calls.filter((c) => ['-100123', '7002'].includes(String(c.body.chat_id)))).toEqual([]);
    expect(bot.calls.filter((c) => c.body.chat_id === '7003')).toHaveLength(1);
  });

  it("links a registration's bot link and announces the decision in that chat", async () => {
    const registered = await register(t);
    const { botLink, userId } = registered.body.data;
    const code = new URL(botLink).searchParams.get('start')!;
    await deliver(update(`/start ${code}`, 8001));
    expect((await bot.waitFor((c) => c.body.chat_id === '8001')).body.text).toBe(botText.registrationLinked);
    const [invitation] = await t.db.select().from(companyInvitations).where(eq(companyInvitations.id, userId));
    expect(invitation!.telegramChatId).toBe('8001');

    const staff = (await t.sessionFor(5)).accessToken;
    expect((await t.request('POST', `/api/company-invitation/${userId}/approve`, { token: staff })).status).toBe(200);
    await bot.waitFor((c) => c.body.chat_id === '8001' && c.body.text === botText.registrationApproved);
    const [owner] = await t.db.select().from(users).where(eq(users.email, invitation!.email));
    expect(owner!.telegramChatId).toBe('8001');
  });

  it('approves even when the Bot API fails: the message is a courtesy', async () => {
    const registered = await register(t);
    const code = new URL(registered.body.data.botLink).searchParams.get('start')!;
    await deliver(update(`/start ${code}`, 8101));
    await bot.waitFor((c) => c.body.chat_id === '8101');
    bot.script({
      status: 403,
      body: { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' },
    });
    const staff = (await t.sessionFor(5)).accessToken;
    const res = await t.request('POST', `/api/company-invitation/${registered.body.data.userId}/approve`, {
      token: staff,
    });
    expect(res.status).toBe(200);
  });
});

describe('Bot API client against the fake server', () => {
  const logger = pino({ level: 'silent' });

  it('waits out a 429 retry_after and then delivers', async () => {
    const client = createBotApiClient({ apiUrl: bot.url, token: bot.token, logger });
    bot.script({
      status: 429,
      body: {
        ok: false,
        error_code: 429,
        description: 'Too Many Requests: retry after 1',
        parameters: { retry_after: 1 },
      },
    });
    const started = Date.now();
    await client.sendMessage('9001', 'after flood control');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(bot.calls.at(-1)).toEqual({
      method: 'sendMessage',
      body: expect.objectContaining({ chat_id: '9001', text: 'after flood control' }),
    });
  });

  it('throws TelegramError for ok:false, a retry_after beyond its patience, and a wrong token', async () => {
    const client = createBotApiClient({ apiUrl: bot.url, token: bot.token, logger, maxRetryAfterSeconds: 5 });
    bot.script({ status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: chat not found' } });
    await expect(client.sendMessage('9002', 'x')).rejects.toMatchObject({
      code: 400,
      description: 'Bad Request: chat not found',
    });
    bot.script({
      status: 429,
      body: { ok: false, error_code: 429, description: 'Too Many Requests', parameters: { retry_after: 60 } },
    });
    await expect(client.sendMessage('9003', 'x')).rejects.toBeInstanceOf(TelegramError);
    const stranger = createBotApiClient({ apiUrl: bot.url, token: '1:wrong', logger });
    await expect(stranger.sendMessage('9004', 'x')).rejects.toMatchObject({ code: 404 });
  });

  it('the sandbox keeps the last messages instead of sending them', async () => {
    const sandbox = createSandboxBot(logger, 2);
    for (const text of ['one', 'two', 'three']) await sandbox.sendMessage('1', text);
    expect(sandbox.sent.map((m) => m.text)).toEqual(['two', 'three']);
  });
});
