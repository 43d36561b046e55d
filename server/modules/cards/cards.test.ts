import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { binSets, cards, companies, payments, users } from '@/server/db/schema/index';
import { addCard } from '@/server/modules/card-analytics/card-analytics.fixtures';
import { addTeamCompany, tokenOf } from '@/server/modules/team/team.fixtures';
import { accountNow, expectLedgerSound, fundedCard, issueCard } from '@/server/modules/card-issuer/card-test-kit';
import { api, buyer, cardCount, companyRow, kit, nw, owner, tok, useCardsApi } from './cards.fixtures';

/**
 * Cards through the HTTP API (PRODUCT.md "Cards", issue 6): issuing with its preview, fee and allowance,
 * who may do what and tenancy. Status changes and limits, and reveal, have their own files.
 */
useCardsApi();
// Every test leaves the ledger balanced, never overdrawn, its cached balances true.
afterEach(() => expectLedgerSound(kit.t));

describe('issuing', () => {
  it('the preview preselects the default-issuance BIN set and prices count × fee against the allowance', async () => {
    const res = await api('GET', '/card/issue/preview', tok.owner);
    expect(res.status, res.text).toBe(200);
    const p = res.body.data;
    expect(p.binSets[0]).toMatchObject({
      id: nw.set.id,
      isDefaultIssuance: true,
      currency: 'USD',
      cardIssuanceFee: '2.00',
    });
    expect(p.binSets.map((s: { currency: string }) => s.currency).sort()).toEqual(['EUR', 'USD']);
    expect(p).toMatchObject({
      selectedBinSetId: nw.set.id,
      currency: 'USD',
      feePerCard: '2.00',
      count: 1,
      totalFee: '2.00',
    });
    expect(p.cardsAvailableCount).toBe((await companyRow()).cardsAvailableCount);

    const three = (await api('GET', '/card/issue/preview?count=3', tok.owner)).body.data;
    expect(three).toMatchObject({ count: 3, totalFee: '6.00' });
    const eur = p.binSets.find((s: { currency: string }) => s.currency === 'EUR');
    expect((await api('GET', `/card/issue/preview?binSetId=${eur.id}&count=2`, tok.owner)).body.data).toMatchObject({
      selectedBinSetId: eur.id,
      currency: 'EUR',
      feePerCard: '3.00',
      totalFee: '6.00',
    });
    expect((await api('GET', '/card/issue/preview?count=0', tok.owner)).status).toBe(422);
  });

  it('issues N cards to a holder picked from users-for-issue-card, the fee posted through the ledger', async () => {
    const { t } = kit;
    const picker = await api('GET', '/user/users-for-issue-card?query=buyer', tok.owner);
    expect(picker.status, picker.text).toBe(200);
    expect(picker.body.data.map((u: { id: number }) => u.id)).toContain(buyer.id);
    const before = { account: await accountNow(t, nw.account.id), company: await companyRow() };

    const issued = await issueCard(t, {
      binSetId: nw.set.id,
      holderUserId: buyer.id,
      name: 'Meta team',
      count: 3,
      limits: { daily: '250', perTransaction: null },
    });
    expect(issued.all).toHaveLength(3);
    const res = await api('GET', `/card/${issued.id}`, tok.buyer);
    expect(res.body.data).toMatchObject({
      holder: { id: buyer.id },
      status: 'active',
      currency: 'USD',
      maskedNumber: `•••• ${issued.last4}`,
      limits: { daily: '250.00', perTransaction: null },
    });

    const after = { account: await accountNow(t, nw.account.id), company: await companyRow() };
    expect(before.account.balance - after.account.balance).toBe(600n);
    expect(after.company.cardsAvailableCount).toBe(before.company.cardsAvailableCount - 3);
    expect(after.company.issuedCardsCount).toBe(before.company.issuedCardsCount + 3);
    const fees = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.companyId, nw.company.id), eq(payments.type, 'card_issue_fee')));
    expect(fees.at(-1)).toMatchObject({ amount: 600n, currency: 'USD' });
    const history = await api('GET', `/card/${issued.id}/history`, tok.owner);
    expect(history.body.data.map((e: { type: { key: string } }) => e.type.key)).toEqual(['issued']);
    const listed = await api('GET', '/card/list?perPage=100', tok.buyer);
    for (const c of issued.all) expect(listed.body.data.records.map((r: { id: number }) => r.id)).toContain(c.id);
  });

  it(
    'refuses a count above cardsAvailableCount, a fee the account cannot cover and bad fields with 422 naming the ' +
      'field, issuing nothing',
    async () => {
      const { t } = kit;
      const issue = (body: Record<string, unknown>, token = tok.owner) =>
        api('POST', '/card/issue', token, {
          binSetId: nw.set.id,
          holderUserId: owner.id,
          name: 'Refused',
          count: 1,
          ...body,
        });
      const { cardsAvailableCount } = await companyRow();
      await t.db.update(companies).set({ cardsAvailableCount: 2 }).where(eq(companies.id, nw.company.id));
      const before = { cards: await cardCount(), account: await accountNow(t, nw.account.id) };
      try {
        const over = await issue({ count: 3 });
        expect(over.status).toBe(422);
        expect(over.body.errors).toEqual({ count: [apiMessage.cardIssueCount(2)] });
        for (const count of [0, 101, 'x']) expect(Object.keys((await issue({ count })).body.errors)).toEqual(['count']);
        expect((await issue({ binSetId: 999_999 })).body.errors).toHaveProperty('binSetId');
        expect((await issue({ limits: { daily: '-1' } })).body.errors).toHaveProperty(['limits.daily']);
        expect((await issue({ name: '' })).body.errors).toHaveProperty('name');
        const stranger = (await addTeamCompany(t)).owner;
        expect((await issue({ holderUserId: stranger.id })).body.errors).toEqual({
          holderUserId: [apiMessage.cardIssueHolder],
        });

        // The fee above what the BIN account holds: 422 on count with the available amount; nothing charged.
        const available = before.account.balance - before.account.hold;
        await t.db
          .update(binSets)
          .set({ cardIssuanceFee: available + 1n })
          .where(eq(binSets.id, nw.set.id));
        const poor = await issue({});
        expect(poor.status).toBe(422);
        expect(poor.body.errors.count[0]).toMatch(/^Insufficient funds for the issuance fee: [\d.]+ USD available$/);
      } finally {
        await t.db.update(binSets).set({ cardIssuanceFee: 200n }).where(eq(binSets.id, nw.set.id));
        await t.db.update(companies).set({ cardsAvailableCount }).where(eq(companies.id, nw.company.id));
      }
      expect(await cardCount()).toBe(before.cards);
      expect((await accountNow(t, nw.account.id)).balance).toBe(before.account.balance);
    },
  );

  it(
    'needs card_issue: a buyer without it is refused, with it issues only to themself; a lead issues to their team; ' +
      'staff cannot',
    async () => {
      const { t } = kit;
      const body = (holderUserId: number) => ({ binSetId: nw.set.id, holderUserId, name: 'Own card', count: 1 });
      const lead = await t.userOf(3);
      expect((await api('POST', '/card/issue', tok.buyer, body(buyer.id))).status).toBe(403);
      expect((await api('GET', '/card/issue/preview', tok.buyer)).status).toBe(403);
      for (const staff of [tok.r1, tok.r6])
        expect((await api('POST', '/card/issue', staff, body(buyer.id))).status).toBe(403);

      await t.db
        .update(users)
        .set({ permissions: ['card_issue'] })
        .where(eq(users.id, buyer.id));
      try {
        expect((await api('POST', '/card/issue', tok.buyer, body(buyer.id))).status).toBe(201);
        expect((await api('POST', '/card/issue', tok.buyer, body(lead.id))).body.errors).toHaveProperty('holderUserId');
      } finally {
        await t.db.update(users).set({ permissions: [] }).where(eq(users.id, buyer.id));
      }
      expect((await api('POST', '/card/issue', tok.lead, body(buyer.id))).status).toBe(201);
      expect((await api('POST', '/card/issue', tok.lead, body(owner.id))).body.errors).toHaveProperty('holderUserId');
      const leadPicker = (await api('GET', '/user/users-for-issue-card', tok.lead)).body.data.map(
        (u: { id: number }) => u.id,
      );
      expect(leadPicker).toContain(buyer.id);
      expect(leadPicker).not.toContain(owner.id);
    },
  );
});

