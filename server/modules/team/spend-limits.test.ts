import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cards, cardTransactions, payments } from '@/server/db/schema/index';
import { fund } from '@/server/modules/bin-sets/bin-sets.fixtures';
import {
  authorizationEvent,
  useCardKit,
  deliver,
  expectLedgerSound,
  issueCard,
  northwind,
} from '@/server/modules/card-issuer/card-test-kit';

// Issue 23: per-person spend limits across all of a person's cards, enforced in the authorization batch
// under its lock order, set by the owner and by a team lead within their own limit.

const kit = useCardKit();

const setLimits = async (role: 2 | 3, userId: number, limits: unknown[]) => {
  const { accessToken } = await kit.t.sessionFor(role);
  return kit.t.request('PUT', `/api/user/${userId}/spend-limits`, { token: accessToken, json: { limits } });
};

describe('a person limit across cards', () => {
  it('10 parallel purchases of 30.00 on 5 cards of a buyer with 100.00 a day: exactly 3 approved', async () => {
    const { t } = kit;
    const nw = await northwind(t);
    await fund(t, nw.account, '5000.00');
    const buyer = await t.userOf(4);
    const issued = await issueCard(t, { binSetId: nw.set.id, holderUserId: buyer.id, count: 5 });
    const cardIds = issued.all.map((c) => c.id);
    expect(cardIds).toHaveLength(5);
    // The demo history spreads the last day's purchases over 20 hours, so part of it may fall on today: the
    // limit is set 100.00 above what the buyer already spent today.
    const { accessToken } = await t.sessionFor(4);
    const dashboard = () => t.request('GET', '/api/page/dashboard/spend-limits', { token: accessToken });
    await setLimits(2, buyer.id, [{ currency: 'USD', daily: '1000000.00', monthly: null }]);
    const spentBefore = Number((await dashboard()).body.data.limits[0].spentToday);
    const daily = (spentBefore + 100).toFixed(2);
    const saved = await setLimits(2, buyer.id, [{ currency: 'USD', daily, monthly: null }]);
    expect(saved.status, saved.text).toBe(200);

    const issuerIds = (await t.db.select().from(cards).where(inArray(cards.id, cardIds))).map((c) => c.issuerCardId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => deliver(t, authorizationEvent(issuerIds[i % 5]!, 3000))),
    );
    const decisions = answers.map((a) => a.body.decision as { approved: boolean; reason: string | null });
    expect(decisions.filter((d) => d.approved)).toHaveLength(3);
    expect(decisions.filter((d) => d.reason === 'person_limit')).toHaveLength(7);

    const declined = await t.db
      .select()
      .from(cardTransactions)
      .where(and(inArray(cardTransactions.cardId, cardIds), eq(cardTransactions.declineReason, 'person_limit')));
    expect(declined).toHaveLength(7);
    const fees = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.type, 'decline_fee'), eq(payments.fromAccountId, nw.account.id)));
    expect(fees.length).toBeGreaterThanOrEqual(7);

    // The buyer's dashboard shows what they spent against the limit.
    const mine = await dashboard();
    expect(mine.body.data.userId).toBe(buyer.id);
    expect(mine.body.data.limits).toMatchObject([
      { currency: 'USD', daily, monthly: null, spentToday: (spentBefore + 90).toFixed(2) },
    ]);
    expect(Number(mine.body.data.limits[0].spentMonth)).toBeGreaterThanOrEqual(90);
    await expectLedgerSound(t);
  });
});

