import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { auditLog, cardEvents, cards, cardTransactions, users } from '@/server/db/schema/index';
import { addCard } from '@/server/modules/card-analytics/card-analytics.fixtures';
import {
  useCardKit,
  expectLedgerSound,
  issueCard,
  useNorthwindInTwoCurrencies,
  sandboxPurchase,
} from '@/server/modules/card-issuer/card-test-kit';
import { addUser } from './team.fixtures';

/**
 * A user's cards on the team side (PRODUCT.md "Cards"): closing a user closes their cards the way a card
 * close does, and the team list counts their open cards and this month's spend.
 */
const kit = useCardKit();
const funded = useNorthwindInTwoCurrencies(kit, '2000.00');
let owner: string;

beforeAll(async () => {
  const { t } = kit;
  owner = (await t.sessionFor(2)).accessToken;
});

const api = (method: string, path: string, token: string, json?: unknown) =>
  kit.t.request(method, `/api${path}`, { token, json });
const buyer = (extra: { balanceCurrency?: string } = {}) =>
  addUser(kit.t, { companyId: funded.nw.company.id, role: 4, ...extra });
const cardRows = (ids: number[]) => kit.t.db.select().from(cards).where(inArray(cards.id, ids)).orderBy(cards.id);
const purchase = (cardId: number, amount: string, extra: Record<string, unknown> = {}) =>
  sandboxPurchase(kit.t, { cardId, amount, merchant: { name: 'Figma' }, ...extra });
const listed = async (email: string) => {
  const res = await api('GET', `/page/team/user-list?search=${encodeURIComponent(email)}`, owner);
  expect(res.status, res.text).toBe(200);
  expect(res.body.data.data).toHaveLength(1);
  return res.body.data.data[0] as { cardsCount: number; spend: { amount: string; currencyCode: string } };
};

describe('DELETE user/{id} closes the user’s cards', () => {
  it('closes active and frozen cards through the issuer, with their history; a closed card stays closed', async () => {
    const { t } = kit;
    const holder = await buyer();
    const issued = await issueCard(t, { binSetId: funded.nw.set.id, holderUserId: holder.id, count: 3 });
    const [activeId, frozenId, closedId] = issued.all.map((c) => c.id) as [number, number, number];
    expect((await api('POST', `/card/${frozenId}/freeze`, owner)).status).toBe(200);
    expect((await api('POST', `/card/${closedId}/close`, owner)).status).toBe(200);
    const [alreadyClosed] = await cardRows([closedId]);

    const res = await api('DELETE', `/user/${holder.id}`, owner);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ message: apiMessage.userClosed });

    const rows = await cardRows([activeId, frozenId, closedId]);
    expect(rows.map((r) => r.status)).toEqual(['closed', 'closed', 'closed']);
    expect(rows[0]!.closedAt).not.toBeNull();
    // The card closed earlier keeps its own close: no second event, no new closedAt.
    expect(rows[2]!.closedAt).toEqual(alreadyClosed!.closedAt);
    const { sandbox } = await t.deps.cardIssuer();
    for (const row of rows) expect(sandbox!.stateOf(row.issuerCardId).status).toBe('closed');

    const ownerId = (await t.userOf(2)).id;
    const closes = await t.db
      .select()
      .from(cardEvents)
      .where(and(inArray(cardEvents.cardId, [activeId, frozenId, closedId]), eq(cardEvents.type, 'closed')));
    expect(closes.map((e) => e.cardId).sort((a, b) => a - b)).toEqual([activeId, frozenId, closedId]);
    expect(closes.every((e) => e.userId === ownerId && e.status === 'closed')).toBe(true);
    const history = await api('GET', `/card/${activeId}/history`, owner);
    expect(history.body.data[0]).toMatchObject({ type: { key: 'closed' }, status: { key: 'closed' } });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, holder.id), eq(auditLog.action, 'user.delete')));
    expect(entry!.after).toMatchObject({ status: 0, closedCardIds: [activeId, frozenId] });

    // Closed is final: no unfreeze, freeze or second close, and the issuer still has it closed.
    for (const action of ['unfreeze', 'freeze', 'close']) {
      for (const id of [activeId, frozenId])
        expect((await api('POST', `/card/${id}/${action}`, owner)).status).toBe(409);
    }
    expect((await cardRows([frozenId]))[0]!.status).toBe('closed');
    expect(sandbox!.stateOf(rows[1]!.issuerCardId).status).toBe('closed');
    // A purchase on a card of the closed user is declined.
    expect((await purchase(activeId, '5.00')).body.data.decision).toEqual({ approved: false, reason: 'card_closed' });
    expect((await listed(holder.email)).cardsCount).toBe(0);
    await expectLedgerSound(t);
  });

  it('an issuer refusal leaves the user and every card as they were (502)', async () => {
    const { t } = kit;
    const holder = await buyer();
    const good = await issueCard(t, { binSetId: funded.nw.set.id, holderUserId: holder.id });
    // A card the sandbox never issued: its close is refused by the issuer.
    const unknown = await addCard(t, { companyId: funded.nw.company.id, holderUserId: holder.id });

    const res = await api('DELETE', `/user/${holder.id}`, owner);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(apiMessage.cardIssuerFailed);
    const [user] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, holder.id));
    expect(user!.status).toBe(2);
    expect((await cardRows([good.id, unknown.id])).map((r) => r.status)).toEqual(['active', 'active']);
    expect(
      await t.db
        .select()
        .from(cardEvents)
        .where(and(eq(cardEvents.cardId, good.id), eq(cardEvents.type, 'closed'))),
    ).toHaveLength(0);
  });

  it('closes nothing of other users', async () => {
    const { t } = kit;
    const [holder, neighbour] = [await buyer(), await buyer()];
    await issueCard(t, { binSetId: funded.nw.set.id, holderUserId: holder.id });
    const theirs = await issueCard(t, { binSetId: funded.nw.set.id, holderUserId: neighbour.id });
    expect((await api('DELETE', `/user/${holder.id}`, owner)).status).toBe(200);
    expect((await cardRows([theirs.id]))[0]!.status).toBe('active');
    expect((await listed(neighbour.email)).cardsCount).toBe(1);
  });
});

