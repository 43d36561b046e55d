import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { users } from '@/server/db/schema/index';
import { DEMO_PASSWORD } from '@/server/seed/demo-users';
import { useTestContext } from '@/server/test-support/use-test-context';
import { TELEGRAM_LINK_TTL_SECONDS } from './auth.limits';

const t = useTestContext();

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

describe('two-factor sign-in', () => {
  const email = 'buyer@demo.test';

  it('asks for the code, e-mails it, accepts it once', async () => {
    await t.db.update(users).set({ twoFA: true }).where(eq(users.email, email));
    const sentBefore = t.smtp.messages.length;

    const first = await t.request('POST', '/api/auth/login', { form: { email, password: DEMO_PASSWORD } });
    expect(first.status).toBe(422);
    expect(first.body.errors.code).toEqual([apiMessage.codeRequired]);

    const mail = await t.smtp.waitFor((m) => m.to.includes(email) && t.smtp.messages.indexOf(m) >= sentBefore);
    const code = codeIn(mail.text);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(code);

    const wrong = await t.request('POST', '/api/auth/login', {
      form: { email, password: DEMO_PASSWORD, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual([apiMessage.codeInvalid]);

    const withCode = await t.request('POST', '/api/auth/login', {
      form: { email, password: DEMO_PASSWORD, code: code! },
    });
    expect(withCode.status).toBe(200);
    expect(withCode.body.data.tokenType).toBe('Bearer');

    const reused = await t.request('POST', '/api/auth/login', {
      form: { email, password: DEMO_PASSWORD, code: code! },
    });
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toHaveProperty('code');
  });

  it('never sends a code for a wrong password', async () => {
    const sentBefore = t.smtp.messages.length;
    const res = await t.request('POST', '/api/auth/login', {
      form: { email, password: 'Wrong-pass-1!' },
      ip: '198.51.100.9',
    });
    expect(res.status).toBe(401);
    expect(t.smtp.messages.length).toBe(sentBefore);
  });
});

describe('POST /api/auth/generate-auth-code', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const fixed = new Date('2030-01-01T00:00:00Z');
    const realNow = t.deps.now;
    t.deps.now = () => fixed;
    try {
      const sentBefore = t.smtp.messages.length;
      const unknown = await t.request('POST', '/api/auth/generate-auth-code', { json: { email: 'ghost@demo.test' } });
      // Give a wrongly sent message time to arrive before counting.
      await new Promise((r) => setTimeout(r, 100));
      expect(t.smtp.messages.length).toBe(sentBefore);

      const known = await t.request('POST', '/api/auth/generate-auth-code', { json: { email: 'owner@demo.test' } });
      expect(unknown.status).toBe(200);
      expect(known.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expect(known.body.data.expiresAt).toBeGreaterThan(fixed.getTime() / 1000);

      const mail = await t.smtp.waitFor((m) => m.to.includes('owner@demo.test'));
      expect(codeIn(mail.text)).toMatch(/^\d{6}$/);
    } finally {
      t.deps.now = realNow;
    }
  });
});

describe('sign-in hash', () => {
  it('signs in exactly once', async () => {
    const { accessToken } = await t.sessionFor(2);
    const made = await t.request('POST', '/api/auth/generate-auth-hash', {
      token: accessToken,
      json: { password: DEMO_PASSWORD },
    });
    expect(made.status).toBe(200);
    const { hash, expiresAt } = made.body.data;
    expect(expiresAt).toBeGreaterThan(Date.now() / 1000);

    const first = await t.request('POST', `/api/auth/hash/${hash}`);
    expect(first.status).toBe(200);
    const me = await t.request('GET', '/api/user/me', { token: first.body.data.accessToken });
    expect(me.body.data.email).toBe('owner@demo.test');

    const second = await t.request('POST', `/api/auth/hash/${hash}`);
    expect(second.status).toBe(401);
    expect(second.body.message).toBe(apiMessage.hashInvalid);
  });

  it('refuses a hash after it expires', async () => {
    const { accessToken } = await t.sessionFor(3);
    const { hash, expiresAt } = (
      await t.request('POST', '/api/auth/generate-auth-hash', {
        token: accessToken,
        json: { password: DEMO_PASSWORD },
      })
    ).body.data;
    const realNow = t.deps.now;
    t.deps.now = () => new Date((expiresAt + 1) * 1000);
    try {
      expect((await t.request('POST', `/api/auth/hash/${hash}`)).status).toBe(401);
    } finally {
      t.deps.now = realNow;
    }
  });
});

describe('GET /api/auth/generate-tg-auth-link', () => {
  it.each([2, 3, 4] as const)('gives role %i a t.me link valid for 300 seconds', async (role) => {
    const { accessToken } = await t.sessionFor(role);
    const res = await t.request('GET', '/api/auth/generate-tg-auth-link', { token: accessToken });
    expect(res.status).toBe(200);
    expect(res.body.data.link).toMatch(
      new RegExp(`^https://t\\.me/${t.config.TELEGRAM_BOT_NAME}\\?start=[\\w-]{16,}$`),
    );
    const ahead = res.body.data.expireTimestamp - Date.now() / 1000;
    expect(ahead).toBeGreaterThan(TELEGRAM_LINK_TTL_SECONDS - 5);
    expect(ahead).toBeLessThanOrEqual(TELEGRAM_LINK_TTL_SECONDS);
  });

  it('is asked for on every navigation without using up the sign-in codes of the address', async () => {
    const { accessToken } = await t.sessionFor(3);
    const ip = '203.0.113.77';
    // More links from one address than the sign-in codes an address may ask for (10 per 15 minutes).
    for (let i = 0; i < 25; i++) {
      const res = await t.request('GET', '/api/auth/generate-tg-auth-link', { token: accessToken, ip });
      expect(res.status).toBe(200);
    }
    const code = await t.request('POST', '/api/auth/generate-auth-code', { json: { email: 'owner@demo.test' }, ip });
    expect(code.status).toBe(200);
  });

  it.each([1, 5, 6, 7, 8] as const)('refuses staff role %i with 403', async (role) => {
    const { accessToken } = await t.sessionFor(role);
    const res = await t.request('GET', '/api/auth/generate-tg-auth-link', { token: accessToken });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(apiMessage.forbidden);
  });
});

describe('POST /api/auth/generate-secret-code', () => {
  it('mails a confirmation code to the signed-in user', async () => {
    const { accessToken } = await t.sessionFor(6);
    const res = await t.request('POST', '/api/auth/generate-secret-code', { token: accessToken });
    expect(res.status).toBe(200);
    const mail = await t.smtp.waitFor((m) => m.to.includes('senior@demo.test'));
    expect(codeIn(mail.text)).toMatch(/^\d{6}$/);
    expect(mail.text).toMatch(/confirm your action/);
  });
});
