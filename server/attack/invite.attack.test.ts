// Issue 17, defect 8: `user/invite` had no rate limit, so one owner session could create users and send
// invitation e-mails without end. Limited per inviter and per address; a refused invitation writes nothing.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '@/server/db/schema/index';
import { inviteLimits } from '@/server/modules/team/invite.limits';
import { addTeamCompany, tokenOf } from '@/server/modules/team/team.fixtures';
import { useTestContext } from '@/server/test-support/use-test-context';

const t = useTestContext();
beforeAll(async () => {}, 180_000);

let n = 0;
const address = () => `invite-attack-${++n}.${Date.now().toString(36)}@example.com`;
const invite = (token: string, email: string, ip: string) =>
  t.request('POST', '/api/user/invite', { token, json: { email, role: 4 }, ip });
const usersOf = async (companyId: number) =>
  (await t.db.select().from(users).where(eq(users.companyId, companyId))).length;
const invitesAudited = async (companyId: number) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.companyId, companyId))).filter(
    (row) => row.action === 'user.invite',
  ).length;

/** A fresh company whose owner has invited nobody yet. */
async function freshOwner() {
  const co = await addTeamCompany(t);
  return { companyId: co.company.id, token: await tokenOf(t, co.owner.id), taken: co.buyerA };
}

describe('POST user/invite is rate limited', () => {
  it('51 invitations in a row: the 51st is refused with 429 and Retry-After, and writes nothing', async () => {
    const owner = await freshOwner();
    const before = await usersOf(owner.companyId);
    const mailsBefore = t.smtp.messages.length;
    const statuses: number[] = [];
    for (let i = 0; i < inviteLimits.perUser.limit; i++) {
      statuses.push((await invite(owner.token, address(), `198.51.110.${(i % 200) + 1}`)).status);
    }
    expect(statuses.every((s) => s === 201)).toBe(true);
    const excessEmail = address();
    const excess = await invite(owner.token, excessEmail, '198.51.111.1');
    expect(excess.status).toBe(429);
    expect(excess.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(await usersOf(owner.companyId)).toBe(before + inviteLimits.perUser.limit);
    expect(await invitesAudited(owner.companyId)).toBe(inviteLimits.perUser.limit);
    expect((await t.db.select().from(users).where(eq(users.email, excessEmail))).length).toBe(0);
    await t.smtp.waitFor(() => t.smtp.messages.length >= mailsBefore + inviteLimits.perUser.limit);
    expect(t.smtp.messages.some((m) => m.to.includes(excessEmail))).toBe(false);
  });

  it('60 invitations at once: exactly the limit is created, the rest are 429, none is a 500', async () => {
    const owner = await freshOwner();
    const before = await usersOf(owner.companyId);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => invite(owner.token, address(), `198.51.112.${i + 1}`)),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(inviteLimits.perUser.limit);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(60 - inviteLimits.perUser.limit);
    expect(await usersOf(owner.companyId)).toBe(before + inviteLimits.perUser.limit);
  });

  it('counts per address across owners: a third owner on the same address is refused, elsewhere not', async () => {
    const ip = '203.0.113.150';
    const perOwner = inviteLimits.perIp.limit / 2;
    // Two owners spend the address's allowance with addresses already taken (422, nothing sent).
    for (const owner of [await freshOwner(), await freshOwner()]) {
      for (let i = 0; i < perOwner; i++) expect((await invite(owner.token, owner.taken.email, ip)).status).toBe(422);
    }
    const third = await freshOwner();
    const before = await usersOf(third.companyId);
    const refused = await invite(third.token, address(), ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(await usersOf(third.companyId)).toBe(before);
    expect((await invite(third.token, address(), '203.0.113.151')).status).toBe(201);
  });
});
