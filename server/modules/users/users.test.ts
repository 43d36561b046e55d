import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, ROLE_LABEL, isClientRole } from '../../../src/contracts/access';
import { apiMessage } from '../../../src/contracts/messages';
import { NO_NAME, currentUser } from '../../../src/contracts/users';
import { companies, users } from '../../db/schema/index';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo-users';
import { createTestContext, type TestContext } from '../../test-support/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

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
    expect(user.roles).toEqual([{ id: role, role: { key: ROLE_LABEL[role].key, value: role, description: ROLE_LABEL[role].description } }]);
    expect(user.status).toMatchObject({ key: 'active', value: 2 });
    expect(Number.isNaN(Date.parse(user.createdAt))).toBe(false);
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
      const login = await t.request('POST', '/api/auth/login', { json: { email: buyer.email, password: DEMO_PASSWORD } });
      expect(login.status).toBe(401);
      expect(login.body.message).toBe(apiMessage.userBlocked);
    } finally {
      await t.db.update(users).set({ status: 2 }).where(eq(users.id, buyer.id));
    }
  });
});
