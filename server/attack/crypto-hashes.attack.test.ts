// Issue 17, defect 8: a crypto transaction hash credits at most one top-up per chain. The same hash on
// another chain is another transaction; on the same chain, or where the chain is unknown, it is refused.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { cryptoTopUpHashes, payments } from '@/server/db/schema/index';
import { moneyRowCounts, newKey, northwindId, transitOf } from '@/server/modules/transfers/money-fixtures';
import { useTestContext } from '@/server/test-support/use-test-context';

const t = useTestContext();
let admin: string;
let northwind: number;
let usdt: number;
let usdc: number;

// One context per file (seeding hashes a password); on a loaded machine that can take minutes.
beforeAll(async () => {
  admin = (await t.sessionFor(1)).accessToken;
  northwind = await northwindId(t);
  usdt = await transitOf(t, northwind, 'USDT');
  usdc = await transitOf(t, northwind, 'USDC');
}, 180_000);

let serial = 0;
/** A hash no other test of this file uses. */
const freshHash = () =>
  `0x${String((serial += 1))
    .padStart(4, '0')
    .repeat(16)}`;

const crypto = (hash: string, accountId: number, network?: string) =>
  t.request('POST', `/api/backoffice/top-up/company/${northwind}/crypto`, {
    token: admin,
    json: { hash, amount: '10.00', sourceId: 3, accountId, ...(network && { network }) },
    headers: { 'Idempotency-Key': newKey() },
  });

const refusedAsUsed = (res: { status: number; body: { errors?: unknown }; text: string }) => {
  expect(res.status, res.text).toBe(422);
  expect(res.body.errors).toEqual({ hash: [apiMessage.cryptoHashUsed] });
};

describe('one top-up per hash and chain', () => {
  it('refuses the hash again on its chain in any spelling; a declined top-up frees it', async () => {
    const hash = freshHash();
    const first = await crypto(hash, usdt, 'USDT_TRC');
    expect(first.status, first.text).toBe(201);
    for (const spelling of [hash, hash.toUpperCase().replace('0X', '0x'), hash.slice(2), `  ${hash}  `])
      refusedAsUsed(await crypto(spelling, usdt, 'USDT_TRC'));
    expect((await t.db.select().from(payments).where(eq(payments.id, first.body.data.id))).length).toBe(1);

    expect(
      (await t.request('POST', `/api/backoffice/top-up/${first.body.data.id}/decline`, { token: admin })).status,
    ).toBe(200);
    expect(
      await t.db.select().from(cryptoTopUpHashes).where(eq(cryptoTopUpHashes.paymentId, first.body.data.id)),
    ).toEqual([]);
    expect((await crypto(hash, usdt, 'USDT_TRC')).status).toBe(201);
  });

  it('credits the same hash once on TRC20 and once on ERC20, and records the chain on the payment', async () => {
    const hash = freshHash();
    const trc = await crypto(hash, usdt, 'USDT_TRC');
    expect(trc.status, trc.text).toBe(201);
    const erc = await crypto(hash, usdt, 'USDT_ERC');
    expect(erc.status, erc.text).toBe(201);
    // USDC is paid in on ERC20 too: the hash is taken there now.
    refusedAsUsed(await crypto(hash, usdc, 'USDC'));
    refusedAsUsed(await crypto(hash, usdc));
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, erc.body.data.id));
    expect(payment!.info).toMatchObject({ blockchain: 'ERC20' });
  });

  it('reads a USDC top-up without a network as ERC20, the only chain USDC is paid in on', async () => {
    const hash = freshHash();
    expect((await crypto(hash, usdc)).status).toBe(201);
    refusedAsUsed(await crypto(hash, usdt, 'USDT_ERC'));
    expect((await crypto(hash, usdt, 'USDT_TRC')).status).toBe(201);
  });

  it('lets a USDT top-up without a network conflict with both chains, before and after', async () => {
    const unnamedFirst = freshHash();
    expect((await crypto(unnamedFirst, usdt)).status).toBe(201);
    refusedAsUsed(await crypto(unnamedFirst, usdt, 'USDT_TRC'));
    refusedAsUsed(await crypto(unnamedFirst, usdt, 'USDT_ERC'));
    refusedAsUsed(await crypto(unnamedFirst, usdc));

    const namedFirst = freshHash();
    expect((await crypto(namedFirst, usdt, 'USDT_TRC')).status).toBe(201);
    refusedAsUsed(await crypto(namedFirst, usdt));
  });

  it('refuses a network that does not pay in to the account, naming the field, and writes nothing', async () => {
    const before = await t.countRows();
    const res = await crypto(freshHash(), usdc, 'USDT_TRC');
    expect(res.status, res.text).toBe(422);
    expect(res.body.errors).toEqual({ network: [apiMessage.networkNotOfAccount] });
    const unknown = await crypto(freshHash(), usdt, 'BTC');
    expect(unknown.status, unknown.text).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['network']);
    expect(await t.countRows()).toEqual(before);
  });
});

describe('50 identical credits at once', () => {
  it.each([
    ['on a named chain', 'USDT_TRC'],
    ['without a network', undefined],
  ])('%s make exactly one payment', async (_, network) => {
    const before = await moneyRowCounts(t);
    const hash = freshHash();
    const answers = await Promise.all(Array.from({ length: 50 }, () => crypto(hash, usdt, network)));
    expect(answers.filter((a) => a.status >= 500).map((a) => a.text)).toEqual([]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) refusedAsUsed(refused);
    expect((await moneyRowCounts(t)).payments - before.payments).toBe(1);
    expect(
      await t.db
        .select()
        .from(cryptoTopUpHashes)
        .where(eq(cryptoTopUpHashes.hash, hash.slice(2))),
    ).toHaveLength(1);
  });
});
