import { REVEAL_CODE_LIMIT, REVEAL_CODE_TTL_SECONDS, REVEAL_SHOW_SECONDS } from '@/src/contracts/card-kinds';
import { apiMessage } from '@/src/contracts/api-messages';
import { consumeSecret, storeSecret, voidSecrets } from '@/server/db/queries/one-time-secrets';
import { hit } from '@/server/db/queries/rate-limits';
import type { AuthContext } from '@/server/http/context';
import { HttpError, invalidField } from '@/server/http/errors';
import type { Deps } from '@/server/lib/deps';
import { randomCode, sha256 } from '@/server/lib/secrets';
import { CardIssuerError } from '@/server/providers/card-issuer/card-issuer';
import { codeChannelOf, deliverCode } from '@/server/modules/card-issuer/three-ds';
import type { ReachedCard } from './card-scope';

/**
 * Reveal (PRODUCT.md "Cards"): a fresh 6-digit code by the user's 3DS channel, stored only as a digest
 * bound to the user and the card, single use, 5 minutes; then the issuer's data for that card, answered
 * once with no-store and never written to the database or the logs.
 */
const PURPOSE = 'card-reveal' as const;
const codeDigest = (userId: number, cardId: number, code: string) => sha256(`${PURPOSE}:${userId}:${cardId}:${code}`);
const tooMany = (seconds: number) =>
  new HttpError(429, apiMessage.tooManyAttempts(seconds), undefined, { 'retry-after': String(seconds) });
const RULE = {
  limit: REVEAL_CODE_LIMIT.count,
  windowSeconds: REVEAL_CODE_LIMIT.windowSeconds,
  blockSeconds: REVEAL_CODE_LIMIT.windowSeconds,
};
/** Wrong codes allowed per user in a window before reveal is refused for a while. */
const ATTEMPT_RULE = { limit: 10, windowSeconds: 900, blockSeconds: 900 };

const maskEmail = (email: string) =>
  email.replace(
    /^(.)(.*)(@.*)$/,
    (_, a: string, b: string, d: string) => `${a}${'•'.repeat(Math.min(b.length, 6))}${d}`,
  );

export async function sendRevealCode(deps: Deps, auth: AuthContext, row: ReachedCard) {
  const now = deps.now();
  const limited = await hit(deps.db, 'card-reveal-code', String(auth.userId), RULE, now);
  if (limited.retryAfter > 0) throw tooMany(limited.retryAfter);
  const code = randomCode(6);
  const expiresAt = new Date(now.getTime() + REVEAL_CODE_TTL_SECONDS * 1000);
  await deps.db.transaction(async (tx) => {
    await voidSecrets(tx, auth.userId, PURPOSE, now);
    await storeSecret(tx, {
      secretHash: codeDigest(auth.userId, row.card.id, code),
      purpose: PURPOSE,
      userId: auth.userId,
      expiresAt,
    });
  });
  const target = codeChannelOf(auth.user);
  await deliverCode(deps, auth.user, {
    subject: 'Your code to see card details',
    line: `Code ${code} shows the details of card •••• ${row.card.last4}. It works once, for ${REVEAL_CODE_TTL_SECONDS / 60} minutes.`,
  });
  return {
    channel: target.channel,
    destination: target.channel === 'email' ? maskEmail(target.to) : 'Telegram',
    expiresAt: expiresAt.toISOString(),
  };
}

export async function revealCard(deps: Deps, auth: AuthContext, row: ReachedCard, code: string) {
  const now = deps.now();
  const attempts = await hit(deps.db, 'card-reveal', String(auth.userId), ATTEMPT_RULE, now);
  if (attempts.retryAfter > 0) throw tooMany(attempts.retryAfter);
  const userId = await consumeSecret(deps.db, codeDigest(auth.userId, row.card.id, code), PURPOSE, now);
  if (userId !== auth.userId) throw invalidField('code', apiMessage.cardRevealCodeInvalid);
  const { issuer } = await deps.cardIssuer();
  try {
    const secrets = await issuer.reveal(row.card.issuerCardId);
    return { ...secrets, showSeconds: REVEAL_SHOW_SECONDS };
  } catch (error) {
    if (error instanceof CardIssuerError) throw new HttpError(502, apiMessage.cardIssuerFailed);
    throw error;
  }
}
