import { startSmtpSink, type ReceivedMail, type SmtpSink } from '@/server/test-support/smtp-sink';
import { test } from './test';

/** The port playwright.config.ts points this worker's portal's SMTP_URL at. */
export const SMTP_PORT = Number(process.env.E2E_WORKER_PORT ?? 4310) + 1;

/**
 * The spec file's mailbox, for specs that follow e-mailed links: a real SMTP server on that port, listening from
 * before the file's first test until after its last.
 */
export function useMailbox(): SmtpSink {
  const mailbox = {} as SmtpSink;
  test.beforeAll(async () => {
    Object.assign(mailbox, await startSmtpSink({ port: SMTP_PORT }));
  });
  test.afterAll(async () => {
    await mailbox.close?.();
  });
  return mailbox;
}

/** The first link in a message's text whose path starts with `pathPrefix`, as a path (host dropped). */
export function linkIn(mail: ReceivedMail, pathPrefix: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url.pathname + url.search;
  }
  throw new Error(`No ${pathPrefix} link in the e-mail "${mail.subject}":\n${mail.text}`);
}
