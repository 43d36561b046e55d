// Proves that company and team boundaries hold at the API: a client can neither read nor change a user of
// another company, a team lead reaches only their own team, and a buyer only themself.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenSet } from '../../src/contracts/auth';
import { companies, users } from '../db/schema/index';
import { createTestContext, type TestContext } from '../test-support/context';

let ctx: TestContext;
let strangerId: number;
let otherTeamMemberId: number;
let tokens: Record<1 | 2 | 3 | 4 | 7, TokenSet>;

beforeAll(async () => {
  ctx = await createTestContext();
  const [bluefin] = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Bluefin Apps'));
  const [stranger] = await ctx.db
    .insert(users)
    .values({ email: 'owner@bluefin.test', role: 2, companyId: bluefin!.id, firstName: 'Stranger' })
    .returning({ id: users.id });
  strangerId = stranger!.id;
  const owner = await ctx.userOf(2);
  const [ownerRow] = await ctx.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, owner.id));
  // A buyer of the same company who is not in the demo team lead's team.
  const [other] = await ctx.db
    .insert(users)
    .values({ email: 'solo@northwind.test', role: 4, companyId: ownerRow!.companyId, firstName: 'Solo' })
    .returning({ id: users.id });
  otherTeamMemberId = other!.id;
  tokens = {
    1: await ctx.sessionFor(1),
    2: await ctx.sessionFor(2),
    3: await ctx.sessionFor(3),
    4: await ctx.sessionFor(4),
    7: await ctx.sessionFor(7),
  };
});
afterAll(() => ctx.close());

const get = (role: keyof typeof tokens, id: number) => ctx.request('GET', `/api/user/${id}`, { token: tokens[role].accessToken });
const patch = (role: keyof typeof tokens, id: number, json: unknown) =>
  ctx.request('PATCH', `/api/user/${id}`, { token: tokens[role].accessToken, json });

describe('company boundary', () => {
  it('hides another company’s user from an owner, as if it did not exist', async () => {
    const res = await get(2, strangerId);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('refuses to change another company’s user and changes nothing', async () => {
    const res = await patch(2, strangerId, { firstName: 'Hacked' });
    expect(res.status).toBe(404);
    const [row] = await ctx.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, strangerId));
    expect(row?.firstName).toBe('Stranger');
  });

  it('lets an owner read and change a user of their own company', async () => {
    const buyer = await ctx.userOf(4);
    expect((await get(2, buyer.id)).status).toBe(200);
    const res = await patch(2, buyer.id, { teamName: 'Growth' });
    expect(res.status).toBe(200);
    expect(res.body.data.teamName).toBe('Growth');
  });

  it('lets staff with the right read any company’s user', async () => {
    expect((await get(1, strangerId)).status).toBe(200);
    expect((await get(7, strangerId)).status).toBe(403);
  });
});

describe('team boundary', () => {
  it('lets a team lead reach their own team member but not another in the same company', async () => {
    const buyer = await ctx.userOf(4);
    expect((await get(3, buyer.id)).status).toBe(200);
    expect((await get(3, otherTeamMemberId)).status).toBe(404);
    expect((await patch(3, otherTeamMemberId, { firstName: 'Nope' })).status).toBe(404);
  });

  it('lets a buyer read only themself and change nobody', async () => {
    const buyer = await ctx.userOf(4);
    expect((await get(4, buyer.id)).status).toBe(200);
    expect((await get(4, otherTeamMemberId)).status).toBe(404);
    expect((await patch(4, buyer.id, { firstName: 'Me' })).status).toBe(403);
  });
});