describe('who sets a limit', () => {
  it('a team lead cannot set a member above their own limit, nor leave it unlimited, nor set their own', async () => {
    const { t } = kit;
    const lead = await t.userOf(3);
    const buyer = await t.userOf(4);
    expect((await setLimits(2, lead.id, [{ currency: 'USD', daily: '50.00', monthly: '500.00' }])).status).toBe(200);

    const above = await setLimits(3, buyer.id, [{ currency: 'USD', daily: '60.00', monthly: '400.00' }]);
    expect(above.status).toBe(422);
    expect(above.body.errors).toHaveProperty(['limits.0.daily']);
    const unlimited = await setLimits(3, buyer.id, [{ currency: 'USD', daily: '50.00', monthly: null }]);
    expect(unlimited.status).toBe(422);
    expect(unlimited.body.errors).toHaveProperty(['limits.0.monthly']);
    expect((await setLimits(3, buyer.id, [])).status).toBe(422);
    expect((await setLimits(3, lead.id, [{ currency: 'USD', daily: '10.00', monthly: null }])).status).toBe(422);
    const owner = await t.userOf(2);
    expect((await setLimits(3, owner.id, [{ currency: 'USD', daily: '10.00', monthly: null }])).status).not.toBe(200);

    const within = await setLimits(3, buyer.id, [{ currency: 'USD', daily: '50.00', monthly: '500.00' }]);
    expect(within.status, within.text).toBe(200);
    // In a currency the lead has no limit in, the lead is not bound.
    const eur = await setLimits(3, buyer.id, [
      { currency: 'USD', daily: '40.00', monthly: '300.00' },
      { currency: 'EUR', daily: '9000.00', monthly: null },
    ]);
    expect(eur.status, eur.text).toBe(200);

    const { accessToken } = await t.sessionFor(3);
    const team = await t.request('GET', '/api/page/team/spend-limits', { token: accessToken });
    expect(team.body.data.map((v: { userId: number }) => v.userId).sort()).toEqual([lead.id, buyer.id].sort());
  });

  it('the owner caps their own spend, and only the owner sets their own limit', async () => {
    const { t } = kit;
    const owner = await t.userOf(2);
    const own = await setLimits(2, owner.id, [{ currency: 'USD', daily: '70.00', monthly: '700.00' }]);
    expect(own.status, own.text).toBe(200);
    expect(own.body.data.limits).toMatchObject([{ currency: 'USD', daily: '70.00', monthly: '700.00' }]);
    const { accessToken } = await t.sessionFor(2);
    const mine = await t.request('GET', '/api/page/dashboard/spend-limits', { token: accessToken });
    expect(mine.body.data.limits).toMatchObject([{ currency: 'USD', daily: '70.00' }]);
    expect((await setLimits(2, owner.id, [])).status).toBe(200);
    // A lead with a limit cannot lift it, nor lower it: their limit is set by the owner.
    const lead = await t.userOf(3);
    const self = await setLimits(3, lead.id, []);
    expect(self.status).toBe(422);
  });

  it('the owner sets a limit with the invitation, and a monthly limit below the daily one is refused', async () => {
    const { t } = kit;
    const { accessToken } = await t.sessionFor(2);
    const invite = (json: Record<string, unknown>) =>
      t.request('POST', '/api/user/invite', { token: accessToken, json });
    const refused = await invite({
      email: 'capped-refused@invite.test',
      role: 4,
      limitDaily: '50.00',
      limitMonthly: '40.00',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('limitMonthly');
    const res = await invite({ email: 'capped@invite.test', role: 4, limitCurrency: 'EUR', limitDaily: '75.00' });
    expect(res.status, res.text).toBe(201);
    const view = await t.request('GET', `/api/user/${res.body.data.id}/spend-limits`, { token: accessToken });
    expect(view.body.data.limits).toMatchObject([{ currency: 'EUR', daily: '75.00', monthly: null }]);
  });

  it('bad limits are 422 on their field', async () => {
    const { t } = kit;
    const buyer = await t.userOf(4);
    for (const [limits, field] of [
      [[{ currency: 'USD', daily: null, monthly: null }], 'limits.0.daily'],
      [[{ currency: 'USD', daily: '10.00', monthly: '5.00' }], 'limits.0.monthly'],
      [[{ currency: 'XYZ', daily: '10.00', monthly: null }], 'limits.0.currency'],
      [[{ currency: 'USD', daily: '0.001', monthly: null }], 'limits.0.daily'],
      [
        [
          { currency: 'USD', daily: '1.00', monthly: null },
          { currency: 'USD', daily: '2.00', monthly: null },
        ],
        'limits.1.currency',
      ],
    ] as const) {
      const res = await setLimits(2, buyer.id, limits as unknown as unknown[]);
      expect(res.status, JSON.stringify(limits)).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toContain(field);
    }
  });
});
