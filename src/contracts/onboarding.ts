import { z } from 'zod';
import { endpoint, idParam, messageResponse, paged, pageQuery } from './endpoint';
import { calendarDay, specDate } from './dates';
import { shortText } from './fields';
import { validation } from './messages';
import { referralCode, registrationEmail, telegramHandle, ticked } from './validators';

/** Company invitation status (the Confirmation of registration page filters by the key). */
export const INVITATION_STATUS = { pending: 0, approved: 1, declined: 2 } as const;
export type InvitationStatusKey = keyof typeof INVITATION_STATUS;
export const INVITATION_STATUS_KEYS = Object.keys(INVITATION_STATUS) as InvitationStatusKey[];
export const INVITATION_STATUS_LABEL: Record<number, string> = { 0: 'Pending', 1: 'Approved', 2: 'Declined' };

/** How long the links e-mailed by onboarding stay valid (PRODUCT.md: 72 h; password reset 1 h). */
export const CONFIRM_USER_TTL_HOURS = 72;
export const PASSWORD_RESET_TTL_MINUTES = 60;

const fingerprintHash = shortText(128).min(1, validation.required);

/** The fingerprint hash set kept in the browser (spec 3 "Local data": default, noScreen, cross). */
export const fingerprintData = z.object({
  default: fingerprintHash,
  noScreen: fingerprintHash.optional(),
  cross: fingerprintHash.optional(),
});

/** An absent referral is fine; a present one must be exactly 16 characters (spec 5). */
const optionalReferral = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  referralCode().optional(),
);

/** Registration step 1 (spec 2.1 and 5); also the form's schema on the client. */
export const registrationForm = z.object({
  email: registrationEmail().transform((value) => value.toLowerCase()),
  telegram: telegramHandle(),
  agreement: ticked(),
});
export type RegistrationForm = z.input<typeof registrationForm>;

export const register = endpoint({
  method: 'post',
  path: '/company-invitation/register',
  access: 'public',
  rateLimited: true,
  summary: 'Ask to join: keeps a pending company invitation and answers the support bot link',
  body: registrationForm.extend({
    fingerprintData: fingerprintData.optional(),
    clientId: shortText(64).optional(),
    referral: optionalReferral,
  }),
  response: z.object({
    /** Deep link to the support bot; opening it lets the bot announce the decision in Telegram. */
    botLink: z.string(),
    /** The invitation's id (the spec's name for it). */
    userId: z.number(),
  }),
});

const utmValue = shortText(255).optional();

export const recordVisit = endpoint({
  method: 'post',
  path: '/visit',
  access: 'public',
  rateLimited: true,
  summary: 'Record the first visit of a browser fingerprint with its UTM parameters; later calls change nothing',
  body: z.object({
    fingerprintData,
    utm: z
      .object({ source: utmValue, medium: utmValue, campaign: utmValue, term: utmValue, content: utmValue })
      .optional(),
    browser: z.object({ name: shortText(64).optional(), version: shortText(64).optional() }).optional(),
  }),
  response: z.object({ firstVisit: z.boolean() }),
});

/** A calendar day, YYYY-MM-DD, within the platform's bounds (dates.ts). */
const isoDate = calendarDay();

/** Spec 3 "Company invitation", plus what the page needs to act on it. */
export const companyInvitation = z.object({
  id: z.number(),
  email: z.string(),
  telegram: z.string(),
  referralId: z.number().nullable(),
  referralHash: z.string().nullable(),
  referralName: z.string().nullable(),
  status: z.object({ key: z.enum(INVITATION_STATUS_KEYS), value: z.number(), description: z.string() }),
  provider: z.string().nullable(),
  createdAt: specDate,
  decidedAt: specDate.nullable(),
  /** The company made on approval: "open company settings". */
  companyId: z.number().nullable(),
  /** Whether the visitor opened the bot link (the decision is then also sent there). */
  telegramLinked: z.boolean(),
  /** Whether the new owner still has to set a password: "send e-mail again" is offered then. */
  awaitingPassword: z.boolean(),
});
export type CompanyInvitation = z.infer<typeof companyInvitation>;

export const listInvitations = endpoint({
  method: 'get',
  path: '/company-invitation',
  trailingSlash: true,
  access: 'registration.confirm',
  summary: "Company invitations, newest first; dates are days in the caller's timezone, both ends included",
  query: z.object({
    status: z.enum(INVITATION_STATUS_KEYS, { error: validation.notValid }).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** Part of the e-mail or the Telegram handle. */
    search: shortText(255).optional(),
    ...pageQuery,
  }),
  response: paged(companyInvitation),
});

export const approveInvitation = endpoint({
  method: 'post',
  path: '/company-invitation/{id}/approve',
  access: 'registration.confirm',
  summary:
    'Create the company, its owner and transit accounts in one transaction, then e-mail the owner a link to set a ' +
    'password',
  params: idParam,
  body: z.object({ companyName: shortText(255).min(1, validation.required).optional() }),
  response: messageResponse.extend({ companyId: z.number(), emailSent: z.boolean() }),
});

export const declineInvitation = endpoint({
  method: 'post',
  path: '/company-invitation/{id}/decline',
  access: 'registration.confirm',
  summary: 'Decline a pending invitation and e-mail a polite refusal',
  params: idParam,
  response: messageResponse,
});

export const resendConfirmation = endpoint({
  method: 'post',
  path: '/company-invitation/{id}/send-email',
  access: 'registration.confirm',
  summary: 'E-mail the new owner a fresh link to set a password; earlier links stop working',
  params: idParam,
  response: messageResponse,
});

export const newClientRequestCount = endpoint({
  method: 'get',
  path: '/new-client-request-count',
  access: 'admin.requestCounts',
  summary: 'Counts behind the admin sidebar badges',
  /** The admin page the caller is on (`analytics`, …): its own count is 0 there. */
  query: z.object({ currentPage: shortText(100).optional() }),
  response: z.object({
    newNotificationCountList: z.object({
      transferFunds: z.number(),
      confirmationRegistration: z.number(),
      analytics: z.number(),
    }),
  }),
});

export const onboardingEndpoints = {
  register,
  recordVisit,
  listInvitations,
  approveInvitation,
  declineInvitation,
  resendConfirmation,
  newClientRequestCount,
};
