import { can } from '@/src/contracts/access';
import { newAtRiskCount } from '@/server/modules/analytics/risk';
import { apiMessage } from '@/src/contracts/api-messages';
import {
  CONFIRM_USER_TTL_HOURS,
  INVITATION_STATUS,
  INVITATION_STATUS_LABEL,
  INVITATION_STATUS_KEYS,
  type CompanyInvitation,
  type onboardingEndpoints,
} from '@/src/contracts/onboarding';
import {
  approveInvitation,
  countPendingInvitations,
  declineInvitation,
  getInvitation,
  listInvitations,
  type DecisionFailure,
} from '@/server/db/queries/invitations';
import { storeSecret, voidSecrets } from '@/server/db/queries/one-time-secrets';
import { findUserByEmail } from '@/server/db/queries/users';
import { countPending } from '@/server/db/queries/payments';
import { PAYMENT_LIST_TYPES } from '@/server/modules/payment-lists/list-types';
import { HttpError, notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { audit } from '@/server/http/audit';
import { confirmUserLink } from '@/server/lib/links';
import { randomToken, sha256 } from '@/server/lib/secrets';
import { registrationApproved } from '@/server/modules/notifications/events';
import { notifyChat } from '@/server/modules/telegram/notify';
import { botText } from '@/server/modules/telegram/telegram.texts';
import { confirmationMail, refusalMail } from './onboarding.mail';
import { pageMeta, searchedPage } from '@/server/db/paging';
import { specDate } from '@/server/lib/spec-date';
import { specDateOrNull } from '@/server/lib/spec-date';

type InvitationEndpoints = Omit<typeof onboardingEndpoints, 'register' | 'recordVisit'>;

const failure = (reason: DecisionFailure) =>
  reason === 'not-found'
    ? notFound()
    : new HttpError(409, reason === 'decided' ? apiMessage.invitationDecided : apiMessage.emailTaken);

/** Days `from`..`to` (both included) in the caller's timezone, as a half-open period of instants. */
function period(day: string | undefined, offsetMinutes: number, addDays: number): Date | undefined {
  if (!day) return undefined;
  return new Date(Date.parse(`${day}T00:00:00Z`) + addDays * 86_400_000 - offsetMinutes * 60_000);
}

const newConfirmToken = (now: Date) => {
  const token = randomToken();
  return { token, hash: sha256(token), expiresAt: new Date(now.getTime() + CONFIRM_USER_TTL_HOURS * 3_600_000) };
};

export const invitationHandlers: Handlers<InvitationEndpoints> = {
  async listInvitations({ query, c }) {
    const offset = c.var.timezoneOffset ?? 0;
    const { records, totalCount } = await listInvitations(c.var.deps.db, {
      status: query.status === undefined ? undefined : INVITATION_STATUS[query.status],
      from: period(query.from, offset, 0),
      to: period(query.to, offset, 1),
      ...searchedPage(query),
    });
    return {
      meta: pageMeta(query, totalCount),
      records: records.map(({ invitation, referralHash, referralName, ownerAwaitingPassword }): CompanyInvitation => ({
        id: invitation.id,
        email: invitation.email,
        telegram: invitation.telegram,
        referralId: invitation.referralId,
        referralHash,
        referralName,
        status: {
          key: INVITATION_STATUS_KEYS.find((key) => INVITATION_STATUS[key] === invitation.status) ?? 'pending',
          value: invitation.status,
          description: INVITATION_STATUS_LABEL[invitation.status] ?? 'Unknown',
        },
        provider: invitation.provider,
        createdAt: specDate(invitation.createdAt),
        decidedAt: specDateOrNull(invitation.decidedAt),
        companyId: invitation.companyId,
        telegramLinked: invitation.telegramChatId !== null,
        awaitingPassword: Boolean(ownerAwaitingPassword),
      })),
    };
  },

  async approveInvitation({ params, body, auth, c }) {
    const { deps } = c.var;
    const now = deps.now();
    const link = newConfirmToken(now);
    const result = await approveInvitation(deps.db, {
      id: params.id,
      staffId: auth.userId,
      companyName: body.companyName,
      confirmTokenHash: link.hash,
      confirmExpiresAt: link.expiresAt,
      now,
      onCreated: async (tx, created) => {
        await audit(tx, c, auth, {
          action: 'company.create',
          entityType: 'company',
          entityId: created.companyId,
          companyId: created.companyId,
          after: { name: created.name, ownerId: created.ownerId, invitationId: params.id },
        });
        await registrationApproved(tx, { ownerId: created.ownerId, companyName: created.name });
      },
    });
    if (result.outcome !== 'approved') throw failure(result.outcome);

    // After the commit: the company exists whatever the mail server does. If the e-mail fails, staff
    // are told and can send it again; nothing is rolled back.
    let emailSent = true;
    try {
      await deps.mailer.send(confirmationMail(result.email, confirmUserLink(deps.config, link.token)));
    } catch (error) {
      emailSent = false;
      c.var.log.error({ err: error, invitationId: params.id }, 'confirmation e-mail not sent');
    }
    await notifyChat(deps, result.telegramChatId, botText.registrationApproved);
    return {
      message: emailSent ? apiMessage.registrationApproved : apiMessage.registrationApprovedMailFailed,
      companyId: result.companyId,
      emailSent,
    };
  },

  async declineInvitation({ params, auth, c }) {
    const { deps } = c.var;
    const result = await declineInvitation(deps.db, params.id, auth.userId, deps.now());
    if (result.outcome !== 'declined') throw failure(result.outcome);
    try {
      await deps.mailer.send(refusalMail(result.email));
    } catch (error) {
      c.var.log.error({ err: error, invitationId: params.id }, 'refusal e-mail not sent');
      return { message: apiMessage.registrationDeclinedMailFailed };
    }
    await notifyChat(deps, result.telegramChatId, botText.registrationDeclined);
    return { message: apiMessage.registrationDeclined };
  },

  async resendConfirmation({ params, c }) {
    const { db, mailer, config, now } = c.var.deps;
    const invitation = await getInvitation(db, params.id);
    if (!invitation) throw notFound();
    if (invitation.status !== INVITATION_STATUS.approved) throw new HttpError(409, apiMessage.invitationNotApproved);
    const owner = await findUserByEmail(db, invitation.email);
    if (!owner) throw new HttpError(409, apiMessage.invitationNotApproved);
    if (owner.passwordHash) throw new HttpError(409, apiMessage.ownerHasPassword);

    const link = newConfirmToken(now());
    await db.transaction(async (tx) => {
      await voidSecrets(tx, owner.id, 'confirm-user', now());
      await storeSecret(tx, {
        secretHash: link.hash,
        purpose: 'confirm-user',
        userId: owner.id,
        expiresAt: link.expiresAt,
      });
    });
    try {
      await mailer.send(confirmationMail(owner.email, confirmUserLink(config, link.token)));
    } catch (error) {
      c.var.log.error({ err: error, invitationId: params.id }, 'confirmation e-mail not sent');
      throw new HttpError(502, apiMessage.mailFailed);
    }
    return { message: apiMessage.confirmationSent };
  },

  async newClientRequestCount({ auth, query, c }) {
    const { db, now } = c.var.deps;
    // Top-ups and withdrawals waiting for a decision are the transfer-funds page's new requests; role 7
    // reaches neither page, so only its "A" count is worked out.
    const reachesRequests = can(auth.role, 'admin.notifications');
    const [registrations, transferFunds, analytics] = await Promise.all([
      reachesRequests ? countPendingInvitations(db) : 0,
      reachesRequests ? countPending(db, PAYMENT_LIST_TYPES.topUpWithdrawal) : 0,
      // On the analytics page itself the badge is not shown (spec 2.3), and opening it marks the list seen.
      query.currentPage === 'analytics' ? 0 : newAtRiskCount(db, auth.userId, now()),
    ]);
    return { newNotificationCountList: { transferFunds, confirmationRegistration: registrations, analytics } };
  },
};
