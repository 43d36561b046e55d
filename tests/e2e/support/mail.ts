import { startSmtpSink, type ReceivedMail, type SmtpSink } from '@/server/test-support/smtp-sink';

/** The port playwright.config.ts points this worker's portal's SMTP_URL at. */
export const SMTP_PORT = Number(process.env.E2E_WORKER_PORT ?? 4310) + 1;

/** A real SMTP server on that port, for specs that follow e-mailed links. Close it in afterAll. */
export const startMailbox = (): Promise<SmtpSink> => startSmtpSink({ port: SMTP_PORT });

/** The first link in a message's text whose path starts with `pathPrefix`, as a path (host dropped). */
export function linkIn(mail: ReceivedMail, pathPrefix: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url.pathname + url.search;
  }
  throw new Error(`No ${pathPrefix} link in the e-mail "${mail.subject}":\n${mail.text}`);
}
