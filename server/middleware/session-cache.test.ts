import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { createApp } from '@/server/app';
import { listenForChanges } from '@/server/lib/invalidated-cache';
import { companies, users } from '@/server/db/schema/index';
import { AUTH_CHANGED_CHANNEL, LiveSessionCache, parseAuthChange } from '@/server/lib/session-cache';
import { createTestContext, type TestContext } from '@/server/test-support/context';

/**
 * The live-session check served from memory (decision 007) must never let a revoked session, a blocked
 * user or a blocked company through: on this instance from the next request, on another instance as soon
 * as PostgreSQL's notification arrives.
 */
let t: TestContext;
let otherInstance: ReturnType<typeof createApp>;
let otherCache: LiveSessionCache;
let unlisten: () => Promise<void>;

beforeAll(async () => {
  t = await createTestContext({ env: { SESSION_CACHE: 'true' } });
  // A second instance: its own cache and LISTEN connection over the same database.
  otherCache = new LiveSessionCache({ maxAgeMs: 60_000, maxEntries: 1_000 });
  unlisten = await listenForChanges(t.database, AUTH_CHANGED_CHANNEL, otherCache, parseAuthChange);
  otherInstance = createApp({ ...t.deps, sessionCache: otherCache });
});
afterAll(async () => {
  await unlisten?.();
  await t?.close();
});

const me = (token: string) => t.request('GET', '/api/user/me', { token });
const meOnOther = async (token: string) =>
  otherInstance.request('/api/user/me', {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '192.0.2.10' },
  });

/** Polls until the answer has the status or a second has passed; a notification takes milliseconds. */
async function eventually(check: () => Promise<number>, status: number) {
  const deadline = Date.now() + 1_000;
  let last = await check();
  while (last !== status && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    last = await check();
  }
  return last;
}

describe('live-session cache', () => {
  it('serves repeated checks from memory', async () => {
    const { accessToken } = await t.sessionFor(2);
    expect((await me(accessToken)).status).toBe(200);
    const cache = t.deps.sessionCache!;
    expect(cache.size).toBeGreaterThan(0);
    expect((await me(accessToken)).status).toBe(200);
  });

  it(
    'keeps the cache after a transfer or an issuer webhook, which change no auth state, and drops it after any ' +
      'other write',
    async () => {
      const { accessToken } = await t.sessionFor(2);
      const cache = t.deps.sessionCache!;
      expect((await me(accessToken)).status).toBe(200);
      const cached = cache.size;
      expect(cached).toBeGreaterThan(0);
      const transfer = await t.request('POST', '/api/transfer', {
        token: accessToken,
        json: { fromAccountId: 1, toAccountId: 1, amount: '1.00' },
      });
      expect(transfer.status).toBe(422);
      expect(cache.size).toBe(cached);
      const webhook = await t.request('POST', '/api/card-issuer/webhook', { json: { id: 'evt_unsigned' } });
      expect(webhook.status).toBe(401);
      expect(cache.size).toBe(cached);
      await t.request('PATCH', '/api/user/profile', { token: accessToken, json: {} });
      expect(cache.size).toBe(0);
    },
  );

  it('honours a logout on this instance at the very next request', async () => {
    const tokens = await t.loginAs(3);
    expect((await me(tokens.accessToken)).status).toBe(200);
    expect((await t.request('POST', '/api/auth/logout', { token: tokens.accessToken, json: {} })).status).toBeLessThan(
      300,
    );
    expect((await me(tokens.accessToken)).status).toBe(401);
  });

  it('tells another instance of a revoked session, a blocked user and a blocked company', async () => {
    const owner = await t.sessionFor(2);
    const buyer = await t.sessionFor(4);
    for (const token of [owner.accessToken, buyer.accessToken]) expect((await meOnOther(token)).status).toBe(200);

    // A change made elsewhere (here: straight in the database, as another instance's write would be).
    const { id: buyerId } = await t.userOf(4);
    await t.db.update(users).set({ status: 1 }).where(eq(users.id, buyerId));
    expect(await eventually(async () => (await meOnOther(buyer.accessToken)).status, 401)).toBe(401);
    const blocked = await meOnOther(buyer.accessToken);
    expect(((await blocked.json()) as { message: string }).message).toBe(apiMessage.userBlocked);

    const [northwind] = await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Northwind Media'));
    await t.db.update(companies).set({ isBlocked: true }).where(eq(companies.id, northwind!.id));
    expect(await eventually(async () => (await meOnOther(owner.accessToken)).status, 401)).toBe(401);

    await t.db.update(companies).set({ isBlocked: false }).where(eq(companies.id, northwind!.id));
    await t.db.update(users).set({ status: 2 }).where(eq(users.id, buyerId));
    expect(await eventually(async () => (await meOnOther(owner.accessToken)).status, 200)).toBe(200);
  });
});
