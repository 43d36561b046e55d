import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { ConfigError, loadConfig } from '@/server/config';
import { createCardKit, fundedCard, type CardKit } from '@/server/modules/card-issuer/card-test-kit';
import { createTestContext, type TestContext } from '@/server/test-support/context';

/**
 * The sandbox card issuer's controls list every company's cards and spend their money: only full-right
 * staff reach them, or anyone when the operator opened them with SANDBOX_OPEN (never in production).
 */
let kit: CardKit;
let open: TestContext;
beforeAll(async () => {
  kit = await createCardKit();
  open = await createTestContext({ env: { SANDBOX_OPEN: 'true' } });
});
afterAll(async () => {
  await kit?.close();
  await open?.close();
});

const cardsPath = '/api/sandbox/card-issuer/cards';
const purchasePath = '/api/sandbox/card-issuer/purchase';

describe('sandbox issuer controls', () => {
  it('refuse a caller without a session (401) and every role but 1 and 6 (403), changing nothing', async () => {
    const { t } = kit;
    const { card } = await fundedCard(t, '100.00');
    const before = await t.countRows();
    expect((await t.request('GET', cardsPath)).status).toBe(401);
    expect((await t.request('POST', purchasePath, { json: { cardId: card.id, amount: '5.00' } })).status).toBe(401);
    for (const role of [2, 3, 4, 5, 7, 8] as const) {
      const { accessToken } = await t.sessionFor(role);
      const list = await t.request('GET', cardsPath, { token: accessToken });
      expect(list.status, `role ${role}`).toBe(403);
      const buy = await t.request('POST', purchasePath, {
        token: accessToken,
        json: { cardId: card.id, amount: '5.00' },
      });
      expect(buy.status, `role ${role}`).toBe(403);
    }
    const { sessions: _s, refresh_tokens: _r, ...after } = await t.countRows();
    const { sessions: _s0, refresh_tokens: _r0, ...expected } = before;
    expect(after).toEqual(expected);
  });

  it('answer full-right staff', async () => {
    const { t } = kit;
    const { card } = await fundedCard(t, '100.00');
    for (const role of [1, 6] as const) {
      const { accessToken } = await t.sessionFor(role);
      const list = await t.request('GET', cardsPath, { token: accessToken });
      expect(list.status, list.text).toBe(200);
      expect(list.body.data.some((c: { id: number }) => c.id === card.id)).toBe(true);
    }
    const { accessToken } = await t.sessionFor(1);
    const buy = await t.request('POST', purchasePath, {
      token: accessToken,
      json: { cardId: card.id, amount: '5.00' },
    });
    expect(buy.status, buy.text).toBe(200);
  });

  it('refuse hostile input from staff with a 4xx naming the field', async () => {
    const { t } = kit;
    const { accessToken } = await t.sessionFor(1);
    const bad = async (json: unknown) => t.request('POST', purchasePath, { token: accessToken, json });
    expect((await bad({ cardId: 999_999_999, amount: '1.00' })).status).toBe(404);
    // An amount whose minor units are no safe integer would make the issuer's own webhook unreadable (502).
    for (const field of ['amount', 'settleAmount', 'refundAmount']) {
      const huge = await bad({ cardId: 1, amount: '1.00', [field]: '1'.repeat(40) });
      expect(huge.status, field).toBe(422);
      expect(Object.keys(huge.body.errors ?? {}), field).toContain(field);
    }
    // A merchant currency the platform has no rate for, or with a NUL byte, is refused by name.
    for (const merchantCurrency of ['GBP', 'EUR\u0000', '', 42]) {
      const odd = await bad({ cardId: 1, amount: '1.00', merchantCurrency });
      expect(odd.status, String(merchantCurrency)).toBe(422);
      expect(Object.keys(odd.body.errors ?? {})).toContain('merchantCurrency');
    }
    const negative = await bad({ cardId: -1, amount: '1.00' });
    expect(negative.status).toBe(422);
    expect(Object.keys(negative.body.errors ?? {})).toContain('cardId');
    expect((await t.request('GET', `${cardsPath}?companyId=abc`, { token: accessToken })).status).toBe(422);
  });

  it('answer without a session only when SANDBOX_OPEN=true', async () => {
    const list = await open.request('GET', cardsPath);
    expect(list.status, list.text).toBe(200);
  });

  it('cannot be opened in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SANDBOX_OPEN: 'true' })).toThrow(
      ConfigError,
    );
  });

  it('do not exist with a real card issuer, whoever asks', async () => {
    const real = await createTestContext({
      env: {
        CARD_ISSUER_URL: 'https://issuer.invalid',
        CARD_ISSUER_API_KEY: 'k'.repeat(20),
        CARD_ISSUER_WEBHOOK_SECRET: 's'.repeat(40),
        SANDBOX_OPEN: 'true',
      },
    });
    try {
      const res = await real.request('GET', cardsPath);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(apiMessage.sandboxOnly);
    } finally {
      await real.close();
    }
  });
});
