import { describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { DEMO_PASSWORD } from '@/server/seed/demo-users';
import { later } from '@/server/test-support/onboarding';
import { useTestContext } from '@/server/test-support/use-test-context';
import { loginLimits } from './auth.limits';

const t = useTestContext();

const login = (email: string, password: string, ip: string) =>
  t.request('POST', '/api/auth/login', { json: { email, password }, ip });

describe('per-account sign-in limit', () => {
  const email = 'lead@demo.test';
  const { limit, blockSeconds } = loginLimits.perAccount;

  it(`allows ${limit} failures, then answers 429 with Retry-After even for the right password`, async () => {
    for (let i = 1; i <= limit; i++) {
      const res = await login(email, `Wrong-pass-${i}!`, `198.51.100.${i}`);
      expect(res.status, `failure ${i}`).toBe(401);
    }
    // From yet another address: the limit follows the account, not the caller.
    const blocked = await login(email, 'Wrong-pass-x!', '198.51.100.50');
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(blockSeconds);
    expect(blocked.body.message).toBe(apiMessage.tooManyAttempts(retryAfter));
    expect(blocked.body.message).toMatch(/Too many attempts\. Try again in \d+ seconds/);

    const rightPassword = await login(email, DEMO_PASSWORD, '198.51.100.51');
    expect(rightPassword.status).toBe(429);
    expect(Number(rightPassword.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('is usable again once the short block has passed', async () => {
    const res = await later(t, (blockSeconds + 1) * 1000, () => login(email, DEMO_PASSWORD, '198.51.100.52'));
    expect(res.status).toBe(200);
    // A successful sign-in clears the account's count: one new failure is a plain 401 again.
    expect((await login(email, 'Wrong-pass-y!', '198.51.100.53')).status).toBe(401);
  });

  it('does not block other accounts', async () => {
    expect((await login('buyer@demo.test', DEMO_PASSWORD, '198.51.100.54')).status).toBe(200);
  });
});

describe('per-IP sign-in limit', () => {
  const ip = '203.0.113.77';
  const { limit } = loginLimits.perIp;

  it(`refuses an address after ${limit} failures across many accounts, but not other addresses`, async () => {
    for (let i = 0; i < limit; i++) {
      // Distinct unknown e-mails, so no per-account limit is reached.
      const res = await login(`stranger${i}@example.com`, 'Wrong-pass-1!', ip);
      expect(res.status, `failure ${i + 1}`).toBe(401);
    }
    const blocked = await login('stranger-last@example.com', 'Wrong-pass-1!', ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    // A real user from that address is held off too; from another address they get in.
    expect((await login('owner@demo.test', DEMO_PASSWORD, ip)).status).toBe(429);
    expect((await login('owner@demo.test', DEMO_PASSWORD, '203.0.113.78')).status).toBe(200);
  });
});
