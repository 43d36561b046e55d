import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { companies, sessions, users } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';
import { DEMO_PASSWORD } from '@/server/seed/demo-users';

const t = useTestContext({ tokens: { staff: 6 } });

const company = async (name: string) => (await t.db.select().from(companies).where(eq(companies.name, name)))[0]!;
const signIn = (email: string, password = DEMO_PASSWORD) =>
  t.request('POST', '/api/auth/login', { json: { email, password } });
const me = (token: string) => t.request('GET', '/api/user/me', { token });
const post = (url: string, json?: unknown) => t.request('POST', url, { token: t.tokens.staff, json });
const liveSessions = async (companyId: number) =>
  (
    await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(users.companyId, companyId), isNull(sessions.revokedAt)))
  ).length;

describe('blocking a company', () => {
  it('signs its users out on their very next request and refuses sign-in until it is unblocked', async () => {
    const tidewater = await company('Tidewater Digital');
    const first = await signIn('owner@tidewater-digital.test');
    expect(first.status).toBe(200);
    const token = first.body.data.accessToken as string;
    expect((await me(token)).status).toBe(200);

    const blocked = await post('/api/company/block', { companyId: tidewater.id });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data).toEqual({ message: apiMessage.companyBlockedByStaff });
    expect(await liveSessions(tidewater.id)).toBe(0);

    const cut = await me(token);
    expect(cut.status).toBe(401);
    expect([apiMessage.companyBlocked, apiMessage.unauthenticated]).toContain(cut.body.message);
    const refused = await signIn('owner@tidewater-digital.test');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(apiMessage.companyBlocked);
    expect(
      (await t.request('GET', `/api/backoffice/company/${tidewater.id}`, { token: t.tokens.staff })).body.data
        .isBlocked,
    ).toBe(true);

    const unblocked = await post('/api/company/unblock', { companyId: tidewater.id });
    expect(unblocked.body.data).toEqual({ message: apiMessage.companyUnblocked });
    const again = await signIn('owner@tidewater-digital.test');
    expect(again.status).toBe(200);
    expect((await me(again.body.data.accessToken)).status).toBe(200);
  });

  it('refuses a missing or unknown company id', async () => {
    expect((await post('/api/company/block', {})).status).toBe(422);
    expect((await post('/api/company/block', { companyId: 'x' })).body.errors.companyId).toBeDefined();
    expect((await post('/api/company/block', { companyId: 999_999 })).status).toBe(404);
  });
});

describe('resetting sessions', () => {
  it("ends every session of the company's users and nothing else", async () => {
    const orchid = await company('Orchid Growth');
    const owner = (await signIn('owner@orchid-growth.test')).body.data.accessToken as string;
    const elsewhere = (await t.sessionFor(2)).accessToken;
    const res = await post('/api/company/reset-session', { companyId: orchid.id });
    expect(res.body.data).toEqual({ message: apiMessage.companySessionsReset });
    expect((await me(owner)).status).toBe(401);
    expect((await me(elsewhere)).status).toBe(200);
    // Not blocked: they sign in again.
    expect((await signIn('owner@orchid-growth.test')).status).toBe(200);
  });
});

describe('accepting and declining', () => {
  it('accepts a company under review, and only one', async () => {
    const harbor = await company('Harbor Traffic');
    expect(harbor.status).toBe(1);
    const res = await post(`/api/backoffice/company/${harbor.id}/accept`);
    expect(res.body.data).toEqual({ message: apiMessage.companyAccepted });
    expect((await company('Harbor Traffic')).status).toBe(2);
    const twice = await post(`/api/backoffice/company/${harbor.id}/accept`);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(apiMessage.companyNotUnderReview);
    expect((await post(`/api/backoffice/company/${harbor.id}/decline`)).status).toBe(409);
  });

  it('declines a company under review: it is blocked and its sessions end', async () => {
    const [made] = await t.db
      .insert(companies)
      .values({ name: 'Pending Pixel', referralHash: 'PENDINGPIXEL0001' })
      .returning();
    const [owner] = await t.db
      .insert(users)
      .values({ email: 'owner@pending-pixel.test', role: 2, companyId: made!.id })
      .returning();
    await t.db
      .insert(sessions)
      .values({ id: crypto.randomUUID(), userId: owner!.id, expiresAt: new Date(Date.now() + 3_600_000) });
    expect(await liveSessions(made!.id)).toBe(1);

    const res = await post(`/api/backoffice/company/${made!.id}/decline`);
    expect(res.body.data).toEqual({ message: apiMessage.companyDeclined });
    expect(await company('Pending Pixel')).toMatchObject({ status: 3, isBlocked: true });
    expect(await liveSessions(made!.id)).toBe(0);
  });
});

