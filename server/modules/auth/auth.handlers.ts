import type { Context } from 'hono';
import type { authEndpoints } from '@/src/contracts/auth';
import { apiMessage } from '@/src/contracts/api-messages';
import { USER_STATUS } from '@/src/contracts/users';
import * as limits from '@/server/db/queries/rate-limits';
import { consumeSecret, storeSecret } from '@/server/db/queries/one-time-secrets';
import { revokeSession, rotateRefreshToken } from '@/server/db/queries/sessions';
import { findUserByEmail, findUserForSignIn } from '@/server/db/queries/users';
import { clientIp } from '@/server/http/client-ip';
import { HttpError, invalidField, unauthenticated } from '@/server/http/errors';
import type { AppEnv } from '@/server/http/context';
import type { Handlers } from '@/server/http/mount';
import { randomCode, randomToken, sha256 } from '@/server/lib/secrets';
import {
  AUTH_HASH_TTL_SECONDS,
  CODE_TTL_SECONDS,
  TELEGRAM_LINK_TTL_SECONDS,
  codeLimits,
  loginLimits,
} from './auth.limits';
import { codeMail } from './auth.mail';
import { verifyPassword } from './passwords';
import { issueCode, tooMany, useCode } from './one-time-codes';
import { openSession, tokenSet } from './sessions';

/** How one-time codes are stored: bound to their purpose and user, so a code is useless anywhere else. */
export const codeHash = (purpose: string, userId: number, code: string) => sha256(`${purpose}:${userId}:${code}`);
const epochSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * A fresh mailed code (sign-in or confirmation) through issueCode, sent to `to` once stored; false, and
 * nothing sent, when issueCode refuses `silent`ly.
 */
async function mailNewCode(
  c: Context<AppEnv>,
  code: { purpose: 'login-code' | 'secret-code'; userId: number; expiresAt: Date; to: string },
  options: { silent?: boolean } = {},
): Promise<boolean> {
  const value = randomCode();
  const { purpose, userId, expiresAt } = code;
  const issued = await issueCode(
    c,
    { secretHash: codeHash(purpose, userId, value), purpose, userId, expiresAt },
    options,
  );
  const kind = purpose === 'login-code' ? 'sign-in' : 'confirmation';
  if (issued) await c.var.deps.mailer.send(codeMail(code.to, value, CODE_TTL_SECONDS / 60, kind));
  return issued;
}

