import { ROLE_LABEL } from '@/src/contracts/access';
import { PRODUCT_NAME } from '@/src/contracts/messages';
import { CONFIRM_USER_TTL_HOURS } from '@/src/contracts/onboarding';
import { composeMail } from '@/server/providers/mail/layout';
import type { MailMessage } from '@/server/providers/mail/mailer';

/** An owner invited this person: they set a password through the same one-time link an approved owner gets. */
export function inviteMail(to: string, input: { companyName: string; role: 3 | 4; link: string }): MailMessage {
  const as = ROLE_LABEL[input.role].description.toLowerCase();
  return composeMail({
    to,
    subject: `${PRODUCT_NAME}: you are invited to ${input.companyName}`,
    greeting: 'Hello,',
    paragraphs: [
      `You are invited to join ${input.companyName} on ${PRODUCT_NAME} as a ${as}.`,
      `Set a password to sign in. The link works once and expires in ${CONFIRM_USER_TTL_HOURS} hours.`,
    ],
    action: { label: 'Set your password', url: input.link },
    footnote:
      `You receive this because the owner of ${input.companyName} invited this address. If you did not expect it, ` +
      `ignore this e-mail.`,
  });
}
