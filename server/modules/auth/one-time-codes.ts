import type { Context } from 'hono';
import { apiMessage } from '@/src/contracts/api-messages';
import type { Db } from '@/server/db/client';
import { consumeSecret, storeSecret, voidSecrets, type SecretPurpose } from '@/server/db/queries/one-time-secrets';
import * as limits from '@/server/db/queries/rate-limits';
import { clientIp } from '@/server/http/client-ip';
import type { AppEnv } from '@/server/http/context';
import { HttpError } from '@/server/http/errors';
import { codeLimits } from './auth.limits';

/**
 * The one rule for every one-time code (sign-in, secret, card-reveal, Telegram-link): one live code per
 * user and purpose, so a new one voids the ones before it; issuance counted per account and per IP; wrong
 * codes counted per account and per IP, so 30 outstanding codes or 30 accounts give a guesser nothing more.
 */
export const tooMany = (seconds: number) =>
  new HttpError(429, apiMessage.tooManyAttempts(seconds), undefined, { 'retry-after': String(seconds) });

/** The codes a successful sign-in leaves no use for (auth-hash and confirm links are used by signing in). */
const VOIDED_BY_SIGN_IN: SecretPurpose[] = ['login-code', 'secret-code', 'card-reveal'];

interface NewCode {
  purpose: SecretPurpose;
  userId: number;
  secretHash: string;
  expiresAt: Date;
}

/**
 * Counts one issuance for the account and the caller's IP and throws 429 past either limit (each a purpose's
 * own rule when given); or, with
 * `silent`, answers false instead of throwing for the account's limit (a public endpoint that must not tell
 * whether an account exists). Then voids the earlier codes of the purpose and stores the new one, together.
 */
export async function issueCode(
  c: Context<AppEnv>,
  code: NewCode,
  options: { silent?: boolean; perAccount?: limits.LimitRule; perIp?: limits.LimitRule } = {},
): Promise<boolean> {
  const { db, now } = c.var.deps;
  // A purpose with its own per-IP rule counts in its own bucket: one bucket judged by two limits means neither.
  const perIp = options.perIp
    ? await limits.hit(db, `code-issue-ip:${code.purpose}`, clientIp(c), options.perIp, now())
    : await limits.hit(db, 'code-issue-ip', clientIp(c), codeLimits.sendPerIp, now());
  if (perIp.retryAfter > 0) throw tooMany(perIp.retryAfter);
  const perAccount = await limits.hit(
    db,
    `code-issue:${code.purpose}`,
    String(code.userId),
    options.perAccount ?? codeLimits.sendPerAccount,
    now(),
  );
  if (perAccount.retryAfter > 0) {
    if (options.silent) return false;
    throw tooMany(perAccount.retryAfter);
  }
  await db.transaction(async (tx) => {
    await voidSecrets(tx, code.userId, code.purpose, now());
    await storeSecret(tx, code);
  });
  return true;
}

/**
 * Uses a code once: refused for a while (429) when the caller's IP or the account guessed wrong too often;
 * a wrong code counts against both. True when the code was the live one.
 */
export async function useCode(c: Context<AppEnv>, code: Omit<NewCode, 'expiresAt'>): Promise<boolean> {
  const { db, now } = c.var.deps;
  const ip = clientIp(c);
  const account = String(code.userId);
  const blocked = Math.max(
    await limits.retryAfter(db, 'code-guess-ip', ip, now()),
    await limits.retryAfter(db, `code-guess:${code.purpose}`, account, now()),
  );
  if (blocked > 0) throw tooMany(blocked);
  const userId = await consumeSecret(db, code.secretHash, code.purpose, now());
  if (userId === code.userId) return true;
  const [perIp, perAccount] = await Promise.all([
    limits.hit(db, 'code-guess-ip', ip, codeLimits.guessPerIp, now()),
    limits.hit(db, `code-guess:${code.purpose}`, account, codeLimits.guessPerAccount, now()),
  ]);
  const wait = Math.max(perIp.retryAfter, perAccount.retryAfter);
  if (wait > 0) throw tooMany(wait);
  return false;
}

/** A signed-in user's outstanding codes end: none of them may open a second door later. */
export async function voidCodesOnSignIn(db: Db, userId: number, at: Date) {
  for (const purpose of VOIDED_BY_SIGN_IN) await voidSecrets(db, userId, purpose, at);
}
