import { beforeAll, describe, expect, it } from 'vitest';
import { toast } from '@/src/contracts/messages';
import { apiMessage } from '@/src/contracts/api-messages';
import { useTestContext } from '@/server/test-support/use-test-context';
import { ledgerViolations } from '@/server/ledger/invariants';
import {
  balanceOf,
  fund,
  moneyRowCounts,
  newKey,
  northwindId,
  transitOf,
} from '@/server/modules/transfers/money-fixtures';
import { companies } from '@/server/db/schema/index';
import { createTransitAccounts } from '@/server/db/queries/accounts';

const t = useTestContext({ tokens: { admin: 1 } });
let northwind: number;
beforeAll(async () => {
  northwind = await northwindId(t);
});

const post = (path: string, token: string, multipart: Record<string, string>, key = newKey()) =>
  t.request('POST', path, { token, multipart, headers: { 'Idempotency-Key': key } });

/** A company without history, so its first top-up is the first. */
async function freshCompany(name: string) {
  const [row] = await t.db
    .insert(companies)
    .values({ name, referralHash: `FRESH${name.replace(/\W/g, '').toUpperCase().padEnd(11, 'X')}`.slice(0, 16) })
    .returning({ id: companies.id });
  await createTransitAccounts(t.db, row!.id);
  return row!.id;
}

