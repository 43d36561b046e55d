import type { Context } from 'hono';
import { apiMessage } from '@/src/contracts/api-messages';
import { PASSWORD_RESET_TTL_MINUTES } from '@/src/contracts/onboarding';
import type { OneTimeLinkPurpose, passwordEndpoints } from '@/src/contracts/passwords';
import { USER_STATUS } from '@/src/contracts/users';
import { inspectSecret, storeSecret, voidSecrets } from '@/server/db/queries/one-time-secrets';
import { changePassword, setPasswordWithLink } from '@/server/db/queries/passwords';
import * as limits from '@/server/db/queries/rate-limits';
import { findUserByEmail, findUserForSignIn, getUserRow } from '@/server/db/queries/users';
import { clientIp } from '@/server/http/client-ip';
import type { AppEnv } from '@/server/http/context';
import { HttpError, invalidField, unauthenticated } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { passwordResetLink } from '@/server/lib/links';
import { randomToken, sha256 } from '@/server/lib/secrets';
import { hashPassword, verifyPassword } from '@/server/modules/auth/passwords';
import { openSession } from '@/server/modules/auth/sessions';
import { passwordResetMail } from './onboarding.mail';
import { onboardingLimits, tooMany } from './onboarding.limits';

const LINK_MESSAGE = {
  used: apiMessage.linkUsed,
  expired: apiMessage.linkExpired,
  unknown: apiMessage.linkInvalid,
} as const;

/** A link that cannot be used: 410 Gone with what happened to it (see src/contracts/passwords.ts). */
async function deadLink(c: Context<AppEnv>, why: keyof typeof LINK_MESSAGE): Promise<never> {
  const { db, now } = c.var.deps;
  const counted = await limits.hit(db, 'link-ip', clientIp(c), onboardingLimits.linkFailuresPerIp, now());
  if (counted.retryAfter > 0) throw tooMany(counted.retryAfter);
  throw new HttpError(410, LINK_MESSAGE[why]);
}

async function refuseBlockedCaller(c: Context<AppEnv>) {
  const { db, now } = c.var.deps;
  const wait = await limits.retryAfter(db, 'link-ip', clientIp(c), now());
  if (wait > 0) throw tooMany(wait);
}

/** Sets a password through an e-mailed link; answers the user's id, or fails the request with 410. */
async function setPasswordByLink(c: Context<AppEnv>, token: string, purpose: OneTimeLinkPurpose, password: string) {
  const { db, now } = c.var.deps;
  await refuseBlockedCaller(c);
  // Hashing comes first and outside the transaction: argon2 is slow on purpose and must hold no locks.
  const passwordHash = await hashPassword(password);
  const result = await setPasswordWithLink(db, {
    secretHash: sha256(token),
    purpose,
    passwordHash,
    endSessions: purpose === 'password-reset',
    now: now(),
  });
  if (result.outcome !== 'set') return deadLink(c, result.outcome);
  return result.userId;
}

export const passwordHandlers: Handlers<typeof passwordEndpoints> = {
  async confirmUser({ body, c }) {
    const userId = await setPasswordByLink(c, body.token, 'confirm-user', body.password);
    const user = await findUserForSignIn(c.var.deps.db, userId);
    if (!user || user.status !== USER_STATUS.active) throw new HttpError(401, apiMessage.userBlocked);
    if (user.companyBlocked) throw new HttpError(401, apiMessage.companyBlocked);
    return openSession(c, userId);
  },

  async requestPasswordReset({ body, c }) {
    const { db, now, mailer, config, logger } = c.var.deps;
    const perIp = await limits.hit(db, 'reset-ip', clientIp(c), onboardingLimits.resetPerIp, now());
    if (perIp.retryAfter > 0) throw tooMany(perIp.retryAfter);
    const user = await findUserByEmail(db, body.email);
    if (user && user.status === USER_STATUS.active && !user.companyBlocked) {
      const perAccount = await limits.hit(db, 'reset-account', user.email, onboardingLimits.resetPerAccount, now());
      if (perAccount.retryAfter === 0) {
        const token = randomToken();
        const expiresAt = new Date(now().getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000);
        await db.transaction(async (tx) => {
          await voidSecrets(tx, user.id, 'password-reset', now());
          await storeSecret(tx, { secretHash: sha256(token), purpose: 'password-reset', userId: user.id, expiresAt });
        });
        // Not awaited: waiting for the mail server would make known addresses answer measurably slower.
        mailer.send(passwordResetMail(user.email, passwordResetLink(config, token))).catch((error: unknown) => {
          logger.error({ err: error, userId: user.id }, 'password reset e-mail not sent');
        });
      }
    }
    return { message: apiMessage.passwordResetSent };
  },

  async resetPassword({ params, body, c }) {
    await setPasswordByLink(c, params.token, 'password-reset', body.password);
    return { message: apiMessage.passwordReset };
  },

  async checkOneTimeLink({ params, query, c }) {
    const { db, now } = c.var.deps;
    await refuseBlockedCaller(c);
    const found = await inspectSecret(db, sha256(params.token), query.purpose, now());
    if (found.state !== 'valid') return deadLink(c, found.state);
    const user = await getUserRow(db, found.userId);
    if (!user) return deadLink(c, 'unknown');
    return { email: user.email, expiresAt: Math.floor(found.expiresAt.getTime() / 1000) };
  },

  async changePassword({ body, auth, c }) {
    const { db, now } = c.var.deps;
    const key = String(auth.userId);
    const wait = await limits.retryAfter(db, 'settings-failure', key, now());
    if (wait > 0) throw tooMany(wait);
    const user = await getUserRow(db, auth.userId);
    if (!user) throw unauthenticated();
    if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
      const failed = await limits.hit(db, 'settings-failure', key, onboardingLimits.settingsFailuresPerUser, now());
      if (failed.retryAfter > 0) throw tooMany(failed.retryAfter);
      throw invalidField('currentPassword', apiMessage.currentPasswordWrong);
    }
    await changePassword(db, auth.userId, await hashPassword(body.password), auth.sessionId, now());
    return { message: apiMessage.passwordChanged };
  },
};
