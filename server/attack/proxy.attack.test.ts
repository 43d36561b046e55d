import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '@/server/db/schema/index';
import { onboardingLimits } from '@/server/modules/onboarding/onboarding.limits';
import { useTestContext } from '@/server/test-support/use-test-context';
import { register } from '@/server/test-support/onboarding';
import { DEMO_PASSWORD } from '@/server/seed/demo-users';

/**
 * A client behind our one proxy (TRUST_PROXY=true, one hop) writes its own X-Forwarded-For; the proxy
 * appends the address it saw. Whatever the client writes to the left must change nothing.
 */
const t = useTestContext();

/** What our proxy sends on when the client wrote `spoofed` and connected from `real`. */
const behindProxy = (spoofed: string, real: string) => `${spoofed}, ${real}`;

describe('X-Forwarded-For written by the client', () => {
  it('cannot reset a per-IP limit by naming a new address on each request', async () => {
    const real = '198.51.100.71';
    const { limit } = onboardingLimits.registerPerIp;
    const answers: number[] = [];
    for (let i = 0; i <= limit; i++)
      answers.push((await register(t, {}, behindProxy(`203.0.113.${i + 1}`, real))).status);
    expect(answers.slice(0, limit)).toEqual(Array(limit).fill(200));
    expect(answers[limit]).toBe(429);
    // A spoofed list of several addresses, or garbage, is no way round it either.
    expect((await register(t, {}, behindProxy('10.0.0.1, 10.0.0.2', real))).status).toBe(429);
    expect((await register(t, {}, behindProxy('not-an-address;<script>', real))).status).toBe(429);
    // Another real client is not affected.
    expect((await register(t, {}, behindProxy('203.0.113.1', '198.51.100.72'))).status).toBe(200);
  });

  it('cannot set the address a session is recorded with', async () => {
    const real = '198.51.100.73';
    const res = await t.request('POST', '/api/auth/login', {
      json: { email: (await t.userOf(4)).email, password: DEMO_PASSWORD },
      ip: behindProxy('1.2.3.4', real),
    });
    expect(res.status).toBe(200);
    const [session] = await t.db
      .select({ ip: sessions.ip })
      .from(sessions)
      .where(eq(sessions.userId, (await t.userOf(4)).id))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    expect(session?.ip).toBe(real);
  });

  it('answers a hostile header of 50,000 entries as from the proxy-written address, without a 500', async () => {
    const huge = Array.from({ length: 50_000 }, (_, i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`).join(
      ',',
    );
    const res = await register(t, {}, behindProxy(huge, '198.51.100.74'));
    expect(res.status).toBe(200);
  });
});
