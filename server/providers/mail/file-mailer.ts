import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Mailer, MailMessage } from './mailer';

/**
 * The sandbox for the embedded default: each message is rendered exactly as SMTP would carry it and
 * written as an .eml file under DATA_DIR/mail, and the log names the file, so a person trying the portal
 * can open what it sent. Neither the subject nor a link goes to the log: they may carry sign-in codes and
 * reset tokens, and the log is read by more people than DATA_DIR.
 */
export function createFileMailer(dir: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ to: message.to, file }, 'mail written');
    },
    async close() {
      transport.close();
    },
  };
}