describe('team list: cardsCount and spend this month', () => {
  it('counts open cards and sums this month’s spend per currency of the cards, never converted', async () => {
    const { t } = kit;
    const holder = await buyer();
    expect(await listed(holder.email)).toMatchObject({ cardsCount: 0, spend: [] });

    const usd = await issueCard(t, { binSetId: funded.nw.set.id, holderUserId: holder.id });
    const eur = await issueCard(t, { binSetId: funded.eurSetId, holderUserId: holder.id });
    const spare = await issueCard(t, { binSetId: funded.nw.set.id, holderUserId: holder.id });
    expect((await listed(holder.email)).cardsCount).toBe(3);

    expect((await purchase(usd.id, '25.50')).body.data.decision.approved).toBe(true);
    expect((await purchase(eur.id, '10.00')).body.data.decision.approved).toBe(true);
    // Held counts in full; a refund takes its part back; a reversal spends nothing.
    expect((await purchase(usd.id, '4.00', { then: 'hold' })).status).toBe(200);
    expect((await purchase(usd.id, '10.00', { then: 'refund', refundAmount: '3.00' })).status).toBe(200);
    expect((await purchase(usd.id, '99.00', { then: 'reverse' })).status).toBe(200);
    // A decline spends nothing either.
    expect((await purchase(usd.id, '1000000.00')).body.data.decision.approved).toBe(false);
    // 25.50 + 4.00 + 7.00 USD, and 10.00 EUR on its own line (not 10.80 added into the dollars).
    expect((await listed(holder.email)).spend).toEqual([
      { amount: '10.00', currencyCode: 'EUR' },
      { amount: '36.50', currencyCode: 'USD' },
    ]);

    // Last month's spend is not this month's.
    const [first] = await t.db
      .select()
      .from(cardTransactions)
      .where(and(eq(cardTransactions.cardId, usd.id), eq(cardTransactions.settledAmount, 2_550n)));
    const now = t.deps.now();
    await t.db
      .update(cardTransactions)
      .set({ createdAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)) })
      .where(eq(cardTransactions.id, first!.id));
    expect((await listed(holder.email)).spend).toEqual([
      { amount: '10.00', currencyCode: 'EUR' },
      { amount: '11.00', currencyCode: 'USD' },
    ]);

    // A closed card leaves the count; what it spent this month stays spent.
    expect((await api('POST', `/card/${spare.id}/close`, owner)).status).toBe(200);
    expect(await listed(holder.email)).toMatchObject({
      cardsCount: 2,
      spend: [{ amount: '10.00' }, { amount: '11.00' }],
    });

    // The member's balance currency changes nothing: each currency stays as spent.
    await t.db.update(users).set({ balanceCurrency: 'EUR' }).where(eq(users.id, holder.id));
    expect((await listed(holder.email)).spend).toEqual([
      { amount: '10.00', currencyCode: 'EUR' },
      { amount: '11.00', currencyCode: 'USD' },
    ]);
    await expectLedgerSound(t);
  });
});
