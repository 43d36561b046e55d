import { apiMessage } from '@/src/contracts/api-messages';
import type { profileEndpoints } from '@/src/contracts/profile';
import { consumeSecret } from '@/server/db/queries/one-time-secrets';
import { fillProfile, getTelegramLink, updateProfileSettings } from '@/server/db/queries/profile';
import * as limits from '@/server/db/queries/rate-limits';
import { getUserRow } from '@/server/db/queries/users';
import { HttpError, invalidField, unauthenticated } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { codeHash } from '@/server/modules/auth/auth.handlers';
import { onboardingLimits, tooMany } from './onboarding.limits';

export const profileHandlers: Handlers<typeof profileEndpoints> = {
  async updateProfile({ body, auth, c }) {
    const { db, now } = c.var.deps;
    const user = await getUserRow(db, auth.userId);
    if (!user) throw unauthenticated();
    const { code, ...changes } = body;

    // Two-factor sign-in changes only with a fresh e-mailed code (auth/generate-secret-code).
    if (changes.twoFA !== undefined && changes.twoFA !== user.twoFA) {
      const key = String(auth.userId);
      const wait = await limits.retryAfter(db, 'settings-failure', key, now());
      if (wait > 0) throw tooMany(wait);
      if (!code) throw invalidField('code', apiMessage.codeRequired);
      const ok = await consumeSecret(db, codeHash('secret-code', auth.userId, code), 'secret-code', now());
      if (!ok) {
        const failed = await limits.hit(db, 'settings-failure', key, onboardingLimits.settingsFailuresPerUser, now());
        if (failed.retryAfter > 0) throw tooMany(failed.retryAfter);
        throw invalidField('code', apiMessage.codeInvalid);
      }
    }
    await updateProfileSettings(db, auth.userId, changes, now());
    return { message: apiMessage.settingsSaved };
  },

  async fillProfile({ body, auth, c }) {
    const { db, now } = c.var.deps;
    const filled = await fillProfile(db, auth.userId, body, now());
    if (!filled) throw new HttpError(409, apiMessage.profileAlreadyFilled);
    return { message: apiMessage.profileFilled };
  },

  async telegramStatus({ auth, c }) {
    const link = await getTelegramLink(c.var.deps.db, auth.userId);
    if (!link) throw unauthenticated();
    // The handle given at registration shows even before the chat is linked: it is the user's own.
    return { linked: link.chatId !== null, username: link.username };
  },
};
