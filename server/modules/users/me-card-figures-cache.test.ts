import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUser } from '@/src/contracts/users';
import { createApp } from '@/server/app';
import { listenForChanges } from '@/server/lib/invalidated-cache';
import { CARD_FIGURES_CHANNEL, CardFiguresCache, parseCardFiguresChange } from '@/server/lib/card-figures-cache';
import { rowsOf } from '@/server/db/client';
import {
  authorizationEvent,
  deliver,
  issueCard,
  sandboxPurchase,
  useCardKit,
  useNorthwindInTwoCurrencies,
} from '@/server/modules/card-issuer/card-test-kit';
import { addUser, tokenOf } from '@/server/modules/team/team.fixtures';

/**
 * user/me's card figures served from memory (server/lib/card-figures-cache.ts) are never older than what
 * changed them: on this instance from the next request after its own write, on another instance as soon as
 * the database's notification arrives (migration 0032).
 */
const kit = useCardKit({ env: { SESSION_CACHE: 'true' } });
const funded = useNorthwindInTwoCurrencies(kit, '1000.00');

let otherInstance: ReturnType<typeof createApp>;
let otherCache: CardFiguresCache;
let unlisten: () => Promise<void>;
let buyer: { id: number; token: string };

beforeAll(async () => {
  const { t } = kit;
  // A second instance: its own cache and LISTEN connection over the same database, asked only to read.
  otherCache = new CardFiguresCache({ maxAgeMs: 60_000, maxEntries: 1_000 });
  unlisten = await listenForChanges(t.database, CARD_FIGURES_CHANNEL, otherCache, parseCardFiguresChange);
  otherInstance = createApp({ ...t.deps, cardFiguresCache: otherCache });
  const user = await addUser(t, { companyId: funded.nw.company.id, role: 4 });
  buyer = { id: user.id, token: await tokenOf(t, user.id) };
});
afterAll(async () => {
  await unlisten?.();
});

type Figures = { cardsCount: number; spent: string };

const figuresOf = (body: unknown): Figures => {
  const me = currentUser.parse((body as { data: unknown }).data);
  return { cardsCount: me.cardsCount, spent: me.cardsSpent.spent };
};

async function me(): Promise<Figures> {
  const res = await kit.t.request('GET', '/api/user/me', { token: buyer.token });
  expect(res.status, res.text).toBe(200);
  return figuresOf(res.body);
}

async function meOnOther(): Promise<Figures> {
  const res = await otherInstance.request('/api/user/me', {
    headers: { authorization: `Bearer ${buyer.token}`, 'x-forwarded-for': '192.0.2.10' },
  });
  expect(res.status).toBe(200);
  return figuresOf(await res.json());
}

/** Asks until the other instance answers `expected`, for at most a second: a notification takes milliseconds. */
async function eventuallyOnOther(expected: Figures) {
  const deadline = Date.now() + 1_000;
  let last = await meOnOther();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    last = await meOnOther();
  }
  return last;
}

describe('user/me card figures in memory', () => {
  it('are served from memory on repeated calls', async () => {
    expect(await meOnOther()).toEqual({ cardsCount: 0, spent: '0.00' });
    expect(otherCache.size).toBe(1);
    expect(await meOnOther()).toEqual({ cardsCount: 0, spent: '0.00' });
  });

  it('follow a new card and a purchase on this instance at the next request, and on another one', async () => {
    const { t } = kit;
    expect(await me()).toEqual({ cardsCount: 0, spent: '0.00' });
    const card = await issueCard(t, { binSetId: funded.nw.set.id, holderUserId: buyer.id });
    expect(await me()).toEqual({ cardsCount: 1, spent: '0.00' });
    expect(await eventuallyOnOther({ cardsCount: 1, spent: '0.00' })).toEqual({ cardsCount: 1, spent: '0.00' });

    const res = await sandboxPurchase(t, { cardId: card.id, amount: '12.34', merchant: { name: 'Notion' } });
    expect(res.status, res.text).toBeLessThan(300);
    const after = { cardsCount: 1, spent: '12.34' };
    expect(await eventuallyOnOther(after)).toEqual(after);
    expect(await me()).toEqual(after);
  });

  it('follow a change of the card transactions made behind the API, as a job or another instance would', async () => {
    const { t } = kit;
    // The other instance holds the purchase of the test before in memory.
    const held = { cardsCount: 1, spent: '12.34' };
    expect(await eventuallyOnOther(held)).toEqual(held);
    await t.db.execute(sql`update card_transactions set status = 'reversed' where holder_user_id = ${buyer.id}`);
    const after = { cardsCount: 1, spent: '0.00' };
    expect(await eventuallyOnOther(after)).toEqual(after);
  });

  it('end equal to the transactions after 50 authorizations at once, read on another instance all along', async () => {
    const { t } = kit;
    const card = await issueCard(t, { binSetId: funded.nw.set.id, holderUserId: buyer.id });
    let reading = true;
    const reads = (async () => {
      // A macrotask between reads: an answer from memory is all microtasks, and would starve the deliveries.
      while (reading) {
        await meOnOther();
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        deliver(t, authorizationEvent(card.issuerCardId, 100 + i, { currency: card.currency })),
      ),
    );
    reading = false;
    await reads;
    for (const res of answers) expect(res.body?.decision?.approved, `${res.status} ${res.text}`).toBe(true);
    const [row] = rowsOf<{ spend: string }>(
      await t.db.execute(sql`select coalesce(sum(card_spend_of(status, amount, settled_amount, refunded_amount)),
        0)::bigint::text as spend from card_transactions where holder_user_id = ${buyer.id}`),
    );
    expect(Number(row!.spend)).toBe(Array.from({ length: 50 }, (_, i) => 100 + i).reduce((a, b) => a + b));
    const expected = { cardsCount: 2, spent: (Number(row!.spend) / 100).toFixed(2) };
    expect(await eventuallyOnOther(expected)).toEqual(expected);
  });

  it('are all dropped when an exchange rate changes', async () => {
    const { t } = kit;
    await meOnOther();
    expect(otherCache.size).toBeGreaterThan(0);
    await t.db.execute(sql`update fx_rates set rate = rate where base = 'EUR' and quote = 'USD'`);
    const deadline = Date.now() + 1_000;
    while (otherCache.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(otherCache.size).toBe(0);
  });
});
