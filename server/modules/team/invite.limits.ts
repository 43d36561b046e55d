import type { LimitRule } from '@/server/db/queries/rate-limits';

/**
 * Invitations create a user and send an e-mail each, so a stolen owner session (or a scripted one) must not
 * turn the platform into a mail cannon or flood the users table. Per inviter it is generous for onboarding a
 * whole team in one sitting; per address it covers several owners behind one office network.
 */
export const inviteLimits = {
  perUser: { limit: 50, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  perIp: { limit: 100, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
} satisfies Record<string, LimitRule>;
