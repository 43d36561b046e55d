import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { binSets, cardEvents, cards, companies, payments, users } from '@/server/db/schema/index';
import { rowsOf } from '@/server/db/client';
import { isLuhnValid } from '@/server/providers/card-issuer/luhn';
import { startFakeBotApi, type FakeBotApi } from '@/server/test-support/fake-telegram';
import { addCard } from '@/server/modules/card-analytics/card-analytics.fixtures';
import { addTeamCompany, tokenOf } from '@/server/modules/team/team.fixtures';
import { fund } from '@/server/modules/bin-sets/bin-sets.fixtures';
import {
  accountNow,
  createCardKit,
  expectLedgerSound,
  fundedCard,
  issueCard,
  northwind,
  type CardKit,
} from '@/server/modules/card-issuer/card-test-kit';

/**
 * Cards through the HTTP API (PRODUCT.md "Cards", issue 6): issuing with its preview, fee and allowance,
 * who may do what, tenancy, status changes, bulk freeze and limits. Reveal has its own file.
 */
let kit: CardKit;
let bot: FakeBotApi;
let nw: Awaited<ReturnType<typeof northwind>>;
const tok = {} as Record<'owner' | 'lead' | 'buyer' | 'r1' | 'r5' | 'r6' | 'r7' | 'r8', string>;
let buyer: { id: number; email: string };
let owner: { id: number; email: string };

beforeAll(async () => {
  bot = await startFakeBotApi();
  kit = await createCardKit({ env: { TELEGRAM_BOT_TOKEN: bot.token, TELEGRAM_API_URL: bot.url } });
  const { t } = kit;
  nw = await northwind(t);
  await fund(t, nw.account, '5000.00');
  const roles = { owner: 2, lead: 3, buyer: 4, r1: 1, r5: 5, r6: 6, r7: 7, r8: 8 } as const;
  for (const [name, role] of Object.entries(roles))
    tok[name as keyof typeof tok] = (await t.sessionFor(role)).accessToken;
  buyer = await t.userOf(4);
  owner = await t.userOf(2);
});
afterAll(async () => {
  await kit?.close();
  await bot?.close();
});

const api = (method: string, path: string, token: string, json?: unknown) =>
  kit.t.request(method, `/api${path}`, { token, json });
const companyRow = async () => (await kit.t.db.select().from(companies).where(eq(companies.id, nw.company.id)))[0]!;
/** Asks for a code and reads it from the e-mail it went to. */
async function mailedCode(cardId: number, to: string, token = tok.owner) {
  const since = kit.t.smtp.messages.length;
  const res = await api('POST', `/card/${cardId}/reveal-code`, token);
  expect(res.status, res.text).toBe(200);
  const mail = await kit.t.smtp.waitFor(
    (m) =>
      kit.t.smtp.messages.indexOf(m) >= since && m.to.includes(to) && m.subject === 'Your code to see card details',
  );
  return { res, code: /Code (\d{6})/.exec(mail.text)![1]! };
}
const cardCount = async () => (await kit.t.db.select({ id: cards.id }).from(cards)).length;

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
    await expectLedgerSound(t);
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
      await expectLedgerSound(t);
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

