import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '@/src/contracts/messages';
import { apiMessage } from '@/src/contracts/api-messages';
import { companyInvitation, CONFIRM_USER_TTL_HOURS } from '@/src/contracts/onboarding';
import { accounts, companies, companyInvitations, payments, users } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';
import { applicant, approvedOwner, countDataRows, later, linkToken, register } from '@/server/test-support/onboarding';

const t = useTestContext({ env: { PUBLIC_URL: 'https://portal.example.test' }, tokens: { staff: 6 } });

const decide = (id: number, action: 'approve' | 'decline' | 'send-email', token = t.tokens.staff) =>
  t.request('POST', `/api/company-invitation/${id}/${action}`, { token });
const confirm = (token: string, password = 'Strong-pass-1!', passwordConfirmation = password) =>
  t.request('POST', '/api/auth/confirm-user', { json: { token, password, passwordConfirmation } });

describe('approval', () => {
  it('creates the company, its owner and four transit accounts, and e-mails a /confirm-user/ link', async () => {
    const before = await countDataRows(t);
    const owner = await approvedOwner(t, t.tokens.staff);

    const [company] = await t.db.select().from(companies).where(eq(companies.id, owner.companyId));
    expect(company).toMatchObject({ name: owner.email, registrationReferralId: null });
    expect(company!.referralHash).toHaveLength(16);
    const [user] = await t.db.select().from(users).where(eq(users.email, owner.email));
    expect(user).toMatchObject({
      role: 2,
      status: 2,
      companyId: owner.companyId,
      passwordHash: null,
      isProfileFilled: false,
    });
    const transit = await t.db.select().from(accounts).where(eq(accounts.companyId, owner.companyId));
    expect(transit.map((a) => [a.type, a.currency, a.balance, a.hold]).sort()).toEqual(
      ['EUR', 'USD', 'USDC', 'USDT'].map((currency) => [0, currency, 0n, 0n]),
    );
    const [invitation] = await t.db.select().from(companyInvitations).where(eq(companyInvitations.id, owner.id));
    expect(invitation).toMatchObject({ status: 1, companyId: owner.companyId, decidedBy: (await t.userOf(6)).id });

    const after = await countDataRows(t);
    expect(after.companies).toBe(before.companies! + 1);
    expect(after.users).toBe(before.users! + 1);
    expect(after.accounts).toBe(before.accounts! + 4);

    expect(owner.mail.subject).toContain(PRODUCT_NAME);
    expect(owner.mail.text).toContain(`https://portal.example.test/confirm-user/${owner.token}`);
    expect(owner.mail.text).toContain(`${CONFIRM_USER_TTL_HOURS} hours`);
    expect(owner.mail.raw).toMatch(/text\/html/);
    expect(owner.mail.raw).not.toMatch(/<img/i);
  });

  it('lets the owner set a password with the link, signed in as role 2', async () => {
    const owner = await approvedOwner(t, t.tokens.staff);
    const weak = await confirm(owner.token, 'weakpass', 'weakpass');
    expect(weak.status).toBe(422);
    expect(Object.keys(weak.body.errors)).toEqual(['password']);
    const mismatch = await confirm(owner.token, 'Strong-pass-1!', 'Strong-pass-2!');
    expect(mismatch.body.errors).toEqual({ passwordConfirmation: ['The value must be equal to the password value'] });

    const res = await confirm(owner.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ tokenType: 'Bearer', accessToken: expect.any(String) });
    const me = await t.request('GET', '/api/user/me', { token: res.body.data.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: owner.email, roles: [{ id: 2 }], isProfileFilled: false });
    const login = await t.request('POST', '/api/auth/login', {
      json: { email: owner.email, password: 'Strong-pass-1!' },
    });
    expect(login.status).toBe(200);

    const reused = await confirm(owner.token, 'Other-pass-1!');
    expect(reused.status).toBe(410);
    expect(reused.body.message).toBe(apiMessage.linkUsed);
  });

  it('refuses an expired link and an unknown one with 410 and a clear message', async () => {
    const owner = await approvedOwner(t, t.tokens.staff);
    const expired = await later(t, (CONFIRM_USER_TTL_HOURS * 3600 + 60) * 1000, () => confirm(owner.token));
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(apiMessage.linkExpired);
    const unknown = await confirm('A'.repeat(43));
    expect(unknown.status).toBe(410);
    expect(unknown.body.message).toBe(apiMessage.linkInvalid);
    const check = await t.request('GET', `/api/auth/one-time-link/${owner.token}?purpose=confirm-user`);
    expect(check.status).toBe(200);
    expect(check.body.data.email).toBe(owner.email);
    // A confirmation link is not a reset link.
    expect((await t.request('GET', `/api/auth/one-time-link/${owner.token}?purpose=password-reset`)).status).toBe(410);
  });

  it('sends the e-mail again with a new link and voids the old one; not once a password is set', async () => {
    const owner = await approvedOwner(t, t.tokens.staff);
    const again = await decide(owner.id, 'send-email');
    expect(again.status).toBe(200);
    expect(again.body.data.message).toBe(apiMessage.confirmationSent);
    const mails = t.smtp.messages.filter((m) => m.to.includes(owner.email));
    expect(mails).toHaveLength(2);
    const fresh = linkToken(mails[1]!, 'confirm-user');
    expect(fresh).not.toBe(owner.token);
    expect((await confirm(owner.token)).status).toBe(410);
    expect((await confirm(fresh)).status).toBe(200);
    const late = await decide(owner.id, 'send-email');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(apiMessage.ownerHasPassword);
  });

  it('answers 409 for a decided invitation and 404 for an unknown one', async () => {
    const owner = await approvedOwner(t, t.tokens.staff);
    for (const action of ['approve', 'decline'] as const) {
      const res = await decide(owner.id, action);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(apiMessage.invitationDecided);
    }
    expect((await decide(999_999, 'approve')).status).toBe(404);
  });

  it('leaves nothing half-created when the e-mail was taken by a user made meanwhile', async () => {
    const who = applicant();
    const { body } = await register(t, who);
    await t.db.insert(users).values({ email: who.email, role: 4, status: 2 });
    const before = await t.countRows();
    const res = await decide(body.data.userId, 'approve');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(apiMessage.emailTaken);
    expect(await t.countRows()).toEqual(before);
    const [invitation] = await t.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.id, body.data.userId));
    expect(invitation).toMatchObject({ status: 0, companyId: null, decidedAt: null });
  });

  it('approves an invitation only once when two staff approve at the same moment', async () => {
    const { body } = await register(t, applicant());
    const other = (await t.sessionFor(1)).accessToken;
    const answers = await Promise.all([
      decide(body.data.userId, 'approve'),
      decide(body.data.userId, 'approve', other),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('decline', () => {
  it('declines and e-mails a polite refusal without any link', async () => {
    const who = applicant();
    const { body } = await register(t, who);
    const before = await countDataRows(t);
    const res = await decide(body.data.userId, 'decline');
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(apiMessage.registrationDeclined);
    const mail = await t.smtp.waitFor((m) => m.to.includes(who.email));
    expect(mail.text).toMatch(/unable to open an account/);
    expect(mail.text).not.toMatch(/https?:\/\//);
    const after = await countDataRows(t);
    expect([after.companies, after.users]).toEqual([before.companies, before.users]);
  });
});

describe('the Confirmation of registration list and badge', () => {
  it('lists with the spec fields, filters by status, search and days, and counts pending ones', async () => {
    const who = applicant('listed');
    const { body } = await register(t, who);
    const count = await t.request('GET', '/api/new-client-request-count?currentPage=1', { token: t.tokens.staff });
    // The seed leaves a pending top-up and a pending withdrawal for the transfer-funds badge.
    const pendingMoney = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.status, 1), inArray(payments.type, ['top_up', 'withdrawal'])));
    expect(pendingMoney.length).toBeGreaterThan(0);
    expect(count.body.data.newNotificationCountList).toEqual({
      transferFunds: pendingMoney.length,
      // New at-risk companies since this user last opened the analytics page (server/modules/analytics).
      analytics: expect.any(Number),
      confirmationRegistration: (await t.db.select().from(companyInvitations).where(eq(companyInvitations.status, 0)))
        .length,
    });

    const onAnalytics = await t.request('GET', '/api/new-client-request-count?currentPage=analytics', {
      token: t.tokens.staff,
    });
    expect(onAnalytics.body.data.newNotificationCountList.analytics).toBe(0);

    const list = (query: string) => t.request('GET', `/api/company-invitation?${query}`, { token: t.tokens.staff });
    const found = await list(`search=${encodeURIComponent(who.email.slice(0, 12))}&status=pending`);
    expect(found.status).toBe(200);
    expect(found.body.data.meta).toMatchObject({ page: 1, totalCount: 1, pagesCount: 1 });
    const [record] = found.body.data.records;
    expect(companyInvitation.parse(record)).toMatchObject({
      id: body.data.userId,
      email: who.email,
      telegram: who.telegram,
      status: { key: 'pending', value: 0, description: 'Pending' },
      referralHash: null,
      telegramLinked: false,
      awaitingPassword: false,
    });
    expect(
      (await list(`search=${encodeURIComponent(who.email.slice(0, 12))}&status=approved`)).body.data.records,
    ).toEqual([]);
    // A literal % is searched for, not a wildcard.
    expect((await list('search=%25')).body.data.meta.totalCount).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    const byDay = await t.request('GET', `/api/company-invitation?from=${today}&to=${today}&perPage=200`, {
      token: t.tokens.staff,
      headers: { timezone: 'UTC+00:00' },
    });
    expect(byDay.body.data.records.map((r: { id: number }) => r.id)).toContain(body.data.userId);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const none = await t.request('GET', `/api/company-invitation?from=${tomorrow}`, {
      token: t.tokens.staff,
      headers: { timezone: 'UTC+00:00' },
    });
    expect(none.body.data.records).toEqual([]);
    expect((await list('from=2025-02-30')).status).toBe(422);
  });

  it('is refused to clients and to roles 7 and 8', async () => {
    for (const role of [2, 3, 4, 7, 8] as const) {
      const token = (await t.sessionFor(role)).accessToken;
      expect((await t.request('GET', '/api/company-invitation', { token })).status).toBe(403);
    }
  });
});
