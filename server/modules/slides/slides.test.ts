import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RoleId } from '@/src/contracts/access';
import { slideItem, slideMessages, walletChangeSlideId } from '@/src/contracts/slides';
import { slideViews, users } from '@/server/db/schema/index';
import { createTestContext, type TestContext } from '@/server/test-support/context';
import { activeSlides, type SlideAudience } from './slide-rules';

const DAY = 86_400_000;
const FRESH_START = Date.parse('2025-09-17T00:00:00Z');
const at = (ms: number) => new Date(ms);
const owner: SlideAudience = { role: 2, permissions: [], isProfileFilled: true, cryptoWalletChangedAt: null };
const ids = (user: SlideAudience, now: Date) => activeSlides(user, now).map((s) => s.id);

describe('the rules', () => {
  it("show 'fresh' from day 0 of 2025-09-17 (UTC) for 31 whole days, and not a millisecond outside", () => {
    expect(ids(owner, at(FRESH_START - 1))).toEqual([]);
    expect(ids(owner, at(FRESH_START))).toEqual(['fresh']);
    expect(ids(owner, at(FRESH_START + 30 * DAY))).toEqual(['fresh']);
    expect(ids(owner, at(FRESH_START + 31 * DAY - 1))).toEqual(['fresh']);
    expect(ids(owner, at(FRESH_START + 31 * DAY))).toEqual([]);
    expect(activeSlides(owner, at(FRESH_START))[0]).toMatchObject({
      set: 'fresh',
      startDate: '2025-09-17',
      slideKeys: ['fresh-1', 'fresh-2', 'fresh-3', 'fresh-4', 'fresh-5'],
    });
  });

  it("show 'fresh' to roles 2, 3, 4 holding top_up (role 2 implicitly) and to nobody else", () => {
    const now = at(FRESH_START + DAY);
    expect(ids({ ...owner, role: 3 }, now)).toEqual([]);
    expect(ids({ ...owner, role: 3, permissions: ['top_up'] }, now)).toEqual(['fresh']);
    expect(ids({ ...owner, role: 4, permissions: ['card_issue'] }, now)).toEqual([]);
    expect(ids({ ...owner, role: 4, permissions: ['top_up'] }, now)).toEqual(['fresh']);
    for (const role of [1, 5, 6, 7, 8] as RoleId[])
      expect(ids({ ...owner, role, permissions: ['top_up'] }, now), `role ${role}`).toEqual([]);
  });

  it('show the wallet-change slide for 7 days after the change, to anyone who changed', () => {
    const changedAt = at(Date.parse('2026-03-02T15:30:00Z'));
    const buyer: SlideAudience = { role: 4, permissions: [], isProfileFilled: true, cryptoWalletChangedAt: changedAt };
    const id = walletChangeSlideId(changedAt);
    expect(ids(buyer, at(changedAt.getTime() - 1))).toEqual([]);
    expect(ids(buyer, changedAt)).toEqual([id]);
    expect(ids(buyer, at(changedAt.getTime() + 7 * DAY - 1))).toEqual([id]);
    expect(ids(buyer, at(changedAt.getTime() + 7 * DAY))).toEqual([]);
    expect(activeSlides(buyer, changedAt)[0]).toMatchObject({
      set: 'cryptoWalletChange',
      slideKeys: ['cryptoWalletChange-1'],
      startDate: '2026-03-02',
    });
    // A later change is a new item: the slide shows again even if the first one was viewed.
    expect(walletChangeSlideId(at(changedAt.getTime() + DAY))).not.toBe(id);
  });

  it('show both sets, release first, when both are active', () => {
    const changedAt = at(FRESH_START + 2 * DAY);
    expect(ids({ ...owner, cryptoWalletChangedAt: changedAt }, at(FRESH_START + 3 * DAY))).toEqual([
      'fresh',
      walletChangeSlideId(changedAt),
    ]);
  });

  it('show nothing to an owner whose profile is not filled, but do not hold back a team lead', () => {
    const now = at(FRESH_START + DAY);
    expect(ids({ ...owner, isProfileFilled: false, cryptoWalletChangedAt: now }, now)).toEqual([]);
    expect(ids({ ...owner, role: 3, permissions: ['top_up'], isProfileFilled: false }, now)).toEqual(['fresh']);
  });
});