export const authHandlers: Handlers<typeof authEndpoints> = {
  async login({ body, c }) {
    const { db, now } = c.var.deps;
    const ip = clientIp(c);
    const blocked = Math.max(
      await limits.retryAfter(db, 'login-ip', ip, now()),
      await limits.retryAfter(db, 'login-account', body.email, now()),
    );
    if (blocked > 0) throw tooMany(blocked);

    const user = await findUserByEmail(db, body.email);
    const passwordOk = await verifyPassword(user?.passwordHash ?? null, body.password);
    if (!user || !passwordOk) {
      const [perIp, perAccount] = await Promise.all([
        limits.hit(db, 'login-ip', ip, loginLimits.perIp, now()),
        limits.hit(db, 'login-account', body.email, loginLimits.perAccount, now()),
      ]);
      const wait = Math.max(perIp.retryAfter, perAccount.retryAfter);
      if (wait > 0) throw tooMany(wait);
      throw new HttpError(401, apiMessage.invalidCredentials);
    }
    if (user.status !== USER_STATUS.active) throw new HttpError(401, apiMessage.userBlocked);
    if (user.companyBlocked) throw new HttpError(401, apiMessage.companyBlocked);

    if (user.twoFA) {
      if (!body.code) {
        const expiresAt = new Date(now().getTime() + CODE_TTL_SECONDS * 1000);
        await mailNewCode(c, { purpose: 'login-code', userId: user.id, expiresAt, to: user.email });
        throw new HttpError(422, apiMessage.codeRequired, { code: [apiMessage.codeRequired] });
      }
      const ok = await useCode(c, {
        secretHash: codeHash('login-code', user.id, body.code),
        purpose: 'login-code',
        userId: user.id,
      });
      if (!ok) {
        const perAccount = await limits.hit(db, 'login-account', body.email, loginLimits.perAccount, now());
        if (perAccount.retryAfter > 0) throw tooMany(perAccount.retryAfter);
        throw new HttpError(422, apiMessage.codeInvalid, { code: [apiMessage.codeInvalid] });
      }
    }
    await limits.clear(db, 'login-account', body.email);
    return openSession(c, user.id);
  },

  async refresh({ body, c }) {
    const { db, jwtKey, config, now } = c.var.deps;
    const next = randomToken();
    const result = await rotateRefreshToken(db, sha256(body.refreshToken), sha256(next), now());
    if (result.outcome !== 'rotated') throw unauthenticated(apiMessage.refreshInvalid);
    const user = await findUserForSignIn(db, result.userId);
    if (!user || user.status !== USER_STATUS.active) throw unauthenticated(apiMessage.userBlocked);
    if (user.companyBlocked) throw unauthenticated(apiMessage.companyBlocked);
    return tokenSet(jwtKey, result.userId, result.sessionId, next, config.ACCESS_TOKEN_TTL_SECONDS, now());
  },

  async logout({ auth, c }) {
    await revokeSession(c.var.deps.db, auth.sessionId, 'logout', c.var.deps.now());
    return { message: apiMessage.loggedOut };
  },

  async generateAuthCode({ body, c }) {
    const { db, now } = c.var.deps;
    const expiresAt = new Date(now().getTime() + CODE_TTL_SECONDS * 1000);
    const perIp = await limits.hit(db, 'code-send-ip', clientIp(c), codeLimits.sendPerIp, now());
    if (perIp.retryAfter > 0) throw tooMany(perIp.retryAfter);
    const user = await findUserByEmail(db, body.email);
    // The answer is the same whether or not the address exists, so it cannot be used to probe for accounts:
    // past the account's limit no code is sent, silently.
    if (user && user.status === USER_STATUS.active && !user.companyBlocked) {
      await mailNewCode(c, { purpose: 'login-code', userId: user.id, expiresAt, to: user.email }, { silent: true });
    }
    return { expiresAt: epochSeconds(expiresAt) };
  },

  async generateSecretCode({ auth, c }) {
    const { now } = c.var.deps;
    const expiresAt = new Date(now().getTime() + CODE_TTL_SECONDS * 1000);
    const to = auth.user.emailFor3ds ?? auth.user.email;
    await mailNewCode(c, { purpose: 'secret-code', userId: auth.userId, expiresAt, to });
    return { expiresAt: epochSeconds(expiresAt) };
  },

  async generateAuthHash({ auth, body, c }) {
    const { db, now } = c.var.deps;
    // Wrong passwords here count in the sign-in buckets: this is one more door to guess a password at.
    const ip = clientIp(c);
    const account = auth.user.email;
    const blocked = Math.max(
      await limits.retryAfter(db, 'login-ip', ip, now()),
      await limits.retryAfter(db, 'login-account', account, now()),
    );
    if (blocked > 0) throw tooMany(blocked);
    if (!(await verifyPassword(auth.user.passwordHash, body.password))) {
      const [perIp, perAccount] = await Promise.all([
        limits.hit(db, 'login-ip', ip, loginLimits.perIp, now()),
        limits.hit(db, 'login-account', account, loginLimits.perAccount, now()),
      ]);
      const wait = Math.max(perIp.retryAfter, perAccount.retryAfter);
      if (wait > 0) throw tooMany(wait);
      throw invalidField('password', apiMessage.currentPasswordWrong);
    }
    if (auth.user.twoFA) {
      if (!body.code) throw invalidField('code', apiMessage.codeRequired);
      const ok = await useCode(c, {
        secretHash: codeHash('secret-code', auth.userId, body.code),
        purpose: 'secret-code',
        userId: auth.userId,
      });
      if (!ok) throw invalidField('code', apiMessage.codeInvalid);
    }
    await limits.clear(db, 'login-account', account);
    const hash = randomToken();
    const expiresAt = new Date(now().getTime() + AUTH_HASH_TTL_SECONDS * 1000);
    await storeSecret(db, { secretHash: sha256(hash), purpose: 'auth-hash', userId: auth.userId, expiresAt });
    return { hash, expiresAt: epochSeconds(expiresAt) };
  },

  async loginByHash({ params, c }) {
    const { db, now } = c.var.deps;
    const ip = clientIp(c);
    const blocked = await limits.retryAfter(db, 'hash-ip', ip, now());
    if (blocked > 0) throw tooMany(blocked);
    const userId = await consumeSecret(db, sha256(params.hash), 'auth-hash', now());
    if (!userId) {
      await limits.hit(db, 'hash-ip', ip, codeLimits.hashPerIp, now());
      throw new HttpError(401, apiMessage.hashInvalid);
    }
    const user = await findUserForSignIn(db, userId);
    if (!user || user.status !== USER_STATUS.active) throw new HttpError(401, apiMessage.userBlocked);
    if (user.companyBlocked) throw new HttpError(401, apiMessage.companyBlocked);
    return openSession(c, userId);
  },

  async generateTelegramAuthLink({ auth, c }) {
    const { now, config } = c.var.deps;
    const code = randomToken(16);
    const expiresAt = new Date(now().getTime() + TELEGRAM_LINK_TTL_SECONDS * 1000);
    await issueCode(
      c,
      { secretHash: sha256(code), purpose: 'telegram-start', userId: auth.userId, expiresAt },
      { perAccount: codeLimits.telegramLinkPerAccount, perIp: codeLimits.telegramLinkPerIp },
    );
    return { link: `https://t.me/${config.TELEGRAM_BOT_NAME}?start=${code}`, expireTimestamp: epochSeconds(expiresAt) };
  },
};
