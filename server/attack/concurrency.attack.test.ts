// 50 parallel conflicting requests per money endpoint (issue 17): however they interleave, no money is
// created or posted twice, no balance goes below zero, and the ledger's invariants hold afterwards.
import { beforeAll, describe, expect, it } from 'vitest';
import { useCardKit, northwind as northwindKit } from '@/server/modules/card-issuer/card-test-kit';
import { fund as fundBin } from '@/server/modules/bin-sets/bin-sets.fixtures';
import {
  balanceOf,
  fund,
  moneyRowCounts,
  newKey,
  northwindId,
  openBinAccount,
  transitOf,
} from '@/server/modules/transfers/money-fixtures';

const AT_ONCE = 50;

const kit = useCardKit({ tokens: { admin: 1, owner: 2 }, ledgerSoundAfterEach: true });
let northwind: number;

// One context per file (seeding hashes a password); on a loaded machine that can take minutes.
beforeAll(async () => {
  northwind = await northwindId(kit.t);
}, 180_000);

const post = (path: string, token: string, json: unknown, key = newKey()) =>
  kit.t.request('POST', `/api${path}`, { token, json, headers: { 'Idempotency-Key': key } });
const fiveHundreds = (answers: { status: number; text: string }[]) =>
  answers.filter((a) => a.status >= 500).map((a) => a.text);

/** A new USD BIN account of Northwind holding 100.00, and the USD transit account a transfer back lands on. */
async function binWith100Usd() {
  const bin = await openBinAccount(kit.t, northwind, 'USD');
  await fund(kit.t, northwind, bin, 10_000n);
  return { bin, usd: await transitOf(kit.t, northwind, 'USD') };
}

describe('50 at once', { timeout: 120_000 }, () => {
  it('transfers of 3.00 against 100.00: at most 33 post, the rest 422, never below zero', async () => {
    const { bin, usd } = await binWith100Usd();
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        post('/transfer', kit.t.tokens.owner, { fromAccountId: bin, toAccountId: usd, amount: '3.00' }),
      ),
    );
    expect(fiveHundreds(answers)).toEqual([]);
    const posted = answers.filter((a) => a.status === 201).length;
    expect(posted).toBe(33);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(AT_ONCE - posted);
    expect(await balanceOf(kit.t, bin)).toEqual({ balance: 10_000n - BigInt(posted) * 300n, hold: 0n });
  });

  it('one transfer sent 50 times with one key posts once and every answer is the first', async () => {
    const { bin, usd } = await binWith100Usd();
    const key = newKey();
    const before = await moneyRowCounts(kit.t);
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        post('/transfer', kit.t.tokens.owner, { fromAccountId: bin, toAccountId: usd, amount: '7.00' }, key),
      ),
    );
    expect(fiveHundreds(answers)).toEqual([]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect((await moneyRowCounts(kit.t)).payments - before.payments).toBe(1);
    expect((await balanceOf(kit.t, bin)).balance).toBe(10_000n - 700n);
  });

  it('withdrawals of 30.00 each against what is available: holds never exceed the balance', async () => {
    const usd = await transitOf(kit.t, northwind, 'USD');
    const before = await balanceOf(kit.t, usd);
    const available = before.balance - before.hold;
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        post('/backoffice/company/withdrawal', kit.t.tokens.admin, {
          companyId: northwind,
          accountId: usd,
          amount: '30.00',
        }),
      ),
    );
    expect(fiveHundreds(answers)).toEqual([]);
    const held = answers.filter((a) => a.status === 201).length;
    expect(BigInt(held)).toBe(available / 3_000n < BigInt(AT_ONCE) ? available / 3_000n : BigInt(AT_ONCE));
    const after = await balanceOf(kit.t, usd);
    expect(after).toEqual({ balance: before.balance, hold: before.hold + BigInt(held) * 3_000n });
    expect(after.hold).toBeLessThanOrEqual(after.balance);
  });

  it('one pending top-up accepted 50 times at once is credited once: one 200, the rest 409', async () => {
    const usdt = await transitOf(kit.t, northwind, 'USDT');
    const pending = await post(`/backoffice/top-up/company/${northwind}/crypto`, kit.t.tokens.admin, {
      hash: `0x${'ef56'.repeat(16)}`,
      amount: '25.00',
      sourceId: 3,
      accountId: usdt,
    });
    expect(pending.status, pending.text).toBe(201);
    const before = await balanceOf(kit.t, usdt);
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        post(`/backoffice/top-up/${pending.body.data.id}/accept`, kit.t.tokens.admin, undefined),
      ),
    );
    expect(fiveHundreds(answers)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(AT_ONCE - 1);
    expect((await balanceOf(kit.t, usdt)).balance).toBe(before.balance + 2_500n);
  });

  it(
    'card issues racing for the BIN account and the allowance: each issued card paid once, nothing overdrawn',
    { timeout: 180_000 },
    async () => {
      const nw = await northwindKit(kit.t);
      const holder = await kit.t.userOf(2);
      const preview = await kit.t.request('GET', `/api/card/issue/preview?binSetId=${nw.set.id}`, {
        token: kit.t.tokens.owner,
      });
      const fee = BigInt(preview.body.data.feePerCard.replace('.', ''));
      const allowance = preview.body.data.cardsAvailableCount as number;
      // Enough on the account for 20 fees beyond what it has: the allowance or the money runs out first.
      await fundBin(kit.t, nw.account, (Number(fee * 20n) / 100).toFixed(2));
      const before = await balanceOf(kit.t, nw.account.id);
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, () =>
          post('/card/issue', kit.t.tokens.owner, {
            binSetId: nw.set.id,
            holderUserId: holder.id,
            name: 'Race',
            count: 1,
          }),
        ),
      );
      expect(fiveHundreds(answers)).toEqual([]);
      const issued = BigInt(answers.filter((a) => a.status === 201).length);
      expect(issued).toBeLessThanOrEqual(BigInt(allowance));
      expect(issued).toBeLessThanOrEqual((before.balance - before.hold) / fee);
      const after = await balanceOf(kit.t, nw.account.id);
      expect(after.balance).toBe(before.balance - issued * fee);
      expect(after.balance - after.hold).toBeGreaterThanOrEqual(0n);
    },
  );
});
