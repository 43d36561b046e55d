import type { MailMessage } from '@/server/providers/mail/mailer';
import { PRODUCT_NAME } from '@/src/contracts/messages';

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function codeMail(to: string, code: string, minutes: number, purpose: 'sign-in' | 'confirmation'): MailMessage {
  const what = purpose === 'sign-in' ? 'sign in' : 'confirm your action';
  return {
    to,
    // Never the code itself: subjects show on lock screens and in mail logs.
    subject: `${PRODUCT_NAME}: your ${purpose === 'sign-in' ? 'sign-in' : 'confirmation'} code`,
    text:
      `Your ${PRODUCT_NAME} code to ${what} is ${code}.\nIt works once and expires in ${minutes} minutes.\nIf you ` +
      `did not ask for it, change your password.`,
    html:
      `<p>Your ${escape(PRODUCT_NAME)} code to ${what} is</p><p ` +
      `style="font-size:24px;font-weight:600;letter-spacing:4px">${escape(code)}</p><p>It works once and expires in ` +
      `${minutes} minutes. If you did not ask for it, change your password.</p>`,
  };
}
