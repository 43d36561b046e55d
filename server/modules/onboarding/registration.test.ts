import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validation } from '@/src/contracts/messages';
import { apiMessage } from '@/src/contracts/api-messages';
import { companies, companyInvitations, referrals, visits } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';
import { applicant, countDataRows, freshIp, register } from '@/server/test-support/onboarding';
import { onboardingLimits } from './onboarding.limits';

const t = useTestContext();

const invitationOf = async (id: number) =>
  (await t.db.select().from(companyInvitations).where(eq(companyInvitations.id, id)))[0]!;

describe('POST /api/company-invitation/register', () => {
  it('keeps a pending invitation and answers the bot link and the invitation id', async () => {
    const who = applicant();
    const res = await register(t, { ...who, email: who.email.toUpperCase() }, freshIp());
    expect(res.status).toBe(200);
    const { botLink, userId } = res.body.data;
    expect(botLink).toMatch(new RegExp(`^https://t\\.me/${t.config.TELEGRAM_BOT_NAME}\\?start=[A-Za-z0-9_-]{16,64}$`));
    const row = await invitationOf(userId);
    expect(row).toMatchObject({
      email: who.email,
      telegram: who.telegram,
      status: 0,
      fingerprint: 'fp-default',
      clientId: 'ym-1',
      referralId: null,
    });
    // Only a hash of the start code is kept.
    expect(row.botStartHash).not.toContain(new URL(botLink).searchParams.get('start'));
  });

  it.each([
    ['an outlook address', { email: 'someone@outlook.com' }, 'email', validation.registrationEmailDomain],
    ['an iCloud address', { email: 'Someone@iCloud.com' }, 'email', validation.registrationEmailDomain],
    ['a malformed address', { email: 'someone@' }, 'email', validation.email],
    ['an address over 255 characters', { email: `${'a'.repeat(250)}@example.com` }, 'email', validation.maxLength(255)],
    ['a handle without @', { telegram: 'handle_name' }, 'telegram', validation.telegramHandle],
    ['a handle of 4 characters', { telegram: '@abcd' }, 'telegram', validation.telegramHandle],
    ['a handle of 33 characters', { telegram: `@${'a'.repeat(33)}` }, 'telegram', validation.telegramHandle],
    ['a handle with a dash', { telegram: '@bad-handle' }, 'telegram', validation.telegramHandle],
    ['the agreement not ticked', { agreement: false }, 'agreement', validation.required],
    ['a referral of 15 characters', { referral: 'a'.repeat(15) }, 'referral', validation.minLength(16)],
    ['a referral of 17 characters', { referral: 'a'.repeat(17) }, 'referral', validation.maxLength(16)],
  ])('refuses %s with 422 naming the field and writes nothing', async (_, fields, field, message) => {
    const before = await t.countRows();
    const res = await register(t, fields, freshIp());
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
    expect(await t.countRows()).toEqual(before);
  });

  it('refuses the e-mail of an existing user, whatever its case', async () => {
    const before = await countDataRows(t);
    const res = await register(t, { email: 'OWNER@demo.test' }, freshIp());
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [apiMessage.emailTaken] });
    expect(await countDataRows(t)).toEqual(before);
  });

  it('refuses a second request for an address with one pending, but not after a decline', async () => {
    const who = applicant();
    const first = await register(t, who, freshIp());
    expect(first.status).toBe(200);
    const before = await countDataRows(t);
    const again = await register(t, { ...who, telegram: '@another_handle' }, freshIp());
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ email: [apiMessage.emailTaken] });
    expect(await countDataRows(t)).toEqual(before);

    const admin = await t.sessionFor(5);
    const declined = await t.request('POST', `/api/company-invitation/${first.body.data.userId}/decline`, {
      token: admin.accessToken,
    });
    expect(declined.status).toBe(200);
    expect((await register(t, who, freshIp())).status).toBe(200);
  });

  it('lets only one of two simultaneous requests for one address through', async () => {
    const who = applicant();
    const answers = await Promise.all([register(t, who, freshIp()), register(t, who, freshIp())]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    const rows = await t.db.select().from(companyInvitations).where(eq(companyInvitations.email, who.email));
    expect(rows).toHaveLength(1);
  });

  it('records a third-party referral by its code', async () => {
    const superAdmin = await t.sessionFor(1);
    const made = await t.request('POST', '/api/company/referral', {
      token: superAdmin.accessToken,
      json: { name: 'Partner network', freeTransferAmount: '100', freeTransferCount: 3 },
    });
    expect(made.status).toBe(201);
    const res = await register(t, { referral: made.body.data.referral }, freshIp());
    expect(res.status).toBe(200);
    expect((await invitationOf(res.body.data.userId)).referralId).toBe(made.body.data.id);
  });

  it("records a company's own referral hash, making its referral row once", async () => {
    const [northwind] = await t.db.select().from(companies).where(eq(companies.name, 'Northwind Media'));
    const first = await register(t, { referral: northwind!.referralHash }, freshIp());
    const second = await register(t, { referral: northwind!.referralHash }, freshIp());
    expect([first.status, second.status]).toEqual([200, 200]);
    const rows = await t.db.select().from(referrals).where(eq(referrals.companyId, northwind!.id));
    expect(rows).toEqual([expect.objectContaining({ name: 'Northwind Media', referralHash: northwind!.referralHash })]);
    expect((await invitationOf(first.body.data.userId)).referralId).toBe(rows[0]!.id);
    expect((await invitationOf(second.body.data.userId)).referralId).toBe(rows[0]!.id);
  });

  it('registers without a referral when a 16-character code is unknown, or when it is empty', async () => {
    const unknown = await register(t, { referral: 'Zz0123456789abcd' }, freshIp());
    expect(unknown.status).toBe(200);
    expect((await invitationOf(unknown.body.data.userId)).referralId).toBeNull();
    const empty = await register(t, { referral: '' }, freshIp());
    expect(empty.status).toBe(200);
  });

  it(
    `answers 429 with Retry-After after ${onboardingLimits.registerPerIp.limit} requests from one address, not for ` +
      `others`,
    async () => {
      const ip = freshIp();
      const { limit } = onboardingLimits.registerPerIp;
      for (let i = 0; i < limit; i++) expect((await register(t, {}, ip)).status).toBe(200);
      const before = await countDataRows(t);
      const refused = await register(t, {}, ip);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.body.message).toMatch(/^Too many attempts/);
      expect(await countDataRows(t)).toEqual(before);
      expect((await register(t, {}, freshIp())).status).toBe(200);
    },
  );
});

describe('POST /api/visit', () => {
  const visit = (fingerprint: string, extra: Record<string, unknown> = {}) =>
    t.request('POST', '/api/visit', {
      json: { fingerprintData: { default: fingerprint, noScreen: 'ns', cross: 'cr' }, ...extra },
      ip: freshIp(),
    });

  it('records the first visit of a fingerprint with its UTM and browser, and only the first', async () => {
    const first = await visit('fp-visit-1', {
      utm: { source: 'google', campaign: 'spring' },
      browser: { name: 'Firefox', version: '140' },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ firstVisit: true });
    const again = await visit('fp-visit-1', { utm: { source: 'bing' } });
    expect(again.body.data).toEqual({ firstVisit: false });
    const rows = await t.db.select().from(visits).where(eq(visits.fingerprintHash, 'fp-visit-1'));
    expect(rows).toEqual([
      expect.objectContaining({
        utmSource: 'google',
        utmCampaign: 'spring',
        browserName: 'Firefox',
        browserVersion: '140',
      }),
    ]);
  });

  it('refuses a visit without a fingerprint', async () => {
    const res = await t.request('POST', '/api/visit', { json: { utm: { source: 'x' } } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain('fingerprintData');
  });
});