describe('who reaches a card and what they may do', () => {
  it('each role has the rights of the access table on a card it reaches', async () => {
    const { t } = kit;
    const buyers = await issueCard(t, { binSetId: nw.set.id, holderUserId: buyer.id, name: 'Buyer card' });
    const owners = await issueCard(t, { binSetId: nw.set.id, holderUserId: owner.id, name: 'Owner card' });
    const status = async (method: string, path: string, token: string, json?: unknown) =>
      (await api(method, path, token, json)).status;

    // A buyer: their card only; may freeze and unfreeze it, not change limits or close it.
    expect(await status('GET', `/card/${owners.id}`, tok.buyer)).toBe(404);
    expect((await api('GET', `/card/${buyers.id}`, tok.buyer)).body.data.actions).toEqual({
      freeze: true,
      unfreeze: false,
      close: false,
      limits: false,
      rename: false,
      reveal: true,
    });
    expect(await status('POST', `/card/${buyers.id}/freeze`, tok.buyer)).toBe(200);
    expect(await status('POST', `/card/${buyers.id}/unfreeze`, tok.buyer)).toBe(200);
    expect(await status('PATCH', `/card/${buyers.id}/limits`, tok.buyer, { daily: '10' })).toBe(403);
    expect(await status('POST', `/card/${buyers.id}/close`, tok.buyer)).toBe(403);
    // A team lead: their team's cards (limits, yes; the card data, no), not the owner's.
    expect(await status('PATCH', `/card/${buyers.id}/limits`, tok.lead, { daily: '10' })).toBe(200);
    expect(await status('POST', `/card/${buyers.id}/reveal-code`, tok.lead)).toBe(403);
    expect(await status('GET', `/card/${owners.id}`, tok.lead)).toBe(404);
    // Staff: 1 and 6 act, 5 and 8 only read, 7 has no cards at all.
    expect(await status('POST', `/card/${owners.id}/freeze`, tok.r6)).toBe(200);
    expect(await status('POST', `/card/${owners.id}/unfreeze`, tok.r1)).toBe(200);
    for (const token of [tok.r5, tok.r8]) {
      expect(await status('GET', `/card/${owners.id}`, token)).toBe(200);
      expect(await status('POST', `/card/${owners.id}/freeze`, token)).toBe(403);
      expect(await status('POST', `/card/${owners.id}/reveal-code`, token)).toBe(403);
    }
    expect(await status('GET', `/card/${owners.id}`, tok.r7)).toBe(403);
    expect((await api('GET', `/card/${owners.id}`, tok.r8)).body.data.actions).toMatchObject({
      freeze: false,
      close: false,
      limits: false,
      reveal: false,
    });
  });

  it("another company's card is 404 to every client path, and missing from lists and bulk freeze", async () => {
    const { t } = kit;
    const other = await addTeamCompany(t);
    const foreign = await addCard(t, { companyId: other.company.id, holderUserId: other.owner.id });
    for (const [method, path, json] of [
      ['GET', `/card/${foreign.id}`],
      ['GET', `/card/${foreign.id}/history`],
      ['GET', `/card/${foreign.id}/transactions`],
      ['POST', `/card/${foreign.id}/freeze`],
      ['POST', `/card/${foreign.id}/close`],
      ['PATCH', `/card/${foreign.id}/limits`, { daily: '5' }],
      ['PATCH', `/card/${foreign.id}/name`, { name: 'Mine now' }],
      ['POST', `/card/${foreign.id}/reveal-code`],
      ['POST', `/card/${foreign.id}/reveal`, { code: '123456' }],
    ] as const) {
      expect((await api(method, path, tok.owner, json)).status, `${method} ${path}`).toBe(404);
    }
    expect((await api('GET', `/backoffice/company/${other.company.id}/card/list`, tok.owner)).status).toBe(404);
    const mine = (await api('GET', '/card/list?perPage=100', tok.owner)).body.data.records.map(
      (r: { id: number }) => r.id,
    );
    expect(mine).not.toContain(foreign.id);
    const bulk = await api('POST', '/card/bulk-freeze', tok.owner, { ids: [foreign.id] });
    expect(bulk.body.data).toMatchObject({ frozenIds: [], skippedIds: [foreign.id] });
    const [row] = await t.db.select().from(cards).where(eq(cards.id, foreign.id));
    expect(row!.status).toBe('active');
    // The other way round: their owner does not reach Northwind's cards.
    const theirs = await tokenOf(t, other.owner.id);
    const { card } = await fundedCard(t, '10.00');
    expect((await api('GET', `/card/${card.id}`, theirs)).status).toBe(404);
  });
});
