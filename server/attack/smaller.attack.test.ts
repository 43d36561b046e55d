// Issue 17, defect 8: the smaller holes an attacker's review found, each attacked as it was reproduced.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { LAST_DAY } from '@/src/contracts/dates';
import { cards } from '@/server/db/schema/index';
import { csvCell } from '@/server/modules/exports/payment-file';
import { useCardKit, fundedCard } from '@/server/modules/card-issuer/card-test-kit';
import { moneyRowCounts, newKey, northwindId, transitOf } from '@/server/modules/transfers/money-fixtures';
import { ledgerViolations } from '@/server/ledger/invariants';

const kit = useCardKit();
const tok = {} as Record<1 | 2 | 3 | 4 | 5 | 6 | 8, string>;
let northwind: number;

// One context per file (seeding hashes a password); on a loaded machine that can take minutes.
beforeAll(async () => {
  for (const role of [1, 2, 3, 4, 5, 6, 8] as const) tok[role] = (await kit.t.sessionFor(role)).accessToken;
  northwind = await northwindId(kit.t);
}, 180_000);

const api = (
  method: string,
  path: string,
  token: string,
  options: { json?: unknown; headers?: Record<string, string> } = {},
) => kit.t.request(method, `/api${path}`, { token, ...options });

describe('fields a role lacks the right for', () => {
  it('GET backoffice/company/{id} gives role 8 no balance[]; roles with company.balances get it', async () => {
    const support = await api('GET', `/backoffice/company/${northwind}`, tok[8]);
    expect(support.status, support.text).toBe(200);
    expect(support.body.data).not.toHaveProperty('balance');
    for (const role of [1, 5, 6] as const) {
      const staff = await api('GET', `/backoffice/company/${northwind}`, tok[role]);
      expect(staff.body.data.balance, `role ${role}`).toEqual(expect.any(Array));
    }
  });
});

describe('freeze authority', () => {
  it('a buyer cannot unfreeze a card the owner or staff froze, and is told why; the owner and staff can', async () => {
    const buyer = await kit.t.userOf(4);
    const { card } = await fundedCard(kit.t, '100.00', { holderUserId: buyer.id });
    for (const [freezer, label] of [
      [2, 'the company owner'],
      [1, 'staff'],
    ] as const) {
      expect((await api('POST', `/card/${card.id}/freeze`, tok[freezer])).status).toBe(200);
      const [row] = await kit.t.db.select().from(cards).where(eq(cards.id, card.id));
      expect(row).toMatchObject({ status: 'frozen', frozenByRole: freezer });

      const page = await api('GET', `/card/${card.id}`, tok[4]);
      expect(page.body.data.actions.unfreeze).toBe(false);
      expect(page.body.data.unfreezeRefusal).toBe(apiMessage.unfreezeNeedsAuthority(label));
      const refused = await api('POST', `/card/${card.id}/unfreeze`, tok[4]);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(apiMessage.unfreezeNeedsAuthority(label));
      expect(
        (await kit.t.db.select({ status: cards.status }).from(cards).where(eq(cards.id, card.id)))[0]!.status,
      ).toBe('frozen');

      const lifted = await api('POST', `/card/${card.id}/unfreeze`, tok[freezer]);
      expect(lifted.status, lifted.text).toBe(200);
      const [after] = await kit.t.db.select().from(cards).where(eq(cards.id, card.id));
      expect(after).toMatchObject({ status: 'active', frozenByRole: null, frozenByUserId: null });
    }
  });

  it('a buyer unfreezes their own freeze; staff lift an owner’s; the owner cannot lift staff’s', async () => {
    const buyer = await kit.t.userOf(4);
    const { card } = await fundedCard(kit.t, '100.00', { holderUserId: buyer.id });
    await api('POST', `/card/${card.id}/freeze`, tok[4]);
    expect((await api('GET', `/card/${card.id}`, tok[4])).body.data).toMatchObject({
      actions: { unfreeze: true },
      unfreezeRefusal: null,
    });
    expect((await api('POST', `/card/${card.id}/unfreeze`, tok[4])).status).toBe(200);

    await api('POST', `/card/${card.id}/freeze`, tok[2]);
    expect((await api('POST', `/card/${card.id}/unfreeze`, tok[6])).status).toBe(200);

    await api('POST', '/card/bulk-freeze', tok[6], { json: { ids: [card.id] } });
    expect((await api('POST', `/card/${card.id}/unfreeze`, tok[2])).status).toBe(403);
    expect((await api('POST', `/card/${card.id}/unfreeze`, tok[3])).status).toBe(403);
    expect((await api('POST', `/card/${card.id}/unfreeze`, tok[1])).status).toBe(200);
  });
});

