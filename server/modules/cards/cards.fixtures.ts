import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { cards, companies } from '@/server/db/schema/index';
import { botApiEnv, startFakeBotApi, type FakeBotApi } from '@/server/test-support/fake-telegram';
import { fund } from '@/server/modules/bin-sets/bin-sets.fixtures';
import { createCardKit, northwind, type CardKit } from '@/server/modules/card-issuer/card-test-kit';

/**
 * What the card API test files share: one card kit per file (useCardsApi registers it) with a fake Bot API
 * for Telegram codes, Northwind funded on its BIN account, a token per role, the owner and a buyer. The
 * `let`s are live bindings, set once the file's beforeAll has run.
 */
export let kit: CardKit;
export let bot: FakeBotApi;
export let nw: Awaited<ReturnType<typeof northwind>>;
export const tok = {} as Record<'owner' | 'lead' | 'buyer' | 'r1' | 'r5' | 'r6' | 'r7' | 'r8', string>;
export let buyer: { id: number; email: string };
export let owner: { id: number; email: string };

export function useCardsApi() {
  beforeAll(async () => {
    bot = await startFakeBotApi();
    kit = await createCardKit({ env: botApiEnv(bot) });
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
}

export const api = (method: string, path: string, token: string, json?: unknown) =>
  kit.t.request(method, `/api${path}`, { token, json });
export const companyRow = async () =>
  (await kit.t.db.select().from(companies).where(eq(companies.id, nw.company.id)))[0]!;
/** Asks for a code and reads it from the e-mail it went to. */
export async function mailedCode(cardId: number, to: string, token = tok.owner) {
  const since = kit.t.smtp.messages.length;
  const res = await api('POST', `/card/${cardId}/reveal-code`, token);
  expect(res.status, res.text).toBe(200);
  const mail = await kit.t.smtp.waitFor(
    (m) =>
      kit.t.smtp.messages.indexOf(m) >= since && m.to.includes(to) && m.subject === 'Your code to see card details',
  );
  return { res, code: /Code (\d{6})/.exec(mail.text)![1]! };
}
export const cardCount = async () => (await kit.t.db.select({ id: cards.id }).from(cards)).length;
