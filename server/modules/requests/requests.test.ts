import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  cardEvents,
  cards,
  notifications,
  payments,
  personSpendLimits,
  requests,
} from '@/server/db/schema/index';
import { issueCard } from '@/server/modules/card-issuer/card-test-kit';
import { useTestContext } from '@/server/test-support/use-test-context';
import { balanceOf } from '@/server/modules/transfers/money-fixtures';
import { expireRequests } from './request-lifecycle';
import { approve, ask, askCardLimit, askFunds, requestWorld, type RequestWorld } from './requests.fixtures';

// Issue 24: each kind approved executes exactly once through its existing path; who may decide; cancelled
// and expired requests stay as they are.

const t = useTestContext();
let w: RequestWorld;
beforeAll(async () => {
  w = await requestWorld(t);
});

const statusOf = async (id: number) =>
  (await t.db.select({ status: requests.status }).from(requests).where(eq(requests.id, id)))[0]!.status;

describe('a higher card limit', () => {
  it('is asked once (a duplicate answers the same request), approved with changes once, then 409', async () => {
    const body = { kind: 'card_limit', cardId: w.card.id, limit: 'daily', amount: '500.00' };
    const first = await ask(t, w.buyer.token, body);
    const again = await ask(t, w.buyer.token, body);
    expect(again).toMatchObject({ duplicate: true, request: { id: first.request.id } });

    const tooMuch = await approve(t, w.owner.token, first.request.id, { amount: '600.00' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.amount).toBeDefined();

    const ok = await approve(t, w.owner.token, first.request.id, { amount: '300.00' });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.request).toMatchObject({ status: 'approved', approvedAmount: '300.00', channel: 'portal' });
    const [card] = await t.db.select().from(cards).where(eq(cards.id, w.card.id));
    expect(card!.limitDaily).toBe(30000n);

    const twice = await approve(t, w.owner.token, first.request.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This request has already been decided');
    const events = await t.db
      .select()
      .from(cardEvents)
      .where(and(eq(cardEvents.cardId, w.card.id), eq(cardEvents.type, 'limits')));
    expect(events).toHaveLength(1);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'request.approve'));
    expect(audits.some((a) => (a.after as { requestId: number }).requestId === first.request.id)).toBe(true);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, w.buyer.id));
    expect(told.some((n) => n.type === 'request_decided' && n.title.startsWith('Approved'))).toBe(true);
  });
});

describe('a higher person limit', () => {
  it('a team lead approves within their own limit, never above it', async () => {
    const own = await t.request('PUT', `/api/user/${w.lead.id}/spend-limits`, {
      token: w.owner.token,
      json: { limits: [{ currency: 'USD', daily: '100.00', monthly: null }] },
    });
    expect(own.status, own.text).toBe(200);
    // Only a person limit that exists is asked higher (request-features.test.ts).
    const buyers = await t.request('PUT', `/api/user/${w.buyer.id}/spend-limits`, {
      token: w.owner.token,
      json: { limits: [{ currency: 'USD', daily: '50.00', monthly: null }] },
    });
    expect(buyers.status, buyers.text).toBe(200);
    const made = await ask(t, w.buyer.token, {
      kind: 'person_limit',
      currency: 'USD',
      limit: 'daily',
      amount: '200.00',
    });
    const over = await approve(t, w.lead.token, made.request.id);
    expect(over.status).toBe(403);
    expect(over.body.message).toContain('100.00 USD');
    expect(await statusOf(made.request.id)).toBe('pending');

    const within = await approve(t, w.lead.token, made.request.id, { amount: '100.00' });
    expect(within.status, within.text).toBe(200);
    const limits = await t.db.select().from(personSpendLimits).where(eq(personSpendLimits.userId, w.buyer.id));
    expect(limits).toMatchObject([{ currency: 'USD', daily: 10000n, monthly: null }]);
  });

  it('the lead cannot decide funds or new cards unless the owner delegates', async () => {
    const made = await askFunds(t, w, '10.00');
    const refused = await approve(t, w.lead.token, made.request.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the company owner can decide this request');
    const declined = await t.request('POST', `/api/request/${made.request.id}/decline`, {
      token: w.owner.token,
      json: { comment: 'Not today' },
    });
    expect(declined.status).toBe(200);
  });
});

describe('funds and a new card', () => {
  it('funds post one transfer with its fee', async () => {
    const before = await balanceOf(t, w.nw.account.id);
    const made = await askFunds(t, w, '50.00');
    const ok = await approve(t, w.owner.token, made.request.id);
    expect(ok.status, ok.text).toBe(200);
    const paymentId = ok.body.data.request.result.paymentId as number;
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment!.amount).toBe(5000n);
    const after = await balanceOf(t, w.nw.account.id);
    const credited = after.balance - before.balance;
    expect(credited > 0n && credited <= 5000n).toBe(true);
    expect((await approve(t, w.owner.token, made.request.id)).status).toBe(409);
  });

  it('a new card is issued once, to the buyer, with its fee', async () => {
    const made = await ask(t, w.buyer.token, { kind: 'new_card', binSetId: w.nw.set.id, name: 'Night campaign' });
    const ok = await approve(t, w.owner.token, made.request.id);
    expect(ok.status, ok.text).toBe(200);
    const ids = ok.body.data.request.result.cardIds as number[];
    expect(ids).toHaveLength(1);
    const made2 = await t.db.select().from(cards).where(eq(cards.name, 'Night campaign'));
    expect(made2).toMatchObject([{ holderUserId: w.buyer.id }]);
    expect((await approve(t, w.owner.token, made.request.id)).status).toBe(409);
  });
});

describe('a limit the card does not have', () => {
  it('is refused naming the limit, and a card without any limit is not offered', async () => {
    const bare = await issueCard(t, { binSetId: w.nw.set.id, holderUserId: w.buyer.id });
    const none = await t.request('POST', '/api/request', {
      token: w.buyer.token,
      json: { kind: 'card_limit', cardId: w.card.id, limit: 'lifetime', amount: '900.00', reason: 'More' },
    });
    expect(none.status, none.text).toBe(422);
    expect(none.body.errors.limit).toEqual(['This card has no lifetime limit to raise']);
    const askable = await t.request('GET', '/api/request/askable', { token: w.buyer.token });
    expect(askable.status, askable.text).toBe(200);
    const offered = (askable.body.data.cards as { id: number }[]).map((c) => c.id);
    expect(offered).toContain(w.card.id);
    expect(offered).not.toContain(bare.id);
    expect(
      await t.db
        .select()
        .from(requests)
        .where(eq(requests.target, `card:${w.card.id}:lifetime`)),
    ).toEqual([]);
  });
});

describe('cancelled and expired', () => {
  it('cannot be approved', async () => {
    const made = await askCardLimit(t, w, 'monthly', '900.00');
    const cancel = await t.request('POST', `/api/request/${made.request.id}/cancel`, { token: w.buyer.token });
    expect(cancel.status, cancel.text).toBe(200);
    expect((await approve(t, w.owner.token, made.request.id)).status).toBe(409);

    const late = await askCardLimit(t, w, 'monthly', '950.00');
    await t.db
      .update(requests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(requests.id, late.request.id));
    const refused = await approve(t, w.owner.token, late.request.id);
    expect(refused.status).toBe(409);
    expect(await expireRequests(t.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await statusOf(late.request.id)).toBe('expired');
    const [card] = await t.db.select().from(cards).where(eq(cards.id, w.card.id));
    expect(card!.limitMonthly).toBe(50000n);
  });
});