describe('a signed amount', () => {
  it('"+1.00" is read as 1.00: the transfer posts once, and its Idempotency-Key answers the same again', async () => {
    const from = await transitOf(kit.t, northwind, 'USD');
    const to = await transitOf(kit.t, northwind, 'EUR');
    const before = await moneyRowCounts(kit.t);
    const key = newKey();
    const send = () =>
      api('POST', '/transfer', tok[2], {
        json: { fromAccountId: from, toAccountId: to, amount: '+1.00' },
        headers: { 'Idempotency-Key': key },
      });
    const first = await send();
    expect(first.status, first.text).toBeLessThan(500);
    const again = await send();
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    const after = await moneyRowCounts(kit.t);
    expect(after.payments - before.payments).toBe(first.status === 201 || first.status === 200 ? 1 : 0);
    expect(await ledgerViolations(kit.t.db)).toEqual({ unbalanced: [], overdrawn: [], cacheDrift: [] });
  });

  it('"-0.00", "+-1" and "++1" are refused as 422 naming amount', async () => {
    const from = await transitOf(kit.t, northwind, 'USD');
    const to = await transitOf(kit.t, northwind, 'EUR');
    for (const amount of ['-0.00', '+-1', '++1', '+']) {
      const res = await api('POST', '/transfer', tok[2], { json: { fromAccountId: from, toAccountId: to, amount } });
      expect(res.status, amount).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['amount']);
    }
  });
});

describe('NUL bytes and far dates', () => {
  it('a NUL in a body text, a query search or a path param is a 422 naming the field, nothing written', async () => {
    const before = await kit.t.countRows();
    const body = await api('PATCH', `/company/update/${northwind}`, tok[1], { json: { name: 'Evil\u0000Corp' } });
    expect(body.status).toBe(422);
    expect(body.body.errors).toEqual({ name: [apiMessage.nulByte] });
    const search = await api('GET', `/company-invitation?search=${encodeURIComponent('a\u0000b')}`, tok[1]);
    expect(search.status).toBe(422);
    expect(search.body.errors).toEqual({ 'query.search': [apiMessage.nulByte] });
    const param = await api('GET', `/user/${encodeURIComponent('1\u0000')}`, tok[1]);
    expect(param.status).toBe(422);
    expect(param.body.errors).toEqual({ 'params.id': [apiMessage.nulByte] });
    expect(await kit.t.countRows()).toEqual(before);
  });

  it('to=9999-12-31 and from=0001-01-01 are 422 naming the field; the last day allowed is answered', async () => {
    const far = await api('GET', '/company-invitation?to=9999-12-31', tok[1]);
    expect(far.status).toBe(422);
    expect(Object.keys(far.body.errors)).toEqual(['query.to']);
    const early = await api('GET', '/company-invitation?from=0001-01-01', tok[1]);
    expect(Object.keys(early.body.errors)).toEqual(['query.from']);
    expect((await api('GET', `/company-invitation?to=${LAST_DAY}`, tok[1])).status).toBe(200);
  });
});

describe('CSV cells', () => {
  it('quotes every field and neutralises each segment a spreadsheet would run, also after a separator', () => {
    expect(csvCell('Ads;=HYPERLINK("http://evil")')).toBe('"Ads;\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('=1+1')).toBe('"\'=1+1"');
    expect(csvCell('x,@SUM(A1)')).toBe('"x,\'@SUM(A1)"');
    expect(csvCell('a\t+cmd|-x')).toBe('"a\t\'+cmd|\'-x"');
    expect(csvCell('\rline')).toBe('"\'\rline"');
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('-12.50')).toBe('"-12.50"');
    expect(csvCell(7)).toBe('"7"');
  });
});

// Crypto transaction hashes: server/attack/crypto-hashes.attack.test.ts.
