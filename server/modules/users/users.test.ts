import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE_IDS, ROLE_LABEL, isClientRole } from '@/src/contracts/access';
import { apiMessage } from '@/src/contracts/api-messages';
import { NO_NAME, currentUser } from '@/src/contracts/users';
import { auditLog, companies, users } from '@/server/db/schema/index';
import { DEMO_PASSWORD, DEMO_USERS } from '@/server/seed/demo-users';
import { useTestContext } from '@/server/test-support/use-test-context';
import { addTeamCompany, addUser, tokenOf } from '@/server/modules/team/team.fixtures';

const t = useTestContext();

const me = (token: string) => t.request('GET', '/api/user/me', { token });
const contractKeys = Object.keys(currentUser.shape).sort();

describe('GET /api/user/me', () => {
  it.each(ROLE_IDS)('answers every field of the contract for role %i', async (role) => {
    const { accessToken } = await t.sessionFor(role);
    const res = await me(accessToken);
    expect(res.status).toBe(200);
    // Every key present (none left out as undefined), and each value of the contract's type.
    expect(Object.keys(res.body.data).sort()).toEqual(contractKeys);
    const user = currentUser.parse(res.body.data);

    const demo = DEMO_USERS.find((u) => u.role === role)!;
    expect(user.email).toBe(demo.email);
    expect(user.firstName).toBe(demo.firstName);
    expect(user.roles).toEqual([
      { id: role, role: { key: ROLE_LABEL[role].key, value: role, description: ROLE_LABEL[role].description } },
    ]);
    expect(user.status).toMatchObject({ key: 'active', value: 2 });
    expect(Number.isNaN(Date.parse(user.createdAt.date))).toBe(false);
    if (isClientRole(role)) expect(user.company.name).toBe('Northwind Media');
    else expect(user.company.name).toBe(NO_NAME);
    expect(user.ymUserId).toBe(role === 2 ? String(user.id) : null);
  });

  it('gives role 2 see_balance, top_up and transfer_funds implicitly, beside its stored permissions', async () => {
    const { accessToken } = await t.sessionFor(2);
    const owner = await t.userOf(2);
    const [stored] = await t.db.select({ permissions: users.permissions }).from(users).where(eq(users.id, owner.id));
    expect(stored!.permissions).not.toContain('see_balance');

    const { permissions } = (await me(accessToken)).body.data;
    expect(permissions).toEqual(expect.arrayContaining(['see_balance', 'top_up', 'transfer_funds']));
    expect(permissions).toEqual(expect.arrayContaining(stored!.permissions));
  });

  it('gives no implicit permissions to other roles', async () => {
    const { accessToken } = await t.sessionFor(4);
    expect((await me(accessToken)).body.data.permissions).toEqual([]);
  });

  it('shows the team lead of a buyer', async () => {
    const { accessToken } = await t.sessionFor(4);
    const lead = await t.userOf(3);
    expect((await me(accessToken)).body.data.teamLead).toMatchObject({ id: lead.id, email: lead.email });
  });
});

describe('live checks on every request', () => {
  it('refuses the next request of a user whose company is blocked, and sign-in too', async () => {
    const { accessToken } = await t.sessionFor(3);
    expect((await me(accessToken)).status).toBe(200);
    const northwind = eq(companies.name, 'Northwind Media');
    await t.db.update(companies).set({ isBlocked: true }).where(northwind);
    try {
      const res = await me(accessToken);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(apiMessage.companyBlocked);
      // Staff have no company and are not affected.
      expect((await me((await t.sessionFor(1)).accessToken)).status).toBe(200);
    } finally {
      await t.db.update(companies).set({ isBlocked: false }).where(northwind);
    }
    expect((await me(accessToken)).status).toBe(200);
  });

  it('refuses the next request of a paused user, and their refresh and sign-in', async () => {
    const { accessToken, refreshToken } = await t.sessionFor(4);
    const buyer = await t.userOf(4);
    await t.db.update(users).set({ status: 1 }).where(eq(users.id, buyer.id));
    try {
      const res = await me(accessToken);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(apiMessage.userBlocked);
      const refreshed = await t.request('POST', '/api/auth/refresh', { json: { refreshToken } });
      expect(refreshed.status).toBe(401);
      expect(refreshed.body.message).toBe(apiMessage.userBlocked);
      const login = await t.request('POST', '/api/auth/login', {
        json: { email: buyer.email, password: DEMO_PASSWORD },
      });
      expect(login.status).toBe(401);
      expect(login.body.message).toBe(apiMessage.userBlocked);
    } finally {
      await t.db.update(users).set({ status: 2 }).where(eq(users.id, buyer.id));
    }
  });
});

