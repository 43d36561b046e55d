// Issue 17, defect 8: `auth/generate-auth-hash` turned a 15-minute access token into a 30-day session. The
// hash now needs the password again (and a two-factor user's code), counted like a sign-in's failures.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleId } from '@/src/contracts/access';
import { apiMessage } from '@/src/contracts/api-messages';
import { users } from '@/server/db/schema/index';
import { loginLimits } from '@/server/modules/auth/auth.limits';
import { DEMO_PASSWORD } from '@/server/seed/demo-users';
import { secretsOf } from '@/server/test-support/one-time-secrets';
import { useTestContext } from '@/server/test-support/use-test-context';

const t = useTestContext();
beforeAll(async () => {}, 180_000);

let ipCount = 0;
const freshIp = () => `198.51.120.${++ipCount}`;
const mint = (token: string, json?: unknown, ip = freshIp()) =>
  t.request('POST', '/api/auth/generate-auth-hash', { token, ...(json !== undefined && { json }), ip });
const hashesOf = (userId: number) => secretsOf(t, userId, 'auth-hash');

/** A stolen access token: what an attacker holds, without the password. */
async function stolen(role: RoleId) {
  const { accessToken } = await t.sessionFor(role);
  return { token: accessToken, user: await t.userOf(role) };
}

describe('POST auth/generate-auth-hash', () => {
  it('a stolen access token alone mints no hash: no body, an empty body, an empty password → 422', async () => {
    const { token, user } = await stolen(3);
    for (const json of [undefined, {}, { password: '' }]) {
      const res = await mint(token, json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.body.errors).toHaveProperty('password');
    }
    expect(await hashesOf(user.id)).toBe(0);
  });

  it('wrong passwords are 422 on the field, counted per account with sign-in, then 429 with Retry-After', async () => {
    const { token, user } = await stolen(4);
    const statuses: number[] = [];
    for (let i = 0; i <= loginLimits.perAccount.limit; i++) {
      const res = await mint(token, { password: `Wrong-guess-${i}!` });
      statuses.push(res.status);
      if (res.status === 422) expect(res.body.errors.password).toEqual([apiMessage.currentPasswordWrong]);
      else expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    }
    expect(statuses.slice(0, loginLimits.perAccount.limit).every((s) => s === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The account is held off everywhere a password is checked, the right password included.
    expect((await mint(token, { password: DEMO_PASSWORD })).status).toBe(429);
    const login = await t.request('POST', '/api/auth/login', {
      json: { email: user.email, password: DEMO_PASSWORD },
      ip: freshIp(),
    });
    expect(login.status).toBe(429);
    expect(await hashesOf(user.id)).toBe(0);
  });

  it('50 parallel guesses from one token: none mints a hash, none is a 500', async () => {
    const { token, user } = await stolen(6);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => mint(token, { password: `Parallel-${i}!` }, '203.0.113.160')),
    );
    expect(answers.every((res) => res.status === 422 || res.status === 429)).toBe(true);
    expect(answers.filter((res) => res.status === 422).length).toBeLessThanOrEqual(loginLimits.perAccount.limit);
    expect(await hashesOf(user.id)).toBe(0);
  });

  it('NUL bytes and huge passwords are 422, never a 500', async () => {
    const { token } = await stolen(5);
    expect((await mint(token, { password: `${DEMO_PASSWORD}\u0000` })).status).toBe(422);
    expect((await mint(token, { password: 'x'.repeat(100_000) })).status).toBe(422);
  });

  it('the right password mints a hash that signs in once', async () => {
    const { token } = await stolen(2);
    const made = await mint(token, { password: DEMO_PASSWORD });
    expect(made.status, made.text).toBe(200);
    expect((await t.request('POST', `/api/auth/hash/${made.body.data.hash}`)).status).toBe(200);
    expect((await t.request('POST', `/api/auth/hash/${made.body.data.hash}`)).status).toBe(401);
  });

  it('a two-factor user also needs a confirmation code: none or a wrong one is 422, the mailed one works', async () => {
    const { token, user } = await stolen(8);
    await t.db.update(users).set({ twoFA: true }).where(eq(users.id, user.id));
    const none = await mint(token, { password: DEMO_PASSWORD });
    expect(none.status).toBe(422);
    expect(none.body.errors.code).toEqual([apiMessage.codeRequired]);
    const sent = t.smtp.messages.length;
    expect((await t.request('POST', '/api/auth/generate-secret-code', { token, ip: freshIp() })).status).toBe(200);
    const mail = await t.smtp.waitFor((m) => t.smtp.messages.indexOf(m) >= sent && m.to.includes(user.email));
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await mint(token, { password: DEMO_PASSWORD, code: wrong })).body.errors.code).toEqual([
      apiMessage.codeInvalid,
    ]);
    expect(await hashesOf(user.id)).toBe(0);
    const made = await mint(token, { password: DEMO_PASSWORD, code });
    expect(made.status, made.text).toBe(200);
    expect(await hashesOf(user.id)).toBe(1);
  });
});
