import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AskableRequests } from '@/src/contracts/requests';
import { auditLog, cards, requests } from '@/server/db/schema/index';
import { addUser, tokenOf } from '@/server/modules/team/team.fixtures';
import { useTestContext } from '@/server/test-support/use-test-context';
import { approve, ask, askCardLimit, askFunds, requestWorld, type RequestWorld } from './requests.fixtures';

// Issue 24, the requester's and the owner's sides: what a caller may ask for (GET /request/askable), a person
// limit asked higher only where one exists, the owner's delegation of funds and new cards to team leads, and a
// team lead asking on behalf of a member of their team.

const t = useTestContext();
let w: RequestWorld;
beforeAll(async () => {
  w = await requestWorld(t);
});

const askable = async (token: string) => {
  const res = await t.request('GET', '/api/request/askable', { token });
  expect(res.status, res.text).toBe(200);
  return res.body.data as AskableRequests;
};
const post = (token: string, json: Record<string, unknown>) =>
  t.request('POST', '/api/request', { token, json: { reason: 'Campaign tonight', ...json } });
const setLimits = async (userId: number, limits: unknown[]) => {
  const res = await t.request('PUT', `/api/user/${userId}/spend-limits`, { token: w.owner.token, json: { limits } });
  expect(res.status, res.text).toBe(200);
};
const saveSettings = (token: string, json: Record<string, boolean>) =>
  t.request('PUT', '/api/request/settings', { token, json });

describe('what the caller may ask for', () => {
  it('a buyer: themself, their open cards, the issuable BIN sets and the fundable accounts', async () => {
    const mine = await askable(w.buyer.token);
    expect(mine.people.map((p) => p.id)).toEqual([w.buyer.id]);
    expect(mine.cards.map((c) => c.id)).toContain(w.card.id);
    expect(mine.cards.every((c) => c.holderUserId === w.buyer.id)).toBe(true);
    expect(mine.cards.find((c) => c.id === w.card.id)!.limits).toMatchObject({
      daily: '100.00',
      monthly: '500.00',
      lifetime: null,
    });
    expect(mine.binSets.map((s) => s.id)).toContain(w.nw.set.id);
    expect(mine.funds.transit.map((a) => a.id)).toContain(w.transit);
    expect(mine.funds.bin.map((a) => a.id)).toContain(w.nw.account.id);
    // Every BIN account offered can be funded from a transit account of its currency.
    const currencies = new Set(mine.funds.transit.map((a) => a.currency));
    expect(mine.funds.bin.every((a) => currencies.has(a.currency))).toBe(true);
    expect(mine.personLimits).toEqual([]);
    expect(mine.kinds).toEqual({ new_card: true, card_limit: true, person_limit: false, funds: true });
  });

  it('a team lead: themself first, then their active team, and the team’s cards', async () => {
    const away = await addUser(t, { companyId: w.nw.company.id, role: 4, teamLeadId: w.lead.id, status: 3 });
    const theirs = await askable(w.lead.token);
    expect(theirs.people[0]!.id).toBe(w.lead.id);
    expect(theirs.people.map((p) => p.id)).toContain(w.buyer.id);
    expect(theirs.people.map((p) => p.id)).not.toContain(away.id);
    expect(theirs.cards.map((c) => c.id)).toContain(w.card.id);
  });

  it('only limits that exist are offered, and asked higher', async () => {
    const none = await post(w.buyer.token, { kind: 'person_limit', currency: 'USD', limit: 'daily', amount: '99.00' });
    expect(none.status).toBe(422);
    expect(none.body.errors.limit).toEqual(['There is no daily person limit in USD to raise']);

    await setLimits(w.buyer.id, [{ currency: 'USD', daily: '40.00', monthly: null }]);
    const mine = await askable(w.buyer.token);
    expect(mine.personLimits).toEqual([{ userId: w.buyer.id, currency: 'USD', daily: '40.00', monthly: null }]);
    expect(mine.kinds.person_limit).toBe(true);
    const monthly = await post(w.buyer.token, {
      kind: 'person_limit',
      currency: 'USD',
      limit: 'monthly',
      amount: '99.00',
    });
    expect(monthly.status).toBe(422);
    expect(monthly.body.errors.limit).toBeDefined();
    const made = await ask(t, w.buyer.token, {
      kind: 'person_limit',
      currency: 'USD',
      limit: 'daily',
      amount: '60.00',
    });
    expect(made.request.status).toBe('pending');
  });

  it('is for requesters: the owner decides rather than asks', async () => {
    const res = await t.request('GET', '/api/request/askable', { token: w.owner.token });
    expect(res.status).toBe(403);
  });
});

