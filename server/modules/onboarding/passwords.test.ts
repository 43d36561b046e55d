import { describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { PASSWORD_RESET_TTL_MINUTES } from '@/src/contracts/onboarding';
import { DEMO_PASSWORD } from '@/server/seed/demo-users';
import { useTestContext } from '@/server/test-support/use-test-context';
import { countDataRows, freshIp, later, linkToken } from '@/server/test-support/onboarding';
import { onboardingLimits } from './onboarding.limits';

const t = useTestContext();

const requestReset = (email: string, ip = freshIp()) =>
  t.request('POST', '/api/auth/password-reset', { json: { email }, ip });
const reset = (token: string, password = 'Brand-new-pass-1!', passwordConfirmation = password) =>
  t.request('POST', `/api/auth/password-reset/${token}`, { json: { password, passwordConfirmation }, ip: freshIp() });
const me = (token: string) => t.request('GET', '/api/user/me', { token });
const login = (email: string, password: string) =>
  t.request('POST', '/api/auth/login', { json: { email, password }, ip: freshIp() });

/** The newest reset link mailed to `email`. */
async function resetTokenFor(email: string, after = 0) {
  const mail = await t.smtp.waitFor(
    (m) => t.smtp.messages.indexOf(m) >= after && m.to.includes(email) && /password-reset/.test(m.text),
  );
  return linkToken(mail, 'password-reset');
}

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const sentBefore = t.smtp.messages.length;
    const known = await requestReset('buyer@demo.test');
    const unknown = await requestReset('nobody-here@demo.test');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.data.message).toBe(apiMessage.passwordResetSent);
    await resetTokenFor('buyer@demo.test', sentBefore);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.smtp.messages.slice(sentBefore).filter((m) => m.to.includes('nobody-here@demo.test'))).toEqual([]);
  });

  it('sets a new password once with the link and ends every session of the user', async () => {
    const email = 'lead@demo.test';
    const sessions = [await t.sessionFor(3), await t.sessionFor(3)];
    const sentBefore = t.smtp.messages.length;
    await requestReset(email);
    const token = await resetTokenFor(email, sentBefore);
    const mail = t.smtp.messages.slice(sentBefore).find((m) => m.to.includes(email))!;
    expect(mail.text).toContain(`${PASSWORD_RESET_TTL_MINUTES} minutes`);

    const check = await t.request('GET', `/api/auth/one-time-link/${token}?purpose=password-reset`);
    expect(check.body.data.email).toBe(email);

    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(apiMessage.passwordReset);
    for (const session of sessions) expect((await me(session.accessToken)).status).toBe(401);
    expect((await login(email, DEMO_PASSWORD)).status).toBe(401);
    expect((await login(email, 'Brand-new-pass-1!')).status).toBe(200);

    const again = await reset(token, 'Another-pass-2!');
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(apiMessage.linkUsed);
    const checkUsed = await t.request('GET', `/api/auth/one-time-link/${token}?purpose=password-reset`);
    expect(checkUsed.status).toBe(410);
  });

  it('expires after an hour, and a newer link voids the older one', async () => {
    const email = 'senior@demo.test';
    const first = t.smtp.messages.length;
    await requestReset(email);
    const older = await resetTokenFor(email, first);
    const second = t.smtp.messages.length;
    await requestReset(email);
    const newer = await resetTokenFor(email, second);
    expect((await reset(older)).status).toBe(410);

    const expired = await later(t, (PASSWORD_RESET_TTL_MINUTES + 1) * 60_000, () => reset(newer));
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(apiMessage.linkExpired);
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('refuses a weak password with 422 and keeps the link usable', async () => {
    const email = 'support@demo.test';
    const sent = t.smtp.messages.length;
    await requestReset(email);
    const token = await resetTokenFor(email, sent);
    const weak = await reset(token, 'short', 'short');
    expect(weak.status).toBe(422);
    expect(Object.keys(weak.body.errors)).toContain('password');
    expect((await t.request('GET', `/api/auth/one-time-link/${token}?purpose=password-reset`)).status).toBe(200);
  });

  it(`answers 429 after ${onboardingLimits.resetPerIp.limit} requests from one address, known or not`, async () => {
    const ip = freshIp();
    for (let i = 0; i < onboardingLimits.resetPerIp.limit; i++)
      expect((await requestReset(`x${i}@demo.test`, ip)).status).toBe(200);
    const refused = await requestReset('buyer@demo.test', ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it(`mails one account at most ${onboardingLimits.resetPerAccount.limit} times an hour, answering alike`, async () => {
    const email = 'analyst@demo.test';
    const sent = t.smtp.messages.length;
    for (let i = 0; i < onboardingLimits.resetPerAccount.limit + 2; i++) {
      expect((await requestReset(email)).body.data.message).toBe(apiMessage.passwordResetSent);
    }
    const mailed = () => t.smtp.messages.slice(sent).filter((m) => m.to.includes(email)).length;
    // Delivery finishes after the answer on a loaded machine: wait for the allowed ones, then for any extra.
    for (let waited = 0; mailed() < onboardingLimits.resetPerAccount.limit && waited < 5000; waited += 50) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(mailed()).toBe(onboardingLimits.resetPerAccount.limit);
  });

  it('counts broken links against the address and then refuses it', async () => {
    const ip = freshIp();
    const bad = (n: number) =>
      t.request('GET', `/api/auth/one-time-link/${'B'.repeat(40)}${n}?purpose=password-reset`, { ip });
    for (let i = 0; i < onboardingLimits.linkFailuresPerIp.limit; i++) expect((await bad(i)).status).toBe(410);
    expect((await bad(98)).status).toBe(429);
    expect((await bad(99)).status).toBe(429);
  });
});

describe('POST /api/user/change-password', () => {
  const change = (token: string, currentPassword: string, password = 'Changed-pass-1!') =>
    t.request('POST', '/api/user/change-password', {
      token,
      json: { currentPassword, password, passwordConfirmation: password },
    });

  it('refuses a wrong current password with 422 on that field and changes nothing', async () => {
    const { accessToken } = await t.sessionFor(4);
    const before = await countDataRows(t);
    const res = await change(accessToken, 'Not-the-password-1!');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ currentPassword: [apiMessage.currentPasswordWrong] });
    expect(await countDataRows(t)).toEqual(before);
    expect((await login('buyer@demo.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('changes the password, keeps the current session and ends the others', async () => {
    const current = await t.sessionFor(2);
    const other = await t.sessionFor(2);
    const res = await change(current.accessToken, DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(apiMessage.passwordChanged);
    expect((await me(current.accessToken)).status).toBe(200);
    expect((await me(other.accessToken)).status).toBe(401);
    expect((await login('owner@demo.test', 'Changed-pass-1!')).status).toBe(200);
  });

  it(
    `allows ${onboardingLimits.settingsFailuresPerUser.limit} wrong current passwords, then answers 429 even for ` +
      `the right one`,
    async () => {
      const { accessToken } = await t.sessionFor(8);
      for (let i = 0; i < onboardingLimits.settingsFailuresPerUser.limit; i++) {
        expect((await change(accessToken, `Wrong-pass-${i}!`)).status).toBe(422);
      }
      expect((await change(accessToken, 'Wrong-pass-x!')).status).toBe(429);
      expect((await change(accessToken, DEMO_PASSWORD)).status).toBe(429);
    },
  );
});
