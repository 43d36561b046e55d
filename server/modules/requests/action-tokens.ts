import { createHmac } from 'node:crypto';
import { REQUEST_ACTION_TOKEN_MINUTES, type RequestAction } from '@/src/contracts/request-kinds';
import type { Db } from '@/server/db/client';
import { insertActionToken, lockActionToken, useActionToken } from '@/server/db/queries/requests';
import type { Deps } from '@/server/lib/deps';
import { randomToken, safeEqual, sha256 } from '@/server/lib/secrets';

/**
 * The signatures of one-tap decisions (decision 014). A push notification carries an action token: signed
 * (a forged one is refused before the database is asked), single-use, short-lived, bound to one request
 * and one decider, and kept only as its SHA-256. A Telegram button carries a signed reference to the request
 * and the action, no secret: the chat's linked user is who decides, after the webhook's own secret check.
 * Both are signed with a key derived from the access-token key, so neither can sign the other.
 */

const keyOf = (deps: Pick<Deps, 'jwtKey'>, purpose: string) =>
  createHmac('sha256', deps.jwtKey).update(`requests:${purpose}`).digest();

const sign = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

/** Makes a token for `userId` to decide `requestId`, stores its hash and answers the token itself. */
export async function mintActionToken(deps: Pick<Deps, 'jwtKey' | 'now' | 'db'>, requestId: number, userId: number) {
  const expiresAt = new Date(deps.now().getTime() + REQUEST_ACTION_TOKEN_MINUTES * 60_000);
  const body = `${requestId}.${userId}.${expiresAt.getTime()}.${randomToken(18)}`;
  const token = `${body}.${sign(keyOf(deps, 'push'), body)}`;
  await insertActionToken(deps.db, { tokenHash: sha256(token), requestId, userId, expiresAt });
  return token;
}

/**
 * The token's request and decider when it is genuine, unused and unexpired, marked used in `tx` (the
 * decision's transaction: a refused decision leaves it usable until it expires); null otherwise.
 */
export async function spendActionToken(
  tx: Db,
  deps: Pick<Deps, 'jwtKey'>,
  token: string,
  now: Date,
): Promise<{ requestId: number; userId: number } | null> {
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const body = parts.slice(0, 4).join('.');
  if (!safeEqual(sha256(sign(keyOf(deps, 'push'), body)), sha256(parts[4]!))) return null;
  const [requestId, userId, expires] = parts.slice(0, 3).map(Number);
  if (!Number.isSafeInteger(expires) || expires! <= now.getTime()) return null;
  const row = await lockActionToken(tx, sha256(token));
  if (!row || row.usedAt || row.expiresAt <= now || row.requestId !== requestId || row.userId !== userId) return null;
  await useActionToken(tx, row.id, now);
  return { requestId: row.requestId, userId: row.userId };
}

const ACTION_LETTER = { approve: 'a', decline: 'd' } as const satisfies Record<RequestAction, string>;
/** Telegram's callback_data is at most 64 bytes: `rq:<id>:<a|d>:<22 characters of signature>`. */
const CALLBACK = /^rq:(\d{1,10}):([ad]):([\w-]{22})$/;

export function telegramCallbackData(deps: Pick<Deps, 'jwtKey'>, requestId: number, action: RequestAction) {
  const body = `rq:${requestId}:${ACTION_LETTER[action]}`;
  return `${body}:${sign(keyOf(deps, 'telegram'), body).slice(0, 22)}`;
}

/** The request and action of a genuine button's callback_data; null for anything else. */
export function readTelegramCallback(
  deps: Pick<Deps, 'jwtKey'>,
  data: string,
): { requestId: number; action: RequestAction } | null {
  const match = CALLBACK.exec(data);
  if (!match) return null;
  const body = `rq:${match[1]}:${match[2]}`;
  const expected = sign(keyOf(deps, 'telegram'), body).slice(0, 22);
  if (!safeEqual(sha256(expected), sha256(match[3]!))) return null;
  return { requestId: Number(match[1]), action: match[2] === 'a' ? 'approve' : 'decline' };
}
