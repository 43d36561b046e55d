import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { binAccount } from '@/src/contracts/tariffs';
import { auditLog, binAccountHistory, companyTariffHistory } from '@/server/db/schema/index';
import { binAccountFeePercent } from '@/server/ledger/service-fee';
import { useTestContext } from '@/server/test-support/use-test-context';
import { createBinSet, openAccount } from '@/server/modules/bin-sets/bin-sets.fixtures';
import { addCompany } from '@/server/modules/team/team.fixtures';

const t = useTestContext({ tokens: { staff: 6 } });

let n = 0;
const call = (method: string, path: string, json?: unknown, token = t.tokens.staff) =>
  t.request(method, `/api/backoffice${path}`, { token, json });
const flatScale = async (fee: string) => {
  const res = await call('POST', '/settings/tariff-scales/create', {
    name: `Flat ${fee} ${++n} ${Date.now().toString(36)}`,
    settings: [{ amountFrom: '0', amountTo: null, fee }],
  });
  return res.body.data.tariffScale as { id: number; name: string };
};
/** A company with one USD BIN account, which follows the provider's scale ('Standard': 3% below 10 000). */
async function companyWithBinAccount() {
  const company = await addCompany(t);
  const set = await createBinSet(t, t.tokens.staff);
  await call('POST', `/company/${company.id}/bin-set/add`, { binSetIds: [set.id] });
  return { company, account: (await openAccount(t, company.id, set.id))! };
}
const feeOf = (accountId: number) => binAccountFeePercent(t.db, accountId, 100_00n, 'USD');

describe('company tariff scales', () => {
  it('creates then edits the company scale for a provider, with history, and the BIN account follows it', async () => {
    const { company, account } = await companyWithBinAccount();
    expect(await feeOf(account.id)).toBe('3.00');
    const scale = await flatScale('1.5');

    const before = (await call('GET', `/company/${company.id}/tariff-scales`)).body.data;
    expect(before).toEqual([
      expect.objectContaining({
        provider: expect.objectContaining({ id: 1 }),
        tariffScale: null,
        autoUpdate: true,
        providerTariffScale: expect.objectContaining({ name: 'Standard' }),
      }),
    ]);
    expect(
      (
        await call('POST', `/company/${company.id}/tariff-scales/edit`, {
          providerId: 1,
          tariffScaleId: scale.id,
          autoUpdate: false,
        })
      ).body.errors,
    ).toEqual({ providerId: [apiMessage.companyTariffMissing] });

    const created = await call('POST', `/company/${company.id}/tariff-scales`, {
      providerId: 1,
      tariffScaleId: scale.id,
      autoUpdate: false,
    });
    expect([created.status, created.body.data]).toEqual([201, { message: apiMessage.companyTariffSaved }]);
    expect(await feeOf(account.id)).toBe('1.50');
    expect(
      (
        await call('POST', `/company/${company.id}/tariff-scales`, {
          providerId: 1,
          tariffScaleId: scale.id,
          autoUpdate: false,
        })
      ).body.errors,
    ).toEqual({ providerId: [apiMessage.companyTariffExists] });

    await call('POST', `/company/${company.id}/tariff-scales/edit`, {
      providerId: 1,
      tariffScaleId: scale.id,
      autoUpdate: true,
    });
    expect(await feeOf(account.id)).toBe('3.00');
    const history = (await call('GET', `/company/${company.id}/tariff-scales/history`)).body.data;
    expect(
      history.records.map((r: { autoUpdate: boolean; tariffScale: { id: number } }) => [
        r.autoUpdate,
        r.tariffScale.id,
      ]),
    ).toEqual([
      [true, scale.id],
      [false, scale.id],
    ]);
    expect(
      await t.db.select().from(companyTariffHistory).where(eq(companyTariffHistory.companyId, company.id)),
    ).toHaveLength(2);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'company.tariffScale'))),
    ).toHaveLength(2);
  });

  it('needs a scale when auto-update is off, and names an unknown provider or scale', async () => {
    const company = await addCompany(t);
    const url = `/company/${company.id}/tariff-scales`;
    expect((await call('POST', url, { providerId: 1, autoUpdate: false })).body.errors).toEqual({
      tariffScaleId: ['The value is required'],
    });
    expect((await call('POST', url, { providerId: 9, autoUpdate: true })).body.errors).toEqual({
      providerId: [apiMessage.providerUnknown],
    });
    expect((await call('POST', url, { providerId: 1, tariffScaleId: 999999, autoUpdate: false })).body.errors).toEqual({
      tariffScaleId: [apiMessage.tariffScaleUnknown],
    });
    expect((await call('GET', '/company/999999/tariff-scales')).status).toBe(404);
  });
});