describe('PATCH /api/user/{id}: field rights and team rules', () => {
  const patch = (token: string, id: number, json: unknown) => t.request('PATCH', `/api/user/${id}`, { token, json });
  const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('refuses with 403 naming a field the caller’s role may not change, and changes nothing', async () => {
    const co = await addTeamCompany(t);
    const lead = await tokenOf(t, co.leadA.id);
    const res = await patch(lead, co.buyerA.id, { firstName: 'Renamed', role: 3 });
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual({ role: [apiMessage.fieldForbidden('role')] });
    expect((await rowOf(co.buyerA.id)).firstName).toBe(co.buyerA.firstName);
    const admin = (await t.sessionFor(5)).accessToken;
    expect((await patch(admin, co.buyerA.id, { permissions: ['top_up'] })).body.errors).toEqual({
      permissions: [apiMessage.fieldForbidden('permissions')],
    });
    expect((await patch(admin, co.buyerA.id, { lastName: 'Staff-edited' })).status).toBe(200);
  });

  it('gives roles 3 and 4 only to team users: the owner and staff users answer 422', async () => {
    const co = await addTeamCompany(t);
    const superAdmin = (await t.sessionFor(1)).accessToken;
    expect((await patch(superAdmin, co.owner.id, { role: 4 })).body.errors).toEqual({
      role: [apiMessage.roleOnlyForTeam],
    });
    // The owner's own role is their own rights: refused before the team rules (server/attack/rights.attack.test.ts).
    expect((await patch(await tokenOf(t, co.owner.id), co.owner.id, { role: 4 })).body.errors).toEqual({
      role: [apiMessage.notOnYourself],
    });
    const staffUser = await t.userOf(8);
    expect((await patch(superAdmin, staffUser.id, { role: 3 })).status).toBe(422);
    expect((await patch(superAdmin, staffUser.id, { teamLeadId: co.leadA.id })).body.errors).toEqual({
      teamLeadId: [apiMessage.teamLeadOnlyForBuyer],
    });
  });

  it('moves a buyer only to an active team lead of the same company, never to themself', async () => {
    const co = await addTeamCompany(t);
    const other = await addTeamCompany(t);
    const owner = await tokenOf(t, co.owner.id);
    const foreign = await patch(owner, co.buyerA.id, { teamLeadId: other.leadA.id });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ teamLeadId: [apiMessage.teamLeadInvalid] });
    const pausedLead = await addUser(t, { companyId: co.company.id, role: 3, status: 1 });
    expect((await patch(owner, co.buyerA.id, { teamLeadId: pausedLead.id })).status).toBe(422);
    expect((await patch(owner, co.buyerA.id, { teamLeadId: co.loner.id })).status).toBe(422);
    expect((await patch(owner, co.buyerA.id, { teamLeadId: co.buyerA.id })).body.errors).toEqual({
      teamLeadId: [apiMessage.teamLeadSelf],
    });
    expect((await patch(owner, co.leadB.id, { teamLeadId: co.leadA.id })).body.errors).toEqual({
      teamLeadId: [apiMessage.teamLeadOnlyForBuyer],
    });
    expect((await rowOf(co.buyerA.id)).teamLeadId).toBe(co.leadA.id);
  });

  it('moves a buyer to another team: the team name follows, and the change is audited', async () => {
    const co = await addTeamCompany(t);
    const owner = await tokenOf(t, co.owner.id);
    await t.db.update(users).set({ teamName: 'Bravo' }).where(eq(users.id, co.leadB.id));
    const res = await patch(owner, co.loner.id, { teamLeadId: co.leadB.id, canSeeBalance: false });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      teamLead: { id: co.leadB.id },
      teamName: 'Bravo',
      teamLabel: 'Bravo',
      canSeeBalance: false,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.update'), eq(auditLog.entityId, co.loner.id)));
    expect(entry).toMatchObject({
      actorId: co.owner.id,
      companyId: co.company.id,
      before: { teamLeadId: null, teamName: null, canSeeBalance: true },
      after: { teamLeadId: co.leadB.id, teamName: 'Bravo', canSeeBalance: false },
    });
    // Taken out of the team: no lead, no team name.
    expect((await patch(owner, co.loner.id, { teamLeadId: null })).body.data).toMatchObject({
      teamLead: null,
      teamLabel: 'Teamlead not specified',
    });
  });

  it('makes a team lead a buyer: their members are left without a team', async () => {
    const co = await addTeamCompany(t);
    const owner = await tokenOf(t, co.owner.id);
    const res = await patch(owner, co.leadA.id, { role: 4 });
    expect(res.body.data).toMatchObject({ role: { value: 4 }, teamLead: null, teamName: null });
    expect(await rowOf(co.buyerA.id)).toMatchObject({ teamLeadId: null, teamName: null });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.update'), eq(auditLog.entityId, co.leadA.id)));
    expect(entry!.after).toMatchObject({ role: 4, detachedMemberIds: [co.buyerA.id] });
    // And a buyer made team lead loses their own team lead.
    expect((await patch(owner, co.buyerB.id, { role: 3, teamName: 'Charlie' })).body.data).toMatchObject({
      teamLead: null,
      teamLabel: 'Charlie',
    });
  });

  it('renames a team: the lead’s members follow the name', async () => {
    const co = await addTeamCompany(t);
    const lead = await tokenOf(t, co.leadA.id);
    expect((await patch(lead, co.leadA.id, { teamName: 'Alpha Prime' })).status).toBe(200);
    expect((await rowOf(co.buyerA.id)).teamName).toBe('Alpha Prime');
  });

  it('records nothing when nothing changes', async () => {
    const co = await addTeamCompany(t);
    const owner = await tokenOf(t, co.owner.id);
    expect((await patch(owner, co.buyerA.id, { teamLeadId: co.leadA.id })).status).toBe(200);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, co.buyerA.id))).toEqual([]);
  });
});
