import { apiMessage } from '@/src/contracts/api-messages';
import type { onboardingEndpoints } from '@/src/contracts/onboarding';
import { createInvitation, emailInUse } from '@/server/db/queries/invitations';
import { hit } from '@/server/db/queries/rate-limits';
import { resolveReferralCode } from '@/server/db/queries/referrals';
import { recordFirstVisit } from '@/server/db/queries/visits';
import { clientIp } from '@/server/http/client-ip';
import { invalidField } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { botStartLink } from '@/server/lib/links';
import { randomToken, sha256 } from '@/server/lib/secrets';
import { registrationRequested } from '@/server/modules/notifications/events';
import { onboardingLimits, tooMany } from './onboarding.limits';

type RegistrationEndpoints = Pick<typeof onboardingEndpoints, 'register' | 'recordVisit'>;

export const registrationHandlers: Handlers<RegistrationEndpoints> = {
  async register({ body, c }) {
    const { db, now, config } = c.var.deps;
    const limited = await hit(db, 'register-ip', clientIp(c), onboardingLimits.registerPerIp, now());
    if (limited.retryAfter > 0) throw tooMany(limited.retryAfter);
    if (await emailInUse(db, body.email)) throw invalidField('email', apiMessage.emailTaken);

    // An unknown code of the right length is not the visitor's fault (an old or mistyped link): they
    // still register, just without a referral.
    const referral = body.referral ? await resolveReferralCode(db, body.referral) : null;
    // The start code of the bot link: opening it lets the bot tell this visitor about the decision.
    const startCode = randomToken(16);
    const id = await createInvitation(db, {
      email: body.email,
      telegram: body.telegram,
      referralId: referral?.id ?? null,
      fingerprint: body.fingerprintData?.default ?? null,
      clientId: body.clientId ?? null,
      botStartHash: sha256(startCode),
    });
    if (id === null) throw invalidField('email', apiMessage.emailTaken);
    // After the insert, not in its transaction: a duplicate e-mail fails that insert, which would
    // abort a transaction around it. Only an in-app notice for staff depends on this.
    await registrationRequested(db, { invitationId: id, email: body.email });
    return { botLink: botStartLink(config, startCode), userId: id };
  },

  async recordVisit({ body, c }) {
    const { db, now } = c.var.deps;
    const limited = await hit(db, 'visit-ip', clientIp(c), onboardingLimits.visitPerIp, now());
    if (limited.retryAfter > 0) throw tooMany(limited.retryAfter);
    const firstVisit = await recordFirstVisit(db, {
      fingerprintHash: body.fingerprintData.default,
      utmSource: body.utm?.source,
      utmMedium: body.utm?.medium,
      utmCampaign: body.utm?.campaign,
      utmTerm: body.utm?.term,
      utmContent: body.utm?.content,
      browserName: body.browser?.name,
      browserVersion: body.browser?.version,
    });
    return { firstVisit };
  },
};