describe('BIN-account service fee', () => {
  it('a chosen scale and auto-update change the fee binAccountFeePercent gives, each with a history row', async () => {
    const { company, account } = await companyWithBinAccount();
    const scale = await flatScale('0.75');

    const set = await call('PATCH', `/company/${company.id}/bin-account/service-fee`, {
      accountId: account.id,
      tariffScaleId: scale.id,
    });
    expect(set.body.data).toEqual({ message: apiMessage.binAccountServiceFeeSaved });
    expect(await feeOf(account.id)).toBe('0.75');

    const [listed] = (await call('GET', `/company/${company.id}/bin-account-list`)).body.data;
    expect(binAccount.parse(listed)).toMatchObject({
      id: account.id,
      autoUpdate: false,
      balance: '0.00',
      serviceFee: {
        tariffScale: { id: scale.id },
        appliedTariffScale: { id: scale.id, settings: [{ amountFrom: '0.00', amountTo: null, fee: '0.75' }] },
      },
    });

    await call('PATCH', `/company/${company.id}/bin-account/service-fee-auto-update`, {
      accountId: account.id,
      autoUpdate: true,
    });
    expect(await feeOf(account.id)).toBe('3.00');

    const history = (await call('GET', `/company/${company.id}/bin-account/${account.id}/history`)).body.data;
    expect(history.records).toEqual([
      expect.objectContaining({
        autoUpdate: true,
        tariffScale: { id: scale.id, name: scale.name },
        user: expect.objectContaining({ role: 6 }),
      }),
      expect.objectContaining({
        autoUpdate: false,
        tariffScale: { id: scale.id, name: scale.name },
        serviceFee: [{ amountFrom: '0.00', amountTo: null, fee: '0.75' }],
      }),
    ]);
  });

  it("turning auto-update off keeps the fee that applies now as the account's own", async () => {
    const { company, account } = await companyWithBinAccount();
    await call('PATCH', `/company/${company.id}/bin-account/service-fee-auto-update`, {
      accountId: account.id,
      autoUpdate: false,
    });
    expect(await feeOf(account.id)).toBe('3.00');
    const [row] = await t.db.select().from(binAccountHistory).where(eq(binAccountHistory.accountId, account.id));
    expect(row).toMatchObject({ autoUpdate: false, tariffScaleId: expect.any(Number) });
  });

  it("another company's account is a 404 and changes nothing; role 8 sees the list but may not change it", async () => {
    const mine = await companyWithBinAccount();
    const other = await companyWithBinAccount();
    const scale = await flatScale('9');
    expect(
      (
        await call('PATCH', `/company/${mine.company.id}/bin-account/service-fee`, {
          accountId: other.account.id,
          tariffScaleId: scale.id,
        })
      ).status,
    ).toBe(404);
    expect((await call('GET', `/company/${mine.company.id}/bin-account/${other.account.id}/history`)).status).toBe(404);
    expect(await feeOf(other.account.id)).toBe('3.00');

    const support = (await t.sessionFor(8)).accessToken;
    expect((await call('GET', `/company/${mine.company.id}/bin-account-list`, undefined, support)).status).toBe(200);
    expect(
      (
        await call(
          'PATCH',
          `/company/${mine.company.id}/bin-account/service-fee`,
          { accountId: mine.account.id, tariffScaleId: scale.id },
          support,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call(
          'GET',
          `/company/${mine.company.id}/bin-account/${mine.account.id}/history`,
          undefined,
          (await t.sessionFor(5)).accessToken,
        )
      ).status,
    ).toBe(403);
  });
});
