import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { CONFIRM_USER_TTL_HOURS } from '@/src/contracts/onboarding';
import { auditLog, users } from '@/server/db/schema/index';
import type { Mailer } from '@/server/providers/mail/mailer';
import { useTestContext } from '@/server/test-support/use-test-context';
import { linkToken } from '@/server/test-support/onboarding';
import { addTeamCompany, tokenOf } from './team.fixtures';

const t = useTestContext({ env: { PUBLIC_URL: 'https://portal.example.test' } });
let co: Awaited<ReturnType<typeof addTeamCompany>>;
let other: Awaited<ReturnType<typeof addTeamCompany>>;
let owner: string;
beforeAll(async () => {
  co = await addTeamCompany(t);
  other = await addTeamCompany(t);
  owner = await tokenOf(t, co.owner.id);
});

let n = 0;
const address = () => `invitee${++n}.${Date.now().toString(36)}@example.com`;
const invite = (json: Record<string, unknown>, token = owner) => t.request('POST', '/api/user/invite', { token, json });
const password = 'Strong-pass-1!';
const userByEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

/** Runs `body` with a mailer that refuses every message. */
async function withBrokenMailer<T>(body: () => Promise<T>): Promise<T> {
  const real = t.deps.mailer;
  const broken: Mailer = {
    kind: 'smtp',
    send: () => Promise.reject(new Error('SMTP down')),
    close: () => Promise.resolve(),
  };
  t.deps.mailer = broken;
  try {
    return await body();
  } finally {
    t.deps.mailer = real;
  }
}

describe('POST user/invite', () => {
  it('creates the invitee, e-mails a confirm-user link that sets a password the invitee signs in with', async () => {
    const email = address();
    const res = await invite({ email: email.toUpperCase(), role: 4, teamLeadId: co.leadA.id });
    expect(res.status).toBe(201);
    const user = await userByEmail(email);
    expect(res.body.data).toEqual({ id: user!.id, email });
    expect(user).toMatchObject({
      role: 4,
      status: 2,
      passwordHash: null,
      companyId: co.company.id,
      teamLeadId: co.leadA.id,
      teamName: 'Alpha',
    });

    const mail = await t.smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toContain(co.company.name);
    expect(mail.text).toContain(`${CONFIRM_USER_TTL_HOURS} hours`);
    const token = linkToken(mail, 'confirm-user');
    expect(mail.text).toContain(`https://portal.example.test/confirm-user/${token}`);

    // Listed as invited until they set a password.
    const list = await t.request('GET', `/api/page/team/user-list?search=${encodeURIComponent(email)}`, {
      token: owner,
    });
    expect(list.body.data.data[0]).toMatchObject({ id: user!.id, isInvitePending: true, teamLabel: 'Alpha' });

    const confirmed = await t.request('POST', '/api/auth/confirm-user', {
      json: { token, password, passwordConfirmation: password },
    });
    expect(confirmed.status).toBe(200);
    const login = await t.request('POST', '/api/auth/login', { json: { email, password } });
    expect(login.status).toBe(200);
    const me = await t.request('GET', '/api/user/me', { token: login.body.data.accessToken });
    expect(me.body.data).toMatchObject({ email, teamLead: { id: co.leadA.id } });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.invite'), eq(auditLog.entityId, user!.id)));
    expect(entry).toMatchObject({
      actorId: co.owner.id,
      companyId: co.company.id,
      after: { email, role: 4, teamLeadId: co.leadA.id },
    });
  });

  it('invites a team lead with a team name', async () => {
    const email = address();
    expect((await invite({ email, role: 3, teamName: 'Nova' })).status).toBe(201);
    expect(await userByEmail(email)).toMatchObject({ role: 3, teamLeadId: null, teamName: 'Nova' });
  });

  it(
    'refuses a registered e-mail, role 2, and a team lead that is not an active lead of the company, creating ' +
      'nobody',
    async () => {
      const before = (await t.db.select({ id: users.id }).from(users)).length;
      const taken = await invite({ email: co.buyerA.email, role: 4 });
      expect(taken.status).toBe(422);
      expect(taken.body.errors).toEqual({ email: [apiMessage.emailTaken] });
      const owner2 = await invite({ email: address(), role: 2 });
      expect(owner2.status).toBe(422);
      expect(Object.keys(owner2.body.errors)).toEqual(['role']);
      const foreignLead = await invite({ email: address(), role: 4, teamLeadId: other.leadA.id });
      expect(foreignLead.body.errors).toEqual({ teamLeadId: [apiMessage.teamLeadInvalid] });
      const notALead = await invite({ email: address(), role: 4, teamLeadId: co.buyerA.id });
      expect(notALead.body.errors).toEqual({ teamLeadId: [apiMessage.teamLeadInvalid] });
      const leadWithLead = await invite({ email: address(), role: 3, teamLeadId: co.leadA.id });
      expect(leadWithLead.body.errors).toEqual({ teamLeadId: [apiMessage.teamLeadOnlyForBuyer] });
      expect((await t.db.select({ id: users.id }).from(users)).length).toBe(before);
    },
  );

  it('is the owner’s only', async () => {
    expect((await invite({ email: address(), role: 4 }, await tokenOf(t, co.leadA.id))).status).toBe(403);
  });

  it('answers 502 when the e-mail fails, keeps the invitee; inviting again sends a new link that works', async () => {
    const email = address();
    const failed = await withBrokenMailer(() => invite({ email, role: 4 }));
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe(apiMessage.inviteMailFailed);
    const user = await userByEmail(email);
    expect(user).toMatchObject({ passwordHash: null, teamLeadId: null });

    const again = await invite({ email, role: 4, teamLeadId: co.leadB.id });
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(user!.id);
    expect(await userByEmail(email)).toMatchObject({ teamLeadId: co.leadB.id });
    const token = linkToken(await t.smtp.waitFor((m) => m.to.includes(email)), 'confirm-user');
    expect(
      (await t.request('POST', '/api/auth/confirm-user', { json: { token, password, passwordConfirmation: password } }))
        .status,
    ).toBe(200);
    // Once the password is set the address is taken for good.
    expect((await invite({ email, role: 4 })).body.errors).toEqual({ email: [apiMessage.emailTaken] });
  });

  it('voids the first link when the invite is sent again', async () => {
    const email = address();
    await invite({ email, role: 4 });
    const first = linkToken(await t.smtp.waitFor((m) => m.to.includes(email)), 'confirm-user');
    await invite({ email, role: 4 });
    await t.smtp.waitFor((m) => m.to.includes(email) && !m.text.includes(first));
    const res = await t.request('POST', '/api/auth/confirm-user', {
      json: { token: first, password, passwordConfirmation: password },
    });
    expect(res.status).toBe(410);
  });

  it('does not re-invite a pending invitee of another company', async () => {
    const email = address();
    await invite({ email, role: 4 }, await tokenOf(t, other.owner.id));
    expect((await invite({ email, role: 4 })).body.errors).toEqual({ email: [apiMessage.emailTaken] });
  });
});