describe('the API', () => {
  let t: TestContext;
  const realNow = () => new Date();
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());
  afterEach(() => {
    t.deps.now = realNow;
  });

  /** Sessions are made at the injected time too, so their tokens are valid then. */
  const tokenAt = async (role: RoleId, now: Date) => {
    t.deps.now = () => now;
    return (await t.sessionFor(role)).accessToken;
  };
  const list = async (token: string) => {
    const res = await t.request('GET', '/api/slides', { token });
    expect(res.status, res.text).toBe(200);
    return (res.body.data as unknown[]).map((item) => slideItem.parse(item));
  };
  const view = (token: string, id: string) => t.request('POST', '/api/slides/viewed', { token, json: { id } });
  const setWalletChange = async (role: RoleId, changedAt: Date | null) =>
    t.db
      .update(users)
      .set({ cryptoWalletChangedAt: changedAt })
      .where(eq(users.id, (await t.userOf(role)).id));

  it("in the release window: the owner gets 'fresh' unchecked, marked viewed once however often asked", async () => {
    const token = await tokenAt(2, at(FRESH_START + 5 * DAY));
    expect(await list(token)).toEqual([
      expect.objectContaining({ id: 'fresh', checked: false, startDate: '2025-09-17' }),
    ]);
    expect((await view(token, 'fresh')).body.data).toEqual({ message: slideMessages.viewed });
    expect((await view(token, 'fresh')).status).toBe(200);
    expect(await list(token)).toEqual([expect.objectContaining({ id: 'fresh', checked: true })]);
    const ownerId = (await t.userOf(2)).id;
    expect(
      await t.db
        .select()
        .from(slideViews)
        .where(and(eq(slideViews.userId, ownerId), eq(slideViews.slideKey, 'fresh'))),
    ).toHaveLength(1);
  });

  it('on day 31 and for the demo lead and buyer (no top_up) there is no release slide', async () => {
    expect(await list(await tokenAt(2, at(FRESH_START + 31 * DAY)))).toEqual([]);
    expect(await list(await tokenAt(3, at(FRESH_START + DAY)))).toEqual([]);
    expect(await list(await tokenAt(4, at(FRESH_START + DAY)))).toEqual([]);
    expect(await list(await tokenAt(1, at(FRESH_START + DAY)))).toEqual([]);
  });

  it('the wallet-change slide: shown for 7 days after the change, viewed per user, gone after', async () => {
    const changedAt = at(Date.now() - DAY);
    await setWalletChange(4, changedAt);
    const id = walletChangeSlideId(changedAt);
    try {
      const buyer = await tokenAt(4, at(changedAt.getTime() + DAY));
      expect(await list(buyer)).toEqual([expect.objectContaining({ id, set: 'cryptoWalletChange', checked: false })]);
      const me = await t.request('GET', '/api/user/me', { token: buyer });
      expect(me.body.data.cryptoWalletChanges).toEqual({
        isChanged: true,
        changedAt: expect.objectContaining({ timestamp: Math.floor(changedAt.getTime() / 1000) }),
      });
      expect((await view(buyer, id)).status).toBe(200);
      expect(await list(buyer)).toEqual([expect.objectContaining({ id, checked: true })]);
      // Viewing is per user: the lead, whose wallet did not change, has nothing to view.
      const lead = await tokenAt(3, at(changedAt.getTime() + DAY));
      expect(await list(lead)).toEqual([]);
      expect((await view(lead, id)).status).toBe(422);
      expect(await list(await tokenAt(4, at(changedAt.getTime() + 7 * DAY)))).toEqual([]);
    } finally {
      await setWalletChange(4, null);
    }
  });

  it('an owner with an unfilled profile gets nothing until the profile is filled', async () => {
    const ownerId = (await t.userOf(2)).id;
    await t.db.update(users).set({ isProfileFilled: false }).where(eq(users.id, ownerId));
    try {
      const token = await tokenAt(2, at(FRESH_START + DAY));
      expect(await list(token)).toEqual([]);
      expect((await view(token, 'fresh')).status).toBe(422);
    } finally {
      await t.db.update(users).set({ isProfileFilled: true }).where(eq(users.id, ownerId));
    }
  });

  it('refuses marking a slide that is not active for the caller, or no id at all (422 naming id)', async () => {
    const token = await tokenAt(2, at(FRESH_START - DAY));
    const before = await t.countRows();
    const res = await view(token, 'fresh');
    expect([res.status, res.body.errors]).toEqual([422, { id: [slideMessages.notActive] }]);
    expect((await t.request('POST', '/api/slides/viewed', { token, json: {} })).body.errors).toHaveProperty('id');
    expect(await t.countRows()).toEqual(before);
    expect((await t.request('GET', '/api/slides')).status).toBe(401);
  });
});
