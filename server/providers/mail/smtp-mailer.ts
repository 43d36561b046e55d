import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** Real delivery over SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
