import { expect } from 'vitest';
import type { RoleId } from '@/src/contracts/access';
import { newKey, transitOf } from '@/server/modules/transfers/money-fixtures';
import type { PlainCase, PlainFieldWorld } from './xss-fields.support';

/** The money fields (cards, top-ups, withdrawals, transfers) and the comments of request decisions. */
export function moneyCases(w: PlainFieldWorld): PlainCase[] {
  let hashes = 0;
  let buyerCardId = 0;
  let askedId = 0;
  let asks = 0;

  /** A payment's description as the company's payment list returns it. */
  async function paymentDescription(paymentId: number) {
    const list = await w.data(1, `/api/backoffice/company/${w.companyId}/balance/payment-list?perPage=200`);
    const payment = (list.records as { id: number; description: string | null }[]).find((p) => p.id === paymentId);
    expect(payment, `payment ${paymentId} in the list`).toBeDefined();
    return payment!.description;
  }

  /** A payment made with `description` (and an idempotency key), read back from the company's payment list. */
  const payment = (
    field: string,
    role: RoleId,
    request: () => Promise<{ url: string; body: Record<string, unknown> }>,
  ): PlainCase => ({
    fields: [field],
    write: async (description) => {
      const { url, body } = await request();
      return w.call(role, 'POST', url, { ...body, description }, { 'Idempotency-Key': newKey() });
    },
    read: async (written) => [await paymentDescription(written.body.data.id)],
  });

  /** A new pending request of the buyer's (a higher daily limit on their own card), for a decision to carry a text. */
  async function askedRequest() {
    if (buyerCardId === 0) {
      const issued = await w.call(2, 'POST', '/api/card/issue', {
        binSetId: w.binSetId,
        holderUserId: w.buyerId,
        name: 'Asks',
        count: 1,
        // Only a limit the card has can be asked higher.
        limits: { daily: '100.00' },
      });
      expect(issued.status, issued.text).toBe(201);
      buyerCardId = issued.body.data.cards[0].id;
    }
    asks += 1;
    const body = {
      kind: 'card_limit',
      cardId: buyerCardId,
      limit: 'daily',
      amount: `${500 + asks}.00`,
      reason: 'Scale',
    };
    const asked = await w.call(4, 'POST', '/api/request', body);
    expect(asked.status, asked.text).toBe(201);
    askedId = asked.body.data.request.id;
    return askedId;
  }

  return [
    {
      fields: ['POST /card/issue name'],
      write: (p) =>
        w.call(2, 'POST', '/api/card/issue', { binSetId: w.binSetId, holderUserId: w.ownerId, name: p, count: 1 }),
      read: async (written) => [(await w.data(2, `/api/card/${written.body.data.cards[0].id}`)).name],
    },
    {
      fields: ['PATCH /card/{id}/name name'],
      write: (p) => w.call(2, 'PATCH', `/api/card/${w.cardId}/name`, { name: p }),
      read: async () => [(await w.data(2, `/api/card/${w.cardId}`)).name],
    },
    payment('POST /backoffice/top-up/company/{id}/crypto description', 1, async () => ({
      url: `/api/backoffice/top-up/company/${w.companyId}/crypto`,
      body: {
        hash: `0x${String((hashes += 1))
          .padStart(8, '0')
          .repeat(8)}`,
        amount: '10.00',
        sourceId: 3,
        accountId: await transitOf(w.kit.t, w.companyId, 'USDT'),
      },
    })),
    payment('POST /backoffice/top-up/company/{id}/fiat description', 1, async () => ({
      url: `/api/backoffice/top-up/company/${w.companyId}/fiat`,
      body: { amount: '10.00', sourceId: 2 },
    })),
    payment('POST /backoffice/company/withdrawal description', 1, async () => ({
      url: '/api/backoffice/company/withdrawal',
      body: { companyId: w.companyId, accountId: w.usd, amount: '1.00' },
    })),
    payment('POST /transfer description', 2, async () => ({
      url: '/api/transfer',
      body: { fromAccountId: w.usd, toAccountId: w.eur, amount: '5.00' },
    })),
    payment('POST /backoffice/top-up/company/{id}/init-transfer description', 1, async () => ({
      url: `/api/backoffice/top-up/company/${w.companyId}/init-transfer`,
      body: { fromAccountId: w.usd, toAccountId: w.eur, amount: '5.00' },
    })),
    {
      fields: ['POST /request/{id}/approve comment'],
      write: async (p) => w.call(2, 'POST', `/api/request/${await askedRequest()}/approve`, { comment: p }),
      read: async () => [(await w.data(2, `/api/request/${askedId}`)).comment],
    },
    {
      fields: ['POST /request/{id}/decline comment'],
      write: async (p) => w.call(2, 'POST', `/api/request/${await askedRequest()}/decline`, { comment: p }),
      read: async () => [(await w.data(2, `/api/request/${askedId}`)).comment],
    },
    {
      fields: ['POST /request/bulk-decline comment'],
      write: async (p) => w.call(2, 'POST', '/api/request/bulk-decline', { ids: [await askedRequest()], comment: p }),
      read: async () => [(await w.data(2, `/api/request/${askedId}`)).comment],
    },
  ];
}
