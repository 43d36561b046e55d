import type { Context } from 'hono';
import { REVEAL_CODE_LIMIT, REVEAL_CODE_TTL_SECONDS, REVEAL_SHOW_SECONDS } from '@/src/contracts/card-kinds';
import { apiMessage } from '@/src/contracts/api-messages';
import type { AppEnv, AuthContext } from '@/server/http/context';
import { HttpError, invalidField } from '@/server/http/errors';
import { randomCode, sha256 } from '@/server/lib/secrets';
import { CardIssuerError } from '@/server/providers/card-issuer/card-issuer';
import { codeLimits } from '@/server/modules/auth/auth.limits';
import { issueCode, useCode } from '@/server/modules/auth/one-time-codes';
import { codeChannelOf, deliverCode } from '@/server/modules/card-issuer/three-ds';
import type { ReachedCard } from './card-scope';
import { specDate } from '@/server/lib/spec-date';

/**
 * Reveal (PRODUCT.md "Cards"): a fresh 6-digit code by the user's 3DS channel, stored only as a digest
 * bound to the user and the card, single use, 5 minutes; then the issuer's data for that card, answered
 * once with no-store and never written to the database or the logs. Issuance and wrong codes follow the one
 * rule of every one-time code (auth/one-time-codes.ts): counted per account and per IP.
 */
const PURPOSE = 'card-reveal' as const;
const codeDigest = (userId: number, cardId: number, code: string) => sha256(`${PURPOSE}:${userId}:${cardId}:${code}`);
const PER_ACCOUNT = {
  limit: REVEAL_CODE_LIMIT.count,
  windowSeconds: REVEAL_CODE_LIMIT.windowSeconds,
  blockSeconds: REVEAL_CODE_LIMIT.windowSeconds,
};

const maskEmail = (email: string) =>
  email.replace(
    /^(.)(.*)(@.*)$/,
    (_, a: string, b: string, d: string) => `${a}${'•'.repeat(Math.min(b.length, 6))}${d}`,
  );

export async function sendRevealCode(c: Context<AppEnv>, auth: AuthContext, row: ReachedCard) {
  const deps = c.var.deps;
  const code = randomCode(6);
  const expiresAt = new Date(deps.now().getTime() + REVEAL_CODE_TTL_SECONDS * 1000);
  await issueCode(
    c,
    { secretHash: codeDigest(auth.userId, row.card.id, code), purpose: PURPOSE, userId: auth.userId, expiresAt },
    { perAccount: PER_ACCOUNT, perIp: codeLimits.revealPerIp },
  );
  const target = codeChannelOf(auth.user);
  await deliverCode(deps, auth.user, {
    subject: 'Your code to see card details',
    line:
      `Code ${code} shows the details of card •••• ${row.card.last4}. ` +
      `It works once, for ${REVEAL_CODE_TTL_SECONDS / 60} minutes.`,
  });
  return {
    channel: target.channel,
    destination: target.channel === 'email' ? maskEmail(target.to) : 'Telegram',
    expiresAt: specDate(expiresAt),
  };
}

export async function revealCard(c: Context<AppEnv>, auth: AuthContext, row: ReachedCard, code: string) {
  const deps = c.var.deps;
  const ok = await useCode(c, {
    secretHash: codeDigest(auth.userId, row.card.id, code),
    purpose: PURPOSE,
    userId: auth.userId,
  });
  if (!ok) throw invalidField('code', apiMessage.cardRevealCodeInvalid);
  const { issuer } = await deps.cardIssuer();
  try {
    const secrets = await issuer.reveal(row.card.issuerCardId);
    return { ...secrets, showSeconds: REVEAL_SHOW_SECONDS };
  } catch (error) {
    if (error instanceof CardIssuerError) throw new HttpError(502, apiMessage.cardIssuerFailed);
    throw error;
  }
}
