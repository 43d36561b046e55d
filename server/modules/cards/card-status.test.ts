import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { cardEvents, cards } from '@/server/db/schema/index';
import { issueCard } from '@/server/modules/card-issuer/card-test-kit';
import { api, kit, mailedCode, nw, owner, tok, useCardsApi } from './cards.fixtures';

/** Card status through the HTTP API (issue 6): freeze, unfreeze and close, bulk freeze, and limits. */
useCardsApi();

describe('status, bulk freeze and limits', () => {
  it('freeze, unfreeze and close change the card at the issuer and here; a closed card is never reopened', async () => {
    const { t } = kit;
    const { sandbox } = await t.deps.cardIssuer();
    const card = await issueCard(t, { binSetId: nw.set.id, holderUserId: owner.id, name: 'Lifecycle' });
    expect((await api('POST', `/card/${card.id}/unfreeze`, tok.owner)).status).toBe(409);
    const frozen = await api('POST', `/card/${card.id}/freeze`, tok.owner);
    expect(frozen.body.data).toMatchObject({ message: apiMessage.cardFrozen, card: { status: 'frozen' } });
    expect(sandbox!.stateOf(card.issuerCardId).status).toBe('frozen');
    expect((await api('POST', `/card/${card.id}/freeze`, tok.owner)).status).toBe(409);
    expect((await api('POST', `/card/${card.id}/unfreeze`, tok.owner)).body.data.card.status).toBe('active');
    const early = await mailedCode(card.id, owner.email);
    const closed = await api('POST', `/card/${card.id}/close`, tok.owner);
    expect(closed.body.data.card).toMatchObject({ status: 'closed' });
    expect(closed.body.data.card.closedAt).not.toBeNull();
    expect(sandbox!.stateOf(card.issuerCardId).status).toBe('closed');

    for (const [method, path, json] of [
      ['POST', 'unfreeze'],
      ['POST', 'freeze'],
      ['POST', 'close'],
      ['PATCH', 'limits', { daily: '1' }],
      ['PATCH', 'name', { name: 'Back again' }],
      ['POST', 'reveal-code'],
      ['POST', 'reveal', { code: early.code }],
    ] as const) {
      const res = await api(method, `/card/${card.id}/${path}`, tok.owner, json);
      expect(res.status, `${method} ${path}`).toBe(409);
      expect(res.body.message).toBe(apiMessage.cardClosed);
    }
    expect((await api('POST', '/card/bulk-freeze', tok.owner, { ids: [card.id] })).body.data.skippedIds).toEqual([
      card.id,
    ]);
    const detail = (await api('GET', `/card/${card.id}`, tok.owner)).body.data;
    expect(detail.status).toBe('closed');
    expect(Object.values(detail.actions).every((v) => v === false)).toBe(true);
    const history = (await api('GET', `/card/${card.id}/history`, tok.owner)).body.data;
    expect(history.map((e: { type: { key: string } }) => e.type.key)).toEqual([
      'closed',
      'unfrozen',
      'frozen',
      'issued',
    ]);
    expect(history[0]).toMatchObject({
      cardNumber: `•••• ${card.last4}`,
      status: { key: 'closed' },
      userName: 'Alex Novak',
    });
  });

  it('bulk freeze freezes the active cards reached and lists the rest as skipped', async () => {
    const { t } = kit;
    const made = await issueCard(t, { binSetId: nw.set.id, holderUserId: owner.id, name: 'Bulk', count: 3 });
    const [a, b, c] = made.all.map((x) => x.id) as [number, number, number];
    await api('POST', `/card/${c}/freeze`, tok.owner);
    const res = await api('POST', '/card/bulk-freeze', tok.owner, { ids: [a, b, c, a, 9_999_999] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      message: apiMessage.cardsFrozen(2),
      frozenIds: [a, b],
      skippedIds: [c, 9_999_999],
    });
    const statuses = await t.db.select({ status: cards.status }).from(cards).where(eq(cards.name, 'Bulk'));
    expect(statuses.every((s) => s.status === 'frozen')).toBe(true);
    expect(Object.keys((await api('POST', '/card/bulk-freeze', tok.owner, { ids: [] })).body.errors)).toEqual(['ids']);
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1);
    expect(Object.keys((await api('POST', '/card/bulk-freeze', tok.owner, { ids: tooMany })).body.errors)).toEqual([
      'ids',
    ]);
    expect((await api('POST', '/card/bulk-freeze', tok.r5, { ids: [a] })).status).toBe(403);
  });

  it('limits: bad input is 422 naming the field, changing nothing; a field left out stays, null clears', async () => {
    const { t } = kit;
    const { sandbox } = await t.deps.cardIssuer();
    const card = await issueCard(t, {
      binSetId: nw.set.id,
      holderUserId: owner.id,
      name: 'Limits',
      limits: { daily: '100', monthly: '1000' },
    });
    for (const [body, field] of [
      [{ daily: 'abc' }, 'daily'],
      [{ perTransaction: '0' }, 'perTransaction'],
      [{ monthly: '1.005' }, 'monthly'],
      [{ lifetime: '2000000000' }, 'lifetime'],
      [{ daily: -5 }, 'daily'],
    ] as const) {
      const res = await api('PATCH', `/card/${card.id}/limits`, tok.owner, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    expect((await api('PATCH', `/card/${card.id}/limits`, tok.owner, { weekly: '5' })).status).toBe(422);
    const ok = await api('PATCH', `/card/${card.id}/limits`, tok.owner, { perTransaction: '25.50', monthly: null });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.card.limits).toEqual({
      perTransaction: '25.50',
      daily: '100.00',
      monthly: null,
      lifetime: null,
    });
    expect(sandbox!.stateOf(card.issuerCardId).limits).toEqual({
      perTransaction: 2550n,
      daily: 10_000n,
      monthly: null,
      lifetime: null,
    });
    const [event] = await t.db
      .select()
      .from(cardEvents)
      .where(and(eq(cardEvents.cardId, card.id), eq(cardEvents.type, 'limits')));
    expect(event!.info).toMatchObject({
      before: { daily: '10000', monthly: '100000' },
      after: { perTransaction: '2550', monthly: null },
    });
  });
});
