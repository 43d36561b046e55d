import { CONFIRM_USER_TTL_HOURS, PASSWORD_RESET_TTL_MINUTES } from '@/src/contracts/onboarding';
import { PRODUCT_NAME } from '@/src/contracts/messages';
import { composeMail } from '@/server/providers/mail/layout';
import type { MailMessage } from '@/server/providers/mail/mailer';

/** Approval: the new owner sets a password through a one-time link. */
export function confirmationMail(to: string, link: string): MailMessage {
  return composeMail({
    to,
    subject: `${PRODUCT_NAME}: your company account is ready`,
    greeting: 'Hello,',
    paragraphs: [
      `Your request to join ${PRODUCT_NAME} has been approved, and your company account is ready.`,
      `Set a password to sign in as the company owner. The link works once and expires in ${CONFIRM_USER_TTL_HOURS} ` +
        `hours.`,
    ],
    action: { label: 'Set your password', url: link },
    footnote:
      `You receive this because this address was used to register with ${PRODUCT_NAME}. If that was not you, ignore ` +
      `this e-mail.`,
  });
}

/** Decline: a polite refusal, without reasons the applicant could use to game the review. */
export function refusalMail(to: string): MailMessage {
  return composeMail({
    to,
    subject: `${PRODUCT_NAME}: about your registration request`,
    greeting: 'Hello,',
    paragraphs: [
      `Thank you for your interest in ${PRODUCT_NAME}.`,
      'After reviewing your request, we are unable to open an account for your company at this time.',
      'If you believe this is a mistake or your situation changes, you are welcome to contact our support team.',
    ],
    footnote: `You receive this because this address was used to register with ${PRODUCT_NAME}.`,
  });
}

/** Forgotten password: a one-time link valid for an hour. */
export function passwordResetMail(to: string, link: string): MailMessage {
  return composeMail({
    to,
    subject: `${PRODUCT_NAME}: set a new password`,
    greeting: 'Hello,',
    paragraphs: [
      `Someone asked to reset the password of your ${PRODUCT_NAME} account.`,
      `Use the link below to set a new one. It works once and expires in ${PASSWORD_RESET_TTL_MINUTES} minutes; ` +
        `setting a new password signs you out everywhere.`,
    ],
    action: { label: 'Set a new password', url: link },
    footnote: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  });
}
