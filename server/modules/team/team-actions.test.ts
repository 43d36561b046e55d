import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { auditLog, users } from '@/server/db/schema/index';
import { DEMO_PASSWORD } from '@/server/seed/demo-users';
import { useTestContext } from '@/server/test-support/use-test-context';
import { hashPassword } from '@/server/modules/auth/passwords';
import { addTeamCompany, addUser, tokenOf } from './team.fixtures';

const t = useTestContext();
let co: Awaited<ReturnType<typeof addTeamCompany>>;
let owner: string;
let passwordHash: string;
beforeAll(async () => {
  co = await addTeamCompany(t);
  owner = await tokenOf(t, co.owner.id);
  passwordHash = await hashPassword(DEMO_PASSWORD);
});

const post = (token: string, path: string, json?: unknown) => t.request('POST', `/api${path}`, { token, json });
const me = (token: string) => t.request('GET', '/api/user/me', { token });
const statusOf = async (id: number) =>
  (await t.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]!.status;
const auditOf = (id: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, id), eq(auditLog.action, action)));
const login = (email: string) => t.request('POST', '/api/auth/login', { json: { email, password: DEMO_PASSWORD } });

describe('block, unblock, reset sessions (owner and team lead)', () => {
  it('ends a blocked user’s session on their next request; unblocking lets them sign in again', async () => {
    const buyer = await addUser(t, { companyId: co.company.id, role: 4, passwordHash });
    const token = await tokenOf(t, buyer.id);
    expect((await me(token)).status).toBe(200);

    const blocked = await post(owner, `/user/${buyer.id}/block`);
    expect(blocked.status).toBe(200);
    expect(blocked.body.data).toEqual({ message: apiMessage.userPaused });
    expect((await me(token)).status).toBe(401);
    expect((await login(buyer.email)).status).toBe(401);
    expect(await statusOf(buyer.id)).toBe(1);
    const [entry] = await auditOf(buyer.id, 'user.block');
    expect(entry).toMatchObject({
      actorId: co.owner.id,
      companyId: co.company.id,
      before: { status: 2 },
      after: { status: 1 },
    });

    const unblocked = await post(owner, `/user/${buyer.id}/unblock`);
    expect(unblocked.body.data).toEqual({ message: apiMessage.userActivated });
    // The old session stays ended; signing in works again.
    expect((await me(token)).status).toBe(401);
    expect((await login(buyer.email)).status).toBe(200);
    expect(await auditOf(buyer.id, 'user.unblock')).toHaveLength(1);
  });

  it('resets a user’s sessions without changing their status', async () => {
    const buyer = await addUser(t, { companyId: co.company.id, role: 4 });
    const token = await tokenOf(t, buyer.id);
    const res = await post(owner, `/user/${buyer.id}/reset-session`);
    expect(res.body.data).toEqual({ message: apiMessage.userSessionsReset });
    expect((await me(token)).status).toBe(401);
    expect(await statusOf(buyer.id)).toBe(2);
    expect(await auditOf(buyer.id, 'user.resetSession')).toHaveLength(1);
  });

  it('lets a team lead act on their own team only', async () => {
    const lead = await tokenOf(t, co.leadA.id);
    const member = await addUser(t, { companyId: co.company.id, role: 4, teamLeadId: co.leadA.id });
    expect((await post(lead, `/user/${member.id}/block`)).status).toBe(200);
    expect((await post(lead, `/user/${member.id}/unblock`)).status).toBe(200);
    expect((await post(lead, `/user/${co.buyerB.id}/block`)).status).toBe(404);
    expect(await statusOf(co.buyerB.id)).toBe(2);
  });

  it('refuses the caller themself and the owner (422), and unblocking anyone not paused', async () => {
    const lead = await tokenOf(t, co.leadA.id);
    for (const action of ['block', 'unblock', 'reset-session']) {
      const self = await post(owner, `/user/${co.owner.id}/${action}`);
      expect(self.status).toBe(422);
      expect(self.body.message).toBe(apiMessage.notOnYourself);
    }
    expect((await post(lead, `/user/${co.leadA.id}/block`)).status).toBe(422);
    const onOwner = await post(await tokenOf(t, co.leadA.id), `/user/${co.owner.id}/block`);
    // The owner is out of a team lead's reach altogether.
    expect(onOwner.status).toBe(404);
    const active = await post(owner, `/user/${co.loner.id}/unblock`);
    expect(active.status).toBe(422);
    expect(active.body.message).toBe(apiMessage.userNotPaused);
  });

  it('keeps a closed user closed: no block, no unblock', async () => {
    const closed = await addUser(t, { companyId: co.company.id, role: 4, status: 0 });
    expect((await post(owner, `/user/${closed.id}/block`)).body.message).toBe(apiMessage.userIsClosed);
    expect((await post(owner, `/user/${closed.id}/unblock`)).body.message).toBe(apiMessage.userNotPaused);
    expect(await statusOf(closed.id)).toBe(0);
  });
});

