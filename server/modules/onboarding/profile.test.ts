import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validation } from '@/src/contracts/messages';
import { apiMessage } from '@/src/contracts/api-messages';
import { users } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';
import { approvedOwner } from '@/server/test-support/onboarding';

const t = useTestContext();

const patch = (token: string, json: unknown) => t.request('PATCH', '/api/user/profile', { token, json });
const me = async (token: string) => (await t.request('GET', '/api/user/me', { token })).body.data;

/** Asks for a confirmation code and reads it from the e-mail that arrives. */
async function secretCode(token: string, email: string) {
  const sent = t.smtp.messages.length;
  expect((await t.request('POST', '/api/auth/generate-secret-code', { token })).status).toBe(200);
  const mail = await t.smtp.waitFor((m) => t.smtp.messages.indexOf(m) >= sent && m.to.includes(email));
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

describe('PATCH /api/user/profile', () => {
  it('changes names and timezone and answers the server message', async () => {
    const { accessToken } = await t.sessionFor(3);
    const res = await patch(accessToken, { firstName: '  Priya ', lastName: 'Raman-Iyer', timezone: 'UTC+05:30' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ message: apiMessage.settingsSaved });
    expect(await me(accessToken)).toMatchObject({ firstName: 'Priya', lastName: 'Raman-Iyer', timezone: 'UTC+05:30' });
    expect((await patch(accessToken, { timezone: 'Auto' })).status).toBe(200);
    expect((await me(accessToken)).timezone).toBe('Auto');
  });

  it('refuses a timezone off the list, blank names and unknown fields', async () => {
    const { accessToken } = await t.sessionFor(3);
    const res = await patch(accessToken, { timezone: 'UTC+05:00x', firstName: '   ', role: 1 });
    expect(res.status).toBe(422);
    expect(res.body.errors.timezone).toEqual([validation.notValid]);
    expect(res.body.errors.firstName).toEqual([validation.required]);
    expect(Object.keys(res.body.errors)).toContain('body');
  });

  it('switches two-factor sign-in only with a fresh e-mailed code', async () => {
    const { accessToken } = await t.sessionFor(4);
    const missing = await patch(accessToken, { twoFA: true });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ code: [apiMessage.codeRequired] });
    const wrong = await patch(accessToken, { twoFA: true, code: '000000' });
    expect(wrong.body.errors).toEqual({ code: [apiMessage.codeInvalid] });
    expect((await me(accessToken)).twoFA).toBe(false);

    const code = await secretCode(accessToken, 'buyer@demo.test');
    expect((await patch(accessToken, { twoFA: true, code })).status).toBe(200);
    expect((await me(accessToken)).twoFA).toBe(true);
    // The code worked once; setting the same value again needs none.
    expect((await patch(accessToken, { twoFA: false, code })).status).toBe(422);
    expect((await patch(accessToken, { twoFA: true })).status).toBe(200);
    const off = await secretCode(accessToken, 'buyer@demo.test');
    expect((await patch(accessToken, { twoFA: false, code: off })).status).toBe(200);
    expect((await me(accessToken)).twoFA).toBe(false);
  });

  it('is for clients only', async () => {
    for (const role of [1, 5, 6, 7, 8] as const) {
      expect((await patch((await t.sessionFor(role)).accessToken, { firstName: 'X' })).status).toBe(403);
    }
  });
});

describe('POST /api/user/fill-profile', () => {
  it('lets a new owner fill the profile once', async () => {
    const staff = (await t.sessionFor(1)).accessToken;
    const owner = await approvedOwner(t, staff);
    const confirmed = await t.request('POST', '/api/auth/confirm-user', {
      json: { token: owner.token, password: 'Strong-pass-1!', passwordConfirmation: 'Strong-pass-1!' },
    });
    const token = confirmed.body.data.accessToken as string;
    expect((await me(token)).isProfileFilled).toBe(false);

    const badPhone = await t.request('POST', '/api/user/fill-profile', {
      token,
      json: { firstName: 'Ada', lastName: 'Byron', phone: '12345' },
    });
    expect(badPhone.status).toBe(422);
    expect(badPhone.body.errors).toEqual({ phone: [validation.notValid] });

    const res = await t.request('POST', '/api/user/fill-profile', {
      token,
      json: { firstName: 'Ada', lastName: 'Byron', phone: '+447700900123' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ message: apiMessage.profileFilled });
    expect(await me(token)).toMatchObject({
      isProfileFilled: true,
      firstName: 'Ada',
      lastName: 'Byron',
      phone: '+447700900123',
    });

    const again = await t.request('POST', '/api/user/fill-profile', {
      token,
      json: { firstName: 'Eve', lastName: 'X' },
    });
    expect(again.status).toBe(409);
    const [row] = await t.db.select().from(users).where(eq(users.email, owner.email));
    expect(row!.firstName).toBe('Ada');
  });

  it('is for owners only', async () => {
    for (const role of [3, 4, 1] as const) {
      const token = (await t.sessionFor(role)).accessToken;
      expect(
        (await t.request('POST', '/api/user/fill-profile', { token, json: { firstName: 'A', lastName: 'B' } })).status,
      ).toBe(403);
    }
  });
});
