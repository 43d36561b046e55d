import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/index';
import { createLogger } from '@/server/lib/logger';
import { codeMail } from '@/server/modules/auth/auth.mail';
import { passwordResetMail } from '@/server/modules/onboarding/onboarding.mail';
import { createFileMailer } from '@/server/providers/mail/file-mailer';
import { createSandboxBot } from '@/server/providers/telegram/sandbox-bot';
import { DEMO_PASSWORD } from '@/server/seed/demo-users';
import { useTestContext } from '@/server/test-support/use-test-context';
import { freshIp, linkToken } from '@/server/test-support/onboarding';

/**
 * Drives the flows that handle secrets with every log line captured, then looks for each secret in the
 * log: passwords, access and refresh tokens, one-time link tokens, auth hashes, codes, card data, and the
 * parameters of a failed query.
 */
class Capture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.lines.push(chunk.toString('utf8'));
    done();
  }
  get text() {
    return this.lines.join('');
  }
}

const log = new Capture();
const t = useTestContext({ env: { LOG_LEVEL: 'trace' }, logDestination: log });

/** Every secret a flow handled; the log is checked for each at the end of each test. */
const secrets = new Set<string>();
const keep = (value: string | undefined | null) => {
  if (value) secrets.add(value);
  return value!;
};
const leaked = (text: string) => [...secrets].filter((secret) => text.includes(secret));

