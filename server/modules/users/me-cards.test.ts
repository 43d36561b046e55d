import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentUser } from '@/src/contracts/users';
import { cardTransactions, users } from '@/server/db/schema/index';
import {
  useCardKit,
  issueCard,
  useNorthwindInTwoCurrencies,
  sandboxPurchase,
} from '@/server/modules/card-issuer/card-test-kit';
import { addUser, tokenOf } from '@/server/modules/team/team.fixtures';

/** The current user's cardsCount and cardsSpent (spec 3 "Current user"): their open cards and this month's spend. */
const kit = useCardKit();
const funded = useNorthwindInTwoCurrencies(kit, '1000.00');
let owner: string;

beforeAll(async () => {
  owner = (await kit.t.sessionFor(2)).accessToken;
});

const me = async (token: string, timezone?: string) => {
  const res = await kit.t.request('GET', '/api/user/me', { token, headers: timezone ? { timezone } : undefined });
  expect(res.status, res.text).toBe(200);
  const user = currentUser.parse(res.body.data);
  return { cardsCount: user.cardsCount, cardsSpent: user.cardsSpent };
};
const purchase = (cardId: number, amount: string, extra: Record<string, unknown> = {}) =>
  sandboxPurchase(kit.t, { cardId, amount, merchant: { name: 'Notion' }, ...extra });
const cardAction = (id: number, action: string) => kit.t.request('POST', `/api/card/${id}/${action}`, { token: owner });

describe('GET /api/user/me cardsCount and cardsSpent', () => {
  it('counts the caller’s active and frozen cards and this month’s settled and held spend, converted', async () => {
    const { t } = kit;
    const buyer = await addUser(t, { companyId: funded.nw.company.id, role: 4 });
    const token = await tokenOf(t, buyer.id);
    expect(await me(token)).toEqual({ cardsCount: 0, cardsSpent: { spent: '0.00', currencyCode: 'USD' } });

    const usd = await issueCard(t, { binSetId: funded.nw.set.id, holderUserId: buyer.id, count: 3 });
    const eur = await issueCard(t, { binSetId: funded.eurSetId, holderUserId: buyer.id });
    const [spendingId, frozenId, closedId] = usd.all.map((c) => c.id) as [number, number, number];
    expect((await cardAction(frozenId, 'freeze')).status).toBe(200);
    expect((await cardAction(closedId, 'close')).status).toBe(200);
    // Two USD cards open (one frozen) and the EUR card; the closed one is not counted.
    expect((await me(token)).cardsCount).toBe(3);

    expect((await purchase(spendingId, '12.34')).body.data.decision.approved).toBe(true);
    expect((await purchase(spendingId, '5.00', { then: 'hold' })).body.data.decision.approved).toBe(true);
    expect((await purchase(eur.id, '20.00')).body.data.decision.approved).toBe(true);
    // Declined on the frozen card: no spend.
    expect((await purchase(frozenId, '3.00')).body.data.decision).toEqual({ approved: false, reason: 'card_frozen' });
    // 12.34 + 5.00 USD and 20.00 EUR at 1.08.
    expect(await me(token)).toEqual({ cardsCount: 3, cardsSpent: { spent: '38.94', currencyCode: 'USD' } });
    // Other users' spend is not the caller's.
    const other = await issueCard(t, { binSetId: funded.nw.set.id, holderUserId: (await t.userOf(2)).id });
    await purchase(other.id, '40.00');
    expect((await me(token)).cardsSpent.spent).toBe('38.94');
  });

  it('shows a EUR user their spend in EUR', async () => {
    const { t } = kit;
    const buyer = await addUser(t, { companyId: funded.nw.company.id, role: 4 });
    await t.db.update(users).set({ balanceCurrency: 'EUR' }).where(eq(users.id, buyer.id));
    const token = await tokenOf(t, buyer.id);
    const usd = await issueCard(t, { binSetId: funded.nw.set.id, holderUserId: buyer.id });
    await purchase(usd.id, '10.00');
    // 10.00 USD at 0.925.
    expect(await me(token)).toEqual({ cardsCount: 1, cardsSpent: { spent: '9.25', currencyCode: 'EUR' } });
  });

  it('starts the month at the caller’s midnight (the Timezone header)', async () => {
    const { t } = kit;
    const buyer = await addUser(t, { companyId: funded.nw.company.id, role: 4 });
    const token = await tokenOf(t, buyer.id);
    const card = await issueCard(t, { binSetId: funded.nw.set.id, holderUserId: buyer.id });
    await purchase(card.id, '7.00');
    // Half an hour into this month in UTC+03:00, which is still last month in UTC.
    const now = t.deps.now();
    const local = new Date(now.getTime() + 3 * 3_600_000);
    const at = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 3 * 3_600_000 + 1_800_000);
    await t.db.update(cardTransactions).set({ createdAt: at }).where(eq(cardTransactions.cardId, card.id));
    expect((await me(token, 'UTC+03:00')).cardsSpent.spent).toBe('7.00');
    const inUtcMonth = at >= new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    expect((await me(token)).cardsSpent.spent).toBe(inUtcMonth ? '7.00' : '0.00');
  });
});
