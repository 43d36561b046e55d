import { ROLE } from '@/src/contracts/access';
import { apiMessage } from '@/src/contracts/api-messages';
import { CONFIRM_USER_TTL_HOURS } from '@/src/contracts/onboarding';
import { NO_NAME, USER_STATUS } from '@/src/contracts/users';
import type { teamEndpoints } from '@/src/contracts/team';
import { isUniqueViolation } from '@/server/db/errors';
import { storeSecret, voidSecrets } from '@/server/db/queries/one-time-secrets';
import * as limits from '@/server/db/queries/rate-limits';
import {
  activeTeamLead,
  detachMembers,
  insertInvitedUser,
  updateUserRow,
  userRowByEmail,
  type UserRow,
} from '@/server/db/queries/team';
import { clientIp } from '@/server/http/client-ip';
import { HttpError, invalidField, notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { audit } from '@/server/http/audit';
import { confirmUserLink } from '@/server/lib/links';
import { randomToken, sha256 } from '@/server/lib/secrets';
import { tooMany } from '@/server/modules/auth/one-time-codes';
import { replaceLimits } from '@/server/db/queries/person-limits';
import { toMinor } from '@/server/ledger/amounts';
import { compareDecimal } from '@/src/contracts/validators';
import { inviteLimits } from './invite.limits';
import { inviteMail } from './team.mail';

/**
 * An address already used by an invitee of the same company who has not set a password yet can be
 * invited again: that sends a fresh link (the old one stops working) and applies the new role and team.
 * This is how an owner recovers from a lost e-mail or one the mail server refused.
 */
const isOpenInvite = (user: UserRow, companyId: number) =>
  user.passwordHash === null &&
  user.companyId === companyId &&
  user.status === USER_STATUS.active &&
  (user.role === ROLE.teamLead || user.role === ROLE.buyer);

export const inviteHandlers: Handlers<Pick<typeof teamEndpoints, 'inviteUser'>> = {
  async inviteUser({ auth, body, c }) {
    const { db, now, mailer, config } = c.var.deps;
    const companyId = auth.companyId;
    if (companyId === null) throw notFound();
    // Every validated invitation counts, before anything is written: one atomic upsert per bucket, so 50
    // parallel requests are counted exactly and the ones past the limit create no user and send no mail.
    const [perUser, perIp] = await Promise.all([
      limits.hit(db, 'invite-user', String(auth.userId), inviteLimits.perUser, now()),
      limits.hit(db, 'invite-ip', clientIp(c), inviteLimits.perIp, now()),
    ]);
    const wait = Math.max(perUser.retryAfter, perIp.retryAfter);
    if (wait > 0) throw tooMany(wait);
    const email = body.email.toLowerCase();
    const teamLeadId = body.teamLeadId ?? null;
    if (teamLeadId !== null && body.role !== ROLE.buyer)
      throw invalidField('teamLeadId', apiMessage.teamLeadOnlyForBuyer);
    const lead = teamLeadId === null ? null : await activeTeamLead(db, teamLeadId, companyId);
    if (teamLeadId !== null && !lead) throw invalidField('teamLeadId', apiMessage.teamLeadInvalid);
    // A team lead names their team; a buyer is in their lead's team unless a name is given.
    const teamName =
      body.teamName !== undefined ? body.teamName || null : body.role === ROLE.buyer ? (lead?.teamName ?? null) : null;
    const placement = { role: body.role, teamLeadId, teamName };
    // The person's spend limit across their cards (issue 23), in the currency chosen (the owner's by default).
    const limitCurrency = body.limitCurrency ?? auth.user.balanceCurrency ?? 'USD';
    if (body.limitDaily && body.limitMonthly && compareDecimal(body.limitDaily, body.limitMonthly) > 0)
      throw invalidField('limitMonthly', apiMessage.personLimitMonthBelowDay);
    const spendLimits =
      body.limitDaily || body.limitMonthly
        ? [
            {
              currency: limitCurrency,
              daily: body.limitDaily ? toMinor(body.limitDaily, limitCurrency) : null,
              monthly: body.limitMonthly ? toMinor(body.limitMonthly, limitCurrency) : null,
            },
          ]
        : null;

    const at = now();
    const token = randomToken();
    const expiresAt = new Date(at.getTime() + CONFIRM_USER_TTL_HOURS * 3_600_000);
    let userId: number;
    try {
      userId = await db.transaction(async (tx) => {
        const existing = await userRowByEmail(tx, email);
        if (existing && !isOpenInvite(existing, companyId)) throw invalidField('email', apiMessage.emailTaken);
        let id: number;
        if (existing) {
          id = existing.id;
          if (existing.role === ROLE.teamLead && body.role === ROLE.buyer) await detachMembers(tx, id, at);
          await updateUserRow(tx, id, { ...placement, updatedAt: at });
          await voidSecrets(tx, id, 'confirm-user', at);
        } else {
          id = await insertInvitedUser(tx, {
            email,
            ...placement,
            companyId,
            balanceCurrency: auth.user.balanceCurrency,
          });
        }
        if (spendLimits) await replaceLimits(tx, id, spendLimits, auth.userId, at);
        await storeSecret(tx, { secretHash: sha256(token), purpose: 'confirm-user', userId: id, expiresAt });
        await audit(tx, c, auth, {
          action: 'user.invite',
          entityType: 'user',
          entityId: id,
          companyId,
          after: {
            email,
            ...placement,
            ...(spendLimits && {
              spendLimit: {
                currency: limitCurrency,
                daily: body.limitDaily ?? null,
                monthly: body.limitMonthly ?? null,
              },
            }),
            ...(existing && { invitedAgain: true }),
          },
        });
        return id;
      });
    } catch (error) {
      // Two owners inviting the same address at once: the second finds it taken.
      if (isUniqueViolation(error, 'users_email_unique')) throw invalidField('email', apiMessage.emailTaken);
      throw error;
    }

    // After the commit: the invitee exists whatever the mail server does. On failure the owner is told
    // and inviting the same address again sends a new link (see isOpenInvite).
    try {
      const companyName = auth.company?.name ?? NO_NAME;
      await mailer.send(inviteMail(email, { companyName, role: body.role, link: confirmUserLink(config, token) }));
    } catch (error) {
      c.var.log.error({ err: error, userId }, 'invitation e-mail not sent');
      throw new HttpError(502, apiMessage.inviteMailFailed);
    }
    return { id: userId, email };
  },
};