describe('staff top-ups', () => {
  it(
    'records a crypto top-up as pending; role 1 accepts it and the balance goes up; isFirstTopUp only the first ' +
      'time',
    async () => {
      const companyId = await freshCompany('Crypto First Co');
      const usdt = await transitOf(t, companyId, 'USDT');
      const first = await post(`/api/backoffice/top-up/company/${companyId}/crypto`, t.tokens.admin, {
        hash: '0xabc123',
        amount: '250.50',
        sourceId: '3',
        accountId: String(usdt),
      });
      expect(first.status).toBe(201);
      expect(first.body.data).toMatchObject({ isFirstTopUp: true, message: toast.cryptoTopUp, status: 1 });
      expect((await balanceOf(t, usdt)).balance).toBe(0n);

      const accepted = await t.request('POST', `/api/backoffice/top-up/${first.body.data.id}/accept`, {
        token: t.tokens.admin,
      });
      expect(accepted.status).toBe(200);
      expect(accepted.body.data).toMatchObject({ status: 2, message: apiMessage.topUpAccepted });
      expect((await balanceOf(t, usdt)).balance).toBe(25_050n);

      const second = await post(`/api/backoffice/top-up/company/${companyId}/crypto`, t.tokens.admin, {
        hash: '0xdef456',
        amount: '10',
        sourceId: '3',
        accountId: String(usdt),
      });
      expect(second.body.data.isFirstTopUp).toBe(false);
      const again = await t.request('POST', `/api/backoffice/top-up/${first.body.data.id}/accept`, {
        token: t.tokens.admin,
      });
      expect(again.status).toBe(409);
      expect(await ledgerViolations(t.db)).toEqual({ unbalanced: [], overdrawn: [], cacheDrift: [] });
    },
  );

  it('records fiat top-ups with the spec 8 texts: SEPA credits EUR, SWIFT the company currency (USD)', async () => {
    const companyId = await freshCompany('Fiat Texts Co');
    const sepa = await post(`/api/backoffice/top-up/company/${companyId}/fiat`, t.tokens.admin, {
      amount: '100',
      sourceId: '1',
    });
    expect(sepa.body.data).toMatchObject({
      isFirstTopUp: true,
      message: 'You have successfully applied for replenishment via Sepa',
    });
    const swift = await post(`/api/backoffice/top-up/company/${companyId}/fiat`, t.tokens.admin, {
      amount: '200.00',
      sourceId: '2',
      description: 'Invoice 7',
    });
    expect(swift.body.data).toMatchObject({ isFirstTopUp: false, message: toast.fiatTopUp(2) });
    expect(swift.body.data.message).toBe('You have successfully applied for replenishment via Swift');
    await t.request('POST', `/api/backoffice/top-up/${sepa.body.data.id}/accept`, { token: t.tokens.admin });
    await t.request('POST', `/api/backoffice/top-up/${swift.body.data.id}/accept`, { token: t.tokens.admin });
    expect((await balanceOf(t, await transitOf(t, companyId, 'EUR'))).balance).toBe(10_000n);
    expect((await balanceOf(t, await transitOf(t, companyId, 'USD'))).balance).toBe(20_000n);
  });

  it('a declined top-up posts nothing and cannot be accepted afterwards', async () => {
    const usd = await transitOf(t, northwind, 'USD');
    const before = await balanceOf(t, usd);
    const created = await post(`/api/backoffice/top-up/company/${northwind}/fiat`, t.tokens.admin, {
      amount: '75',
      sourceId: '2',
    });
    const counts = await moneyRowCounts(t);
    const declined = await t.request('POST', `/api/backoffice/top-up/${created.body.data.id}/decline`, {
      token: t.tokens.admin,
    });
    expect(declined.body.data).toMatchObject({ status: 3, message: apiMessage.topUpDeclined });
    expect(await moneyRowCounts(t)).toEqual(counts);
    expect(await balanceOf(t, usd)).toEqual(before);
    expect(
      (await t.request('POST', `/api/backoffice/top-up/${created.body.data.id}/accept`, { token: t.tokens.admin }))
        .status,
    ).toBe(409);
  });

  it('only role 1 decides: roles 5 and 6 get 403; a withdrawal id is not a top-up', async () => {
    const created = await post(`/api/backoffice/top-up/company/${northwind}/fiat`, t.tokens.admin, {
      amount: '5',
      sourceId: '1',
    });
    for (const role of [5, 6] as const) {
      const token = (await t.sessionFor(role)).accessToken;
      expect((await t.request('POST', `/api/backoffice/top-up/${created.body.data.id}/accept`, { token })).status).toBe(
        403,
      );
      expect(
        (await t.request('POST', `/api/backoffice/top-up/${created.body.data.id}/decline`, { token })).status,
      ).toBe(403);
    }
    expect(
      (await t.request('POST', `/api/backoffice/withdrawal/${created.body.data.id}/accept`, { token: t.tokens.admin }))
        .status,
    ).toBe(404);
  });

  it('refuses missing fields with 422 naming each, and wrong source or account with nothing recorded', async () => {
    const counts = await moneyRowCounts(t);
    const missing = await post(`/api/backoffice/top-up/company/${northwind}/crypto`, t.tokens.admin, {});
    expect(missing.status).toBe(422);
    for (const field of ['hash', 'amount', 'sourceId', 'accountId'])
      expect(missing.body.errors[field]).toEqual(['Value is required']);
    const fiatMissing = await post(`/api/backoffice/top-up/company/${northwind}/fiat`, t.tokens.admin, {});
    expect(Object.keys(fiatMissing.body.errors).sort()).toEqual(['amount', 'sourceId']);
    for (const amount of ['-1', '0', '1.001', 'ten']) {
      const bad = await post(`/api/backoffice/top-up/company/${northwind}/fiat`, t.tokens.admin, {
        amount,
        sourceId: '1',
      });
      expect(bad.status, amount).toBe(422);
      expect(bad.body.errors.amount).toBeDefined();
    }
    // A crypto top-up of 1 from `sourceId` into `accountId`, everything else right.
    const cryptoInto = (sourceId: string, accountId: number) =>
      post(`/api/backoffice/top-up/company/${northwind}/crypto`, t.tokens.admin, {
        hash: 'h',
        amount: '1',
        sourceId,
        accountId: String(accountId),
      });
    const fiatSource = await cryptoInto('1', await transitOf(t, northwind, 'USDT'));
    expect(fiatSource.body.errors.sourceId).toEqual([apiMessage.sourceNotCrypto]);
    const eurAccount = await cryptoInto('3', await transitOf(t, northwind, 'EUR'));
    expect(eurAccount.body.errors.accountId).toEqual([apiMessage.sourceCannotCredit]);
    const other = await freshCompany('Other Account Co');
    const foreign = await cryptoInto('3', await transitOf(t, other, 'USDT'));
    expect(foreign.body.errors.accountId).toEqual([apiMessage.accountNotFound]);
    expect(
      (await post('/api/backoffice/top-up/company/999999/fiat', t.tokens.admin, { amount: '1', sourceId: '1' })).status,
    ).toBe(404);
    expect(await moneyRowCounts(t)).toEqual(counts);
  });

  it('lists the sources and the accounts each can credit', async () => {
    const sources = await t.request('GET', '/api/backoffice/top-up/source-list', { token: t.tokens.admin });
    expect(sources.body.data.records.map((s: { description: string }) => s.description)).toEqual([
      'SEPA',
      'SWIFT',
      'Crypto',
    ]);
    const crypto = await t.request('GET', `/api/backoffice/top-up/company/${northwind}/source/3`, {
      token: t.tokens.admin,
    });
    expect(crypto.body.data.records.map((a: { currencyCode: string }) => a.currencyCode).sort()).toEqual([
      'USDC',
      'USDT',
    ]);
    const sepa = await t.request('GET', `/api/backoffice/top-up/company/${northwind}/source/1`, {
      token: t.tokens.admin,
    });
    expect(sepa.body.data.records.map((a: { currencyCode: string }) => a.currencyCode)).toEqual(['EUR']);
  });
});