describe('reveal', () => {
  const revealed: string[] = [];
  const reveal = async (cardId: number, code: string, token = tok.owner) => {
    const res = await api('POST', `/card/${cardId}/reveal`, token, { code });
    if (res.status === 200) revealed.push(res.body.data.number);
    return res;
  };
  const refused = (res: { status: number; body: { errors?: unknown } }) => {
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: [apiMessage.cardRevealCodeInvalid] });
  };

  it(
    "by e-mail (emailFor3ds): a fresh code shows the data once with no-store; a wrong, replaced, other card's, used " +
      'or expired code is refused',
    async () => {
      const { t } = kit;
      const card = await issueCard(t, { binSetId: nw.set.id, holderUserId: owner.id, name: 'Reveal' });
      const otherCard = await issueCard(t, { binSetId: nw.set.id, holderUserId: owner.id, name: 'Reveal 2' });
      await t.db.update(users).set({ emailFor3ds: 'cards-3ds@northwind.test' }).where(eq(users.id, owner.id));
      const first = await mailedCode(card.id, 'cards-3ds@northwind.test');
      expect(first.res.body.data).toMatchObject({ channel: 'email', destination: 'c••••••@northwind.test' });
      expect(first.res.text).not.toContain(first.code);
      const second = await mailedCode(card.id, 'cards-3ds@northwind.test');
      refused(await reveal(card.id, first.code));
      refused(await reveal(otherCard.id, second.code));
      refused(await reveal(card.id, second.code === '000000' ? '000001' : '000000'));

      const ok = await reveal(card.id, second.code);
      expect(ok.status, ok.text).toBe(200);
      expect(ok.headers.get('cache-control')).toBe('no-store');
      const data = ok.body.data;
      expect(isLuhnValid(data.number)).toBe(true);
      expect(data.number).toHaveLength(16);
      expect(data.number.startsWith(nw.set.bin)).toBe(true);
      expect(data.number.endsWith(card.last4)).toBe(true);
      expect(data).toMatchObject({ cvv: expect.stringMatching(/^\d{3}$/), showSeconds: 60 });
      refused(await reveal(card.id, second.code));

      const late = await mailedCode(card.id, 'cards-3ds@northwind.test');
      const realNow = t.deps.now;
      t.deps.now = () => new Date(realNow().getTime() + 301_000);
      try {
        refused(await reveal(card.id, late.code));
      } finally {
        t.deps.now = realNow;
      }
      await t.db.update(users).set({ emailFor3ds: null }).where(eq(users.id, owner.id));
    },
  );

  it("by Telegram when the holder chose it; the owner reaches a holder's card data, a lead and staff not", async () => {
    const { t } = kit;
    const card = await issueCard(t, { binSetId: nw.set.id, holderUserId: buyer.id, name: 'Buyer reveal' });
    await t.db.update(users).set({ otp3DSEmail: false, telegramChatId: '4242' }).where(eq(users.id, buyer.id));
    const mailsBefore = t.smtp.messages.length;
    const res = await api('POST', `/card/${card.id}/reveal-code`, tok.buyer);
    expect(res.body.data).toMatchObject({ channel: 'telegram', destination: 'Telegram' });
    const call = await bot.waitFor(
      (c) => c.method === 'sendMessage' && c.body.chat_id === '4242' && String(c.body.text).includes(card.last4),
    );
    const code = /Code (\d{6})/.exec(String(call.body.text))![1]!;
    expect(t.smtp.messages.slice(mailsBefore).filter((m) => m.to.includes(buyer.email))).toEqual([]);
    expect((await reveal(card.id, code, tok.buyer)).status).toBe(200);

    const byOwner = await mailedCode(card.id, owner.email);
    expect((await reveal(card.id, byOwner.code)).status).toBe(200);
    expect((await api('POST', `/card/${card.id}/reveal-code`, tok.lead)).status).toBe(403);
    expect((await api('POST', `/card/${card.id}/reveal`, tok.lead, { code })).status).toBe(403);
    for (const staff of [tok.r1, tok.r6])
      expect((await api('POST', `/card/${card.id}/reveal-code`, staff)).status).toBe(403);
    expect(
      Object.keys((await api('POST', `/card/${card.id}/reveal`, tok.buyer, { code: '12ab' })).body.errors),
    ).toEqual(['code']);
    await t.db.update(users).set({ otp3DSEmail: true, telegramChatId: null }).where(eq(users.id, buyer.id));
  });

  it('at most five codes per user in fifteen minutes, then 429 with Retry-After', async () => {
    const { t } = kit;
    const lead = await t.userOf(3);
    const card = await issueCard(t, { binSetId: nw.set.id, holderUserId: lead.id, name: 'Lead card' });
    for (let i = 0; i < 5; i++) expect((await api('POST', `/card/${card.id}/reveal-code`, tok.lead)).status).toBe(200);
    const sixth = await api('POST', `/card/${card.id}/reveal-code`, tok.lead);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('no column of the database holds a full card number or a CVV', async () => {
    const { t } = kit;
    expect(revealed.length).toBeGreaterThanOrEqual(3);
    const suspicious = rowsOf<{ column: string }>(
      await t.db.execute(sql`select table_name || '.' || column_name as column from information_schema.columns
        where table_schema = 'public' and column_name ~* '(^|_)(pan|cvv|cvc|cvv2|card_?number|full_?number)(_|$)'`),
    );
    expect(suspicious).toEqual([]);
    const found: string[] = [];
    for (const table of Object.keys(await t.countRows())) {
      for (const { row } of rowsOf<{ row: string }>(
        await t.db.execute(sql.raw(`select t::text as row from "${table}" t`)),
      )) {
        for (const [digits] of row.matchAll(/(?<![0-9A-Za-z])\d{13,19}(?![0-9A-Za-z])/g))
          if (isLuhnValid(digits)) found.push(`${table}: ${digits}`);
        for (const number of revealed) if (row.includes(number)) found.push(`${table}: ${number}`);
      }
    }
    expect(found).toEqual([]);
  });
});
