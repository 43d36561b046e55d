import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { users } from '@/server/db/schema/index';
import { rowsOf } from '@/server/db/client';
import { isLuhnValid } from '@/server/providers/card-issuer/luhn';
import { issueCard } from '@/server/modules/card-issuer/card-test-kit';
import { api, bot, buyer, kit, mailedCode, nw, owner, tok, useCardsApi } from './cards.fixtures';

/**
 * Card data reveal through the HTTP API (issue 6): one-time codes by e-mail or Telegram, their limit, and no
 * full card number or CVV kept.
 */
useCardsApi();

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