describe("the owner's delegation to team leads", () => {
  it('only the owner changes it; it is audited and read back by the leads', async () => {
    const byLead = await saveSettings(w.lead.token, { leadsDecideFunds: true, leadsDecideNewCards: true });
    expect(byLead.status).toBe(403);
    const saved = await saveSettings(w.owner.token, { leadsDecideFunds: true, leadsDecideNewCards: false });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({ leadsDecideFunds: true, leadsDecideNewCards: false });
    const read = await t.request('GET', '/api/request/settings', { token: w.lead.token });
    expect(read.body.data).toEqual({ leadsDecideFunds: true, leadsDecideNewCards: false });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'company.requestSettings'));
    expect(audits.at(-1)!.after).toEqual({ leadsDecideFunds: true, leadsDecideNewCards: false });
  });

  it('a lead decides their team’s funds request only while delegated; new cards stay the owner’s', async () => {
    await saveSettings(w.owner.token, { leadsDecideFunds: true, leadsDecideNewCards: false });
    const funds = await askFunds(t, w, '20.00');
    const ok = await approve(t, w.lead.token, funds.request.id);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.request.result.paymentId).toEqual(expect.any(Number));

    const card = await ask(t, w.buyer.token, { kind: 'new_card', binSetId: w.nw.set.id, name: 'Delegated?' });
    const refused = await approve(t, w.lead.token, card.request.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the company owner can decide this request');

    await saveSettings(w.owner.token, { leadsDecideFunds: false, leadsDecideNewCards: true });
    const issued = await approve(t, w.lead.token, card.request.id);
    expect(issued.status, issued.text).toBe(200);
    const again = await askFunds(t, w, '21.00');
    const takenBack = await approve(t, w.lead.token, again.request.id);
    expect(takenBack.status).toBe(403);
    const [row] = await t.db.select().from(requests).where(eq(requests.id, again.request.id));
    expect(row!.status).toBe('pending');
    await t.request('POST', `/api/request/${again.request.id}/cancel`, { token: w.buyer.token });
  });

  it('delegation is to the team’s own lead: another lead decides nothing of this team', async () => {
    await saveSettings(w.owner.token, { leadsDecideFunds: true, leadsDecideNewCards: true });
    const other = await addUser(t, {
      companyId: w.nw.company.id,
      role: 3,
      permissions: ['card_issue', 'transfer_funds'],
    });
    const funds = await askFunds(t, w, '22.00');
    const res = await approve(t, await tokenOf(t, other.id), funds.request.id);
    expect([403, 404]).toContain(res.status);
    const [row] = await t.db.select().from(requests).where(eq(requests.id, funds.request.id));
    expect(row!.status).toBe('pending');
    await saveSettings(w.owner.token, { leadsDecideFunds: false, leadsDecideNewCards: false });
  });
});

describe('a team lead asks for a member of their team', () => {
  it('a new card for the member: the owner decides, the card is the member’s', async () => {
    const made = await ask(t, w.lead.token, {
      kind: 'new_card',
      binSetId: w.nw.set.id,
      holderUserId: w.buyer.id,
      name: 'For the team',
    });
    const view = await t.request('GET', `/api/request/${made.request.id}`, { token: w.lead.token });
    expect(view.body.data).toMatchObject({ requester: { id: w.lead.id }, subject: { id: w.buyer.id } });
    // The member sees no request of theirs: they did not ask.
    const buyers = await t.request('GET', '/api/request/list?page=1&perPage=50', { token: w.buyer.token });
    expect(buyers.body.data.records.map((r: { id: number }) => r.id)).not.toContain(made.request.id);

    expect((await approve(t, w.lead.token, made.request.id)).status).toBe(403);
    const ok = await approve(t, w.owner.token, made.request.id);
    expect(ok.status, ok.text).toBe(200);
    const [card] = await t.db.select().from(cards).where(eq(cards.id, ok.body.data.request.result.cardIds[0]));
    expect(card).toMatchObject({ holderUserId: w.buyer.id, name: 'For the team' });
  });

  it('a higher card limit on the member’s card and a higher person limit of the member', async () => {
    const limit = await askCardLimit(t, w, 'daily', '800.00', w.lead.token);
    const [row] = await t.db.select().from(requests).where(eq(requests.id, limit.request.id));
    expect(row).toMatchObject({ requesterId: w.lead.id, subjectUserId: w.buyer.id });

    await setLimits(w.buyer.id, [{ currency: 'EUR', daily: '10.00', monthly: '100.00' }]);
    const person = await ask(t, w.lead.token, {
      kind: 'person_limit',
      userId: w.buyer.id,
      currency: 'EUR',
      limit: 'monthly',
      amount: '300.00',
    });
    const ok = await approve(t, w.owner.token, person.request.id);
    expect(ok.status, ok.text).toBe(200);
  });

  it('never for someone outside their team, and a buyer only for themself', async () => {
    const outsider = await addUser(t, { companyId: w.nw.company.id, role: 4 });
    await setLimits(outsider.id, [{ currency: 'USD', daily: '10.00', monthly: null }]);
    const before = await t.db.select().from(requests);
    const forOutsider = await post(w.lead.token, {
      kind: 'person_limit',
      userId: outsider.id,
      currency: 'USD',
      limit: 'daily',
      amount: '20.00',
    });
    expect(forOutsider.status).toBe(422);
    expect(forOutsider.body.errors.userId).toEqual(['You can ask only for yourself or a member of your team']);
    const forLead = await post(w.buyer.token, {
      kind: 'new_card',
      binSetId: w.nw.set.id,
      holderUserId: w.lead.id,
      name: 'Not mine',
    });
    expect(forLead.status).toBe(422);
    expect(forLead.body.errors.holderUserId).toBeDefined();
    expect(await t.db.select().from(requests)).toEqual(before);
    const pendingOfOutsider = await t.db
      .select()
      .from(requests)
      .where(and(eq(requests.subjectUserId, outsider.id), eq(requests.status, 'pending')));
    expect(pendingOfOutsider).toEqual([]);
  });
});
