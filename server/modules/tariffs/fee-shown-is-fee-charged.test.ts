import { beforeAll, describe, expect, it } from 'vitest';
import { binAccount, type BinAccount } from '@/src/contracts/bin-account-fees';
import { useTestContext } from '@/server/test-support/use-test-context';
import { fund, newKey, northwindId, openBinAccount, transitOf } from '@/server/modules/transfers/money-fixtures';

/*
 * Issue 21 item 4: the service fee staff see for a BIN account (its applied scale and whose it is) is the fee
 * the ledger charges on a transfer, whichever rule picks the scale; the company's income fee is not.
 */

const t = useTestContext({ tokens: { staff: 6, owner: 2 } });
let company: number;
let transit: number;
let bin: number;
beforeAll(async () => {
  company = await northwindId(t);
  transit = await transitOf(t, company, 'USD');
  bin = await openBinAccount(t, company, 'USD');
  await fund(t, company, transit, 1_000_000n);
});

const backoffice = (method: string, path: string, json?: unknown) =>
  t.request(method, `/api/backoffice${path}`, { token: t.tokens.staff, json });
let n = 0;
const flatScale = async (fee: string) =>
  (
    await backoffice('POST', '/settings/tariff-scales/create', {
      name: `Shown ${fee} ${++n} ${Date.now().toString(36)}`,
      settings: [{ amountFrom: '0', amountTo: null, fee }],
    })
  ).body.data.tariffScale as { id: number };

async function shown(): Promise<BinAccount> {
  const list = (await backoffice('GET', `/company/${company}/bin-account-list`)).body.data as unknown[];
  return list.map((row) => binAccount.parse(row)).find((row) => row.id === bin)!;
}

/** The band of the shown scale that holds `amount` (bands are [from, to)). */
const shownPercent = (account: BinAccount, amount: number) =>
  account.serviceFee.appliedTariffScale!.settings.find(
    (band) => Number(band.amountFrom) <= amount && (band.amountTo === null || amount < Number(band.amountTo)),
  )!.fee;

async function charged(amount: string) {
  const done = await t.request('POST', '/api/transfer', {
    token: t.tokens.owner,
    json: { fromAccountId: transit, toAccountId: bin, amount },
    headers: { 'Idempotency-Key': newKey() },
  });
  expect(done.status).toBe(201);
  return done.body.data as { feePercent: string; serviceFeeAmount: string };
}

describe('the service fee shown is the service fee charged', () => {
  it("names the provider's, then the company's, then the account's scale, and a transfer pays exactly it", async () => {
    // The company's income fee is on record only: setting it moves no transfer's fee.
    const update = { token: t.tokens.staff, json: { incomeFee: '2.00' } };
    expect((await t.request('PATCH', `/api/company/update/${company}`, update)).status).toBe(200);

    let account = await shown();
    expect(account.serviceFee.rule).toBe('provider');
    expect(await charged('100.00')).toMatchObject({ feePercent: shownPercent(account, 100), serviceFeeAmount: '3.00' });

    const companyScale = await flatScale('1.25');
    const choice = { providerId: 1, tariffScaleId: companyScale.id, autoUpdate: false };
    // The demo company may already have a scale for the provider: then it is edited rather than created.
    const created = await backoffice('POST', `/company/${company}/tariff-scales`, choice);
    if (created.status !== 201)
      expect((await backoffice('POST', `/company/${company}/tariff-scales/edit`, choice)).status).toBeLessThan(300);
    account = await shown();
    expect(account.serviceFee).toMatchObject({ rule: 'company', appliedTariffScale: { id: companyScale.id } });
    expect(await charged('100.00')).toMatchObject({ feePercent: '1.25', serviceFeeAmount: '1.25' });

    const ownScale = await flatScale('0.50');
    await backoffice('PATCH', `/company/${company}/bin-account/service-fee`, {
      accountId: bin,
      tariffScaleId: ownScale.id,
    });
    account = await shown();
    expect(account.serviceFee).toMatchObject({ rule: 'account', appliedTariffScale: { id: ownScale.id } });
    expect(await charged('100.00')).toMatchObject({ feePercent: shownPercent(account, 100), serviceFeeAmount: '0.50' });
  });
});
