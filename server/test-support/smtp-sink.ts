import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Mailer } from '@/server/providers/mail/mailer';
import { createSmtpMailer } from '@/server/providers/mail/smtp-mailer';
import { firstArrival } from './first-arrival';

export interface ReceivedMail {
  /** Envelope recipients, as the SMTP client gave them in RCPT TO. */
  to: string[];
  from: string;
  subject: string;
  headers: Record<string, string>;
  /** The text/plain part, transfer-decoded. */
  text: string;
  raw: string;
}

export interface SmtpSink {
  url: string;
  /** A real SMTP mailer pointed at this server. */
  mailer: Mailer;
  messages: ReceivedMail[];
  /** The first message that matches, waiting for it to arrive. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server that keeps every message it accepts: on a free local port, or on `port` when a server
 * started elsewhere was pointed at it beforehand (the e2e web server).
 */
export async function startSmtpSink(options: { port?: number } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address);
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push({ ...parseMessage(raw), to, from, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address() as AddressInfo;
  const url = `smtp://127.0.0.1:${port}`;
  const mailer = createSmtpMailer(url, 'Cardportal <no-reply@cardportal.test>');

  return {
    url,
    mailer,
    messages,
    waitFor: (match, timeoutMs = 5000) => firstArrival(messages, match, timeoutMs, 'e-mail'),
    async close() {
      await mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

function splitPart(part: string) {
  const match = /\r?\n\r?\n/.exec(part);
  if (!match) return { headers: parseHeaders(part), body: '' };
  return { headers: parseHeaders(part.slice(0, match.index)), body: part.slice(match.index + match[0].length) };
}

function decode(body: string, encoding = '') {
  if (/quoted-printable/i.test(encoding)) {
    return body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Enough MIME for what the portal sends (a text part, maybe beside HTML); not a general parser. */
function parseMessage(raw: string) {
  const { headers, body } = splitPart(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  let text = decode(body, headers['content-transfer-encoding']);
  if (boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((p) => splitPart(p.replace(/^\r?\n/, '')));
    const plain = parts.find((p) => /text\/plain/i.test(p.headers['content-type'] ?? ''));
    text = plain ? decode(plain.body, plain.headers['content-transfer-encoding']) : '';
  }
  return { headers, subject: headers.subject ?? '', text: text.trim() };
}