describe('withdrawals', () => {
  it('holds at once, accept posts, decline releases', async () => {
    const usd = await transitOf(t, northwind, 'USD');
    await fund(t, northwind, usd, 100_000n);
    const before = await balanceOf(t, usd);
    const body = (amount: string) => ({ companyId: northwind, accountId: usd, amount });
    const first = await t.request('POST', '/api/backoffice/company/withdrawal', {
      token: t.tokens.admin,
      json: body('300.00'),
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(first.status).toBe(201);
    expect(first.body.data.message).toBe(apiMessage.withdrawalRequested);
    expect(await balanceOf(t, usd)).toEqual({ balance: before.balance, hold: before.hold + 30_000n });
    await t.request('POST', `/api/backoffice/withdrawal/${first.body.data.id}/accept`, { token: t.tokens.admin });
    expect(await balanceOf(t, usd)).toEqual({ balance: before.balance - 30_000n, hold: before.hold });

    const second = await t.request('POST', '/api/backoffice/company/withdrawal', {
      token: t.tokens.admin,
      json: body('20'),
      headers: { 'Idempotency-Key': newKey() },
    });
    const declined = await t.request('POST', `/api/backoffice/withdrawal/${second.body.data.id}/decline`, {
      token: t.tokens.admin,
    });
    expect(declined.body.data.message).toBe(apiMessage.withdrawalDeclined);
    expect(await balanceOf(t, usd)).toEqual({ balance: before.balance - 30_000n, hold: before.hold });
    expect(await ledgerViolations(t.db)).toEqual({ unbalanced: [], overdrawn: [], cacheDrift: [] });
  });

  it('needs admin_withdrawal (role 6 without it: 403), refuses more than available (422), posts nothing', async () => {
    const usd = await transitOf(t, northwind, 'USD');
    const senior = (await t.sessionFor(6)).accessToken;
    const refused = await t.request('POST', '/api/backoffice/company/withdrawal', {
      token: senior,
      json: { companyId: northwind, accountId: usd, amount: '1' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(apiMessage.permissionMissing);

    const { balance, hold } = await balanceOf(t, usd);
    const counts = await moneyRowCounts(t);
    const tooMuch = await t.request('POST', '/api/backoffice/company/withdrawal', {
      token: t.tokens.admin,
      json: { companyId: northwind, accountId: usd, amount: '999999999' },
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(tooMuch.status).toBe(422);
    const available =
      ((balance - hold) / 100n).toString() + '.' + ((balance - hold) % 100n).toString().padStart(2, '0');
    expect(tooMuch.body.errors.amount).toEqual([`Insufficient funds: ${available} USD available`]);
    expect(await moneyRowCounts(t)).toEqual(counts);
    expect(await balanceOf(t, usd)).toEqual({ balance, hold });
  });
});