describe('DELETE user/{id}', () => {
  it('closes the user, ends their sessions and leaves a team lead’s members without a team', async () => {
    const lead = await addUser(t, { companyId: co.company.id, role: 3, teamName: 'Doomed', passwordHash });
    const member = await addUser(t, { companyId: co.company.id, role: 4, teamLeadId: lead.id, teamName: 'Doomed' });
    const token = await tokenOf(t, lead.id);
    const res = await t.request('DELETE', `/api/user/${lead.id}`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ message: apiMessage.userClosed });
    expect(await statusOf(lead.id)).toBe(0);
    expect((await me(token)).status).toBe(401);
    const [moved] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(moved).toMatchObject({ teamLeadId: null, teamName: null, status: 2 });
    const [entry] = await auditOf(lead.id, 'user.delete');
    expect(entry).toMatchObject({ companyId: co.company.id, after: { status: 0, detachedMemberIds: [member.id] } });
    // Closing twice is refused.
    expect((await t.request('DELETE', `/api/user/${lead.id}`, { token: owner })).body.message).toBe(
      apiMessage.userIsClosed,
    );
  });

  it('refuses deleting oneself (422) and is the owner’s only', async () => {
    const self = await t.request('DELETE', `/api/user/${co.owner.id}`, { token: owner });
    expect(self.status).toBe(422);
    expect(self.body.message).toBe(apiMessage.notOnYourself);
    const lead = await tokenOf(t, co.leadA.id);
    expect((await t.request('DELETE', `/api/user/${co.buyerA.id}`, { token: lead })).status).toBe(403);
    expect(await statusOf(co.owner.id)).toBe(2);
  });
});

describe('backoffice user block, unblock, reset-session', () => {
  it('lets roles 1 and 6 act on a client user, audited against the user’s company', async () => {
    const staff = (await t.sessionFor(6)).accessToken;
    const buyer = await addUser(t, { companyId: co.company.id, role: 4 });
    const token = await tokenOf(t, buyer.id);
    expect((await post(staff, '/backoffice/user/block', { userId: buyer.id })).body.data).toEqual({
      message: apiMessage.userPaused,
    });
    expect((await me(token)).status).toBe(401);
    expect((await post(staff, '/backoffice/user/unblock', { userId: buyer.id })).status).toBe(200);
    expect((await post(staff, '/backoffice/user/reset-session', { userId: buyer.id })).status).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, buyer.id)));
    expect(entries.map((e) => e.action).sort()).toEqual(['user.block', 'user.resetSession', 'user.unblock']);
    expect(entries.every((e) => e.companyId === co.company.id && e.actorRole === 6)).toBe(true);
    // Staff may pause an owner too (the company page's team).
    expect((await post(staff, '/backoffice/user/block', { userId: co.owner.id })).status).toBe(200);
    expect((await post(staff, '/backoffice/user/unblock', { userId: co.owner.id })).status).toBe(200);
  });

  it('answers 404 for a staff user or an unknown id, and 403 to roles without company.editTeam', async () => {
    const staff = (await t.sessionFor(1)).accessToken;
    const admin = await t.userOf(5);
    expect((await post(staff, '/backoffice/user/block', { userId: admin.id })).status).toBe(404);
    expect((await post(staff, '/backoffice/user/block', { userId: 999999 })).status).toBe(404);
    expect(
      (await post((await t.sessionFor(5)).accessToken, '/backoffice/user/block', { userId: co.loner.id })).status,
    ).toBe(403);
  });
});
