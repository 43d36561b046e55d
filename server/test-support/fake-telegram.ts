import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { firstArrival } from './first-arrival';

export interface BotApiCall {
  method: string;
  body: Record<string, unknown>;
}

export interface ScriptedAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface FakeBotApi {
  /** For TELEGRAM_API_URL. */
  url: string;
  /** For TELEGRAM_BOT_TOKEN; a request for another token gets Telegram's 404. */
  token: string;
  /** Every call that was answered ok, in order. */
  calls: BotApiCall[];
  /** Answers the next calls with these (e.g. a 429 with retry_after) before answering normally again. */
  script(...answers: ScriptedAnswer[]): void;
  /** The first ok call that matches, waiting for it to arrive. */
  waitFor(match: (call: BotApiCall) => boolean, timeoutMs?: number): Promise<BotApiCall>;
  close(): Promise<void>;
}

/** The portal's environment pointing at `bot`, and its webhook's secret token when the test delivers updates. */
export const botApiEnv = (bot: FakeBotApi, webhookSecret?: string): Record<string, string> => ({
  TELEGRAM_BOT_TOKEN: bot.token,
  TELEGRAM_API_URL: bot.url,
  ...(webhookSecret !== undefined && { TELEGRAM_WEBHOOK_SECRET: webhookSecret }),
});

const readJson = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
};

/**
 * A real HTTP server on a free local port that speaks the Bot API as far as the portal uses it:
 * POST /bot<token>/<method> with JSON, answered `{ ok: true, result }` or `{ ok: false, error_code,
 * description, parameters? }` like api.telegram.org.
 */
export async function startFakeBotApi(token = '123456:TEST-token_for-fake-bot'): Promise<FakeBotApi> {
  const calls: BotApiCall[] = [];
  const scripted: ScriptedAnswer[] = [];
  let messageId = 0;
  const server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match || match[1] !== token) {
      return send(404, { ok: false, error_code: 404, description: 'Not Found' });
    }
    const body = await readJson(req).catch(() => null);
    if (!body) return send(400, { ok: false, error_code: 400, description: 'Bad Request: invalid JSON' });
    const next = scripted.shift();
    if (next) return send(next.status, next.body);
    const method = match[2]!;
    if (method === 'sendMessage' && (body.chat_id === undefined || typeof body.text !== 'string' || body.text === '')) {
      return send(400, { ok: false, error_code: 400, description: 'Bad Request: message text is empty' });
    }
    calls.push({ method, body });
    const result =
      method === 'sendMessage'
        ? { message_id: ++messageId, chat: { id: Number(body.chat_id) }, text: body.text }
        : true;
    return send(200, { ok: true, result });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    calls,
    script: (...answers) => scripted.push(...answers),
    waitFor: (match, timeoutMs = 5000) => firstArrival(calls, match, timeoutMs, 'Bot API call'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