describe("the owner's details", () => {
  const patch = (id: number, json: unknown) =>
    t.request('PATCH', `/api/backoffice/company/${id}/owner`, { token: t.tokens.staff, json });

  it("changes the owner's names; a new e-mail ends their sessions and becomes their sign-in", async () => {
    const vantage = await company('Vantage Mobile');
    const token = (await signIn('owner@vantage-mobile.test')).body.data.accessToken as string;

    const named = await patch(vantage.id, { firstName: 'Yasmin', lastName: 'Haddad' });
    expect(named.status).toBe(200);
    expect(named.body.data).toMatchObject({ ownerName: 'Yasmin Haddad', ownerEmail: 'owner@vantage-mobile.test' });
    expect((await me(token)).status).toBe(200);

    const moved = await patch(vantage.id, { email: 'Boss@Vantage-Mobile.test' });
    expect(moved.body.data.ownerEmail).toBe('boss@vantage-mobile.test');
    expect((await me(token)).status).toBe(401);
    expect((await signIn('owner@vantage-mobile.test')).status).toBe(401);
    expect((await signIn('boss@vantage-mobile.test')).status).toBe(200);
  });

  it('refuses an e-mail someone else has, a bad e-mail and an empty body, changing nothing', async () => {
    const vantage = await company('Vantage Mobile');
    const [before] = await t.db.select().from(users).where(eq(users.companyId, vantage.id));
    const taken = await patch(vantage.id, { email: 'buyer@demo.test', firstName: 'Other' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual([apiMessage.emailTaken]);
    expect((await patch(vantage.id, { email: 'not-an-email' })).body.errors.email).toBeDefined();
    expect((await patch(vantage.id, { firstName: '' })).body.errors.firstName).toBeDefined();
    expect((await patch(vantage.id, {})).status).toBe(422);
    expect((await t.db.select().from(users).where(eq(users.companyId, vantage.id)))[0]).toEqual(before);
  });

  it('answers 404 for a company without an owner', async () => {
    const bluefin = await company('Bluefin Apps');
    const res = await patch(bluefin.id, { firstName: 'Nobody' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(apiMessage.companyHasNoOwner);
  });
});

describe('signing in as the owner', () => {
  it('gives a one-time hash that signs in as the owner once', async () => {
    const northwind = await company('Northwind Media');
    const res = await post(`/api/backoffice/company/${northwind.id}/login-as-owner`);
    expect(res.status).toBe(200);
    expect(res.body.data.expiresAt).toBeGreaterThan(Date.now() / 1000);
    const opened = await t.request('POST', `/api/auth/hash/${res.body.data.hash}`);
    expect(opened.status).toBe(200);
    expect((await me(opened.body.data.accessToken)).body.data.email).toBe('owner@demo.test');
    expect((await t.request('POST', `/api/auth/hash/${res.body.data.hash}`)).status).toBe(401);
  });

  it('refuses while the company is blocked, the owner is paused or has no password', async () => {
    const sierra = await company('Sierra Leads');
    const blocked = await post(`/api/backoffice/company/${sierra.id}/login-as-owner`);
    expect(blocked.status).toBe(422);
    expect(blocked.body.message).toBe(apiMessage.companyBlockedUnblockFirst);

    const copperline = await company('Copperline Ads');
    await t.db.update(companies).set({ isBlocked: false }).where(eq(companies.id, copperline.id));
    await t.db.update(users).set({ status: 1 }).where(eq(users.companyId, copperline.id));
    expect((await post(`/api/backoffice/company/${copperline.id}/login-as-owner`)).body.message).toBe(
      apiMessage.ownerNotActive,
    );
    await t.db.update(users).set({ status: 2, passwordHash: null }).where(eq(users.companyId, copperline.id));
    expect((await post(`/api/backoffice/company/${copperline.id}/login-as-owner`)).body.message).toBe(
      apiMessage.ownerWithoutPassword,
    );

    expect((await post(`/api/backoffice/company/${(await company('Bluefin Apps')).id}/login-as-owner`)).status).toBe(
      404,
    );
  });
});