describe('the request log and the providers', () => {
  it('write no password, token, code or hash from sign-in, refresh, 2FA, reset links and auth hashes', async () => {
    const email = (await t.userOf(4)).email;
    keep(DEMO_PASSWORD);
    const wrongPassword = keep('Wrong-pass-for-logs-7!');
    expect(
      (await t.request('POST', '/api/auth/login', { json: { email, password: wrongPassword }, ip: freshIp() })).status,
    ).toBe(401);
    const signedIn = await t.request('POST', '/api/auth/login', {
      json: { email, password: DEMO_PASSWORD },
      ip: freshIp(),
    });
    expect(signedIn.status).toBe(200);
    const { accessToken, refreshToken } = signedIn.body.data;
    keep(accessToken);
    keep(refreshToken);
    const refreshed = await t.request('POST', '/api/auth/refresh', { json: { refreshToken } });
    expect(refreshed.status).toBe(200);
    keep(refreshed.body.data.accessToken);
    keep(refreshed.body.data.refreshToken);

    // An auth hash (PWA hand-over) and its use.
    const made = await t.request('POST', '/api/auth/generate-auth-hash', {
      token: refreshed.body.data.accessToken,
      json: { password: DEMO_PASSWORD },
    });
    expect(made.status, made.text).toBe(200);
    const hash = keep(made.body.data.hash);
    await t.request('POST', `/api/auth/hash/${hash}`);
    const madeUp = keep('H'.repeat(40));
    await t.request('POST', `/api/auth/hash/${madeUp}`);

    // Two-factor sign-in: the mailed code, sent back.
    await t.db.update(users).set({ twoFA: true }).where(eq(users.email, email));
    try {
      const since = t.smtp.messages.length;
      expect(
        (await t.request('POST', '/api/auth/login', { json: { email, password: DEMO_PASSWORD }, ip: freshIp() }))
          .status,
      ).toBe(422);
      const mail = await t.smtp.waitFor((m) => t.smtp.messages.indexOf(m) >= since && m.to.includes(email));
      const code = keep(/\b(\d{6})\b/.exec(mail.text)![1]!);
      // Codes stay out of subjects, which lock screens and mail logs show.
      expect(mail.subject).not.toContain(code);
      const withCode = await t.request('POST', '/api/auth/login', {
        json: { email, password: DEMO_PASSWORD, code },
        ip: freshIp(),
      });
      expect(withCode.status, withCode.text).toBe(200);
    } finally {
      await t.db.update(users).set({ twoFA: false }).where(eq(users.email, email));
    }

    // A password-reset link: checked, then used.
    const since = t.smtp.messages.length;
    expect((await t.request('POST', '/api/auth/password-reset', { json: { email }, ip: freshIp() })).status).toBe(200);
    const mail = await t.smtp.waitFor(
      (m) => t.smtp.messages.indexOf(m) >= since && m.to.includes(email) && /password-reset/.test(m.text),
    );
    const token = keep(linkToken(mail, 'password-reset'));
    await t.request('GET', `/api/auth/one-time-link/${token}?purpose=password-reset`, { ip: freshIp() });
    await t.request('POST', `/api/auth/password-reset/${token}`, {
      json: { password: DEMO_PASSWORD, passwordConfirmation: DEMO_PASSWORD },
      ip: freshIp(),
    });
    // A path no route knows may carry anything.
    await t.request('GET', `/api/no-such-route/${keep('Unrouted-secret-token-0123456789')}`);

    expect(log.text).toMatch(/"route":"\/api\/auth\/hash\/:hash"/);
    expect(log.text).toMatch(/"route":"\/api\/auth\/one-time-link\/:token"/);
    expect(log.text).toMatch(/"route":"\/api\/auth\/password-reset\/:token"/);
    expect(leaked(log.text)).toEqual([]);
  });

  it("log a route's numeric ids", async () => {
    const staff = await t.sessionFor(1);
    keep(staff.accessToken);
    const { id } = await t.userOf(4);
    expect((await t.request('GET', `/api/user/${id}`, { token: staff.accessToken })).status).toBe(200);
    expect(log.text).toContain(`"route":"/api/user/:id","ids":{"id":${id}}`);
    expect(leaked(log.text)).toEqual([]);
  });

  it('the failed query logs its statement, never its parameters', async () => {
    const secret = keep('failed-query-parameter-s3cret');
    const error = await t.db.execute(sql`select ${secret}::int as n`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    t.deps.logger.error({ err: error }, 'query failed');
    expect(log.text).toContain('query failed');
    expect(leaked(log.text)).toEqual([]);
  });

  it('redacts secrets and card data a caller puts in a log line by mistake', () => {
    const pan = keep('4111111111111111');
    // Three digits occur anywhere in a log (times, line numbers): the field itself is checked.
    const cvv = '737';
    const password = keep('Redact-me-please-1!');
    t.deps.logger.info(
      {
        card: { pan, cvv, number: pan },
        password,
        body: { password, code: keep('918273') },
        headers: { authorization: `Bearer ${keep('hdr-token-xyz-123')}` },
      },
      'careless',
    );
    const line = JSON.parse(log.lines.find((l) => l.includes('careless'))!) as { card: Record<string, string> };
    expect(line.card).toEqual({ pan: '[redacted]', cvv: '[redacted]', number: '[redacted]' });
    expect(leaked(log.text)).toEqual([]);
  });
});

describe('the sandbox providers', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cardportal-logs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the file mailer logs neither subjects nor links with codes or tokens', async () => {
    const capture = new Capture();
    const mailer = createFileMailer(
      dir,
      'Cardportal <no-reply@cardportal.local>',
      createLogger({ LOG_LEVEL: 'trace' }, capture),
    );
    const code = '604218';
    const token = 'Reset-token-for-the-file-mailer-0123';
    await mailer.send(codeMail('someone@example.com', code, 10, 'sign-in'));
    await mailer.send(passwordResetMail('someone@example.com', `https://portal.example/password-reset/${token}`));
    await mailer.close();
    expect(capture.lines).toHaveLength(2);
    expect(capture.text).toContain('mail written');
    expect(capture.text).not.toContain(code);
    expect(capture.text).not.toContain(token);
  });

  it('the sandbox Telegram bot logs no 3-D Secure or reveal code', async () => {
    const capture = new Capture();
    const bot = createSandboxBot(createLogger({ LOG_LEVEL: 'trace' }, capture));
    await bot.sendMessage('42', 'Your 3-D Secure code\nCode 771346 for 12.00 USD at Figma');
    await bot.sendMessage('42', 'Your code to see card details\nCode 552901');
    expect(bot.sent).toHaveLength(2);
    expect(capture.lines).toHaveLength(2);
    expect(capture.text).not.toMatch(/771346|552901/);
  });
});
