import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { binSet as binSetSchema } from '@/src/contracts/bin-sets';
import { toast } from '@/src/contracts/messages';
import { apiMessage } from '@/src/contracts/api-messages';
import { accounts, auditLog, binSets, companies } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';
import { addCompany } from '@/server/modules/team/team.fixtures';
import { createBinSet, fund, nextBin, openAccount } from './bin-sets.fixtures';

const t = useTestContext({ tokens: { staff: 6 } });

const call = (method: string, path: string, json?: unknown, token = t.tokens.staff) =>
  t.request(method, `/api/backoffice${path}`, { token, json });
const defaults = async () =>
  (await t.db.select({ id: binSets.id }).from(binSets).where(eq(binSets.isDefaultIssuance, true))).map((r) => r.id);

// First: later tests move the default.
describe('the demo seed', () => {
  it('has the USD set as default for issuance, Northwind holding both sets and Bluefin the USD one', async () => {
    const list = (await call('GET', '/settings/bin-set/list?search=Sandbox')).body.data.records as {
      id: number;
      bin: string;
      currency: string;
      isDefaultIssuance: boolean;
    }[];
    const usd = list.find((s) => s.bin === '45671234')!;
    const eur = list.find((s) => s.bin === '53998811')!;
    expect([usd.currency, eur.currency]).toEqual(['USD', 'EUR']);
    expect(usd.isDefaultIssuance).toBe(true);
    const idOf = async (name: string) =>
      (await t.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name)))[0]!.id;
    const held = async (name: string) =>
      ((await call('GET', `/company/${await idOf(name)}/bin-set/list`)).body.data as { bin: string }[])
        .map((s) => s.bin)
        .sort();
    expect(await held('Northwind Media')).toEqual(['45671234', '53998811']);
    expect(await held('Bluefin Apps')).toEqual(['45671234']);
  });
});

describe('the settings tab', () => {
  it('creates, lists and edits a set; fees are decimal strings of its currency', async () => {
    const set = await createBinSet(t, t.tokens.staff, {
      currency: 'EUR',
      cardIssuanceFee: '3',
      monthlyMaintenanceFee: '1.5',
    });
    const list = await call('GET', `/settings/bin-set/list?search=${set.bin}`);
    const [record] = list.body.data.records;
    expect(binSetSchema.parse(record)).toMatchObject({
      id: set.id,
      currency: 'EUR',
      provider: { key: 'sandbox', value: 1 },
      status: { value: 1, description: 'Active' },
      isDefaultIssuance: false,
      cardIssuanceFee: '3.00',
      monthlyMaintenanceFee: '1.50',
    });

    const edit = await call('PATCH', `/settings/bin-set/${set.id}/edit`, {
      name: 'Renamed',
      cardIssuanceFee: '4.25',
      status: 0,
    });
    expect(edit.body.data).toEqual({ message: apiMessage.binSetSaved });
    expect((await call('GET', `/settings/bin-set/list?search=${set.bin}`)).body.data.records[0]).toMatchObject({
      name: 'Renamed',
      cardIssuanceFee: '4.25',
      status: { value: 0 },
    });
  });

  it('refuses a taken BIN, a bad BIN, an unknown currency, a fee with 3 decimals (422 naming the field)', async () => {
    const set = await createBinSet(t, t.tokens.staff);
    const body = {
      name: 'X',
      currency: 'USD',
      providerId: 1,
      legalEntityId: null,
      cardIssuanceFee: '1',
      monthlyMaintenanceFee: '1',
    };
    expect((await call('POST', '/settings/bin-set/create', { ...body, bin: set.bin })).body.errors).toEqual({
      bin: [apiMessage.binTaken],
    });
    expect((await call('POST', '/settings/bin-set/create', { ...body, bin: '12345' })).body.errors).toHaveProperty(
      'bin',
    );
    expect(
      (await call('POST', '/settings/bin-set/create', { ...body, bin: nextBin(), currency: 'GBP' })).body.errors,
    ).toHaveProperty('currency');
    expect(
      (await call('POST', '/settings/bin-set/create', { ...body, bin: nextBin(), cardIssuanceFee: '1.234' })).body
        .errors,
    ).toHaveProperty('cardIssuanceFee');
    expect(
      (await call('POST', '/settings/bin-set/create', { ...body, bin: nextBin(), providerId: 99 })).body.errors,
    ).toEqual({ providerId: [apiMessage.providerUnknown] });
  });

  it(
    'keeps exactly one default for issuance after concurrent switches; only an active set may be it, and it stays ' +
      'active',
    async () => {
      const sets = [
        await createBinSet(t, t.tokens.staff),
        await createBinSet(t, t.tokens.staff),
        await createBinSet(t, t.tokens.staff),
      ];
      const answers = await Promise.all(sets.map((s) => call('PATCH', `/settings/bin-set/${s.id}/default-issuance`)));
      answers.forEach((res, i) => expect(res.body.data).toEqual({ message: toast.defaultIssuance(sets[i]!.id) }));
      expect(toast.defaultIssuance(sets[0]!.id)).toBe(
        `Successfully updated the default issuance setting for BIN set ${sets[0]!.id}`,
      );
      const [only] = await defaults();
      expect(await defaults()).toHaveLength(1);
      expect(sets.map((s) => s.id)).toContain(only);

      const refused = await call('PATCH', `/settings/bin-set/${only}/edit`, { status: 0 });
      expect(refused.body.errors).toEqual({ status: [apiMessage.defaultIssuanceStaysActive] });
      const inactive = await createBinSet(t, t.tokens.staff, { status: 0 });
      const notActive = await call('PATCH', `/settings/bin-set/${inactive.id}/default-issuance`);
      expect([notActive.status, notActive.body.message]).toEqual([422, apiMessage.defaultIssuanceNeedsActive]);
      expect(await defaults()).toEqual([only]);
      expect((await call('PATCH', '/settings/bin-set/999999/default-issuance')).status).toBe(404);
    },
  );
});

describe('per company', () => {
  it('adding opens one BIN account per set in its currency (twice is a no-op); the set lists its clients', async () => {
    const company = await addCompany(t);
    const [usd, eur] = [
      await createBinSet(t, t.tokens.staff),
      await createBinSet(t, t.tokens.staff, { currency: 'EUR' }),
    ];
    const res = await call('POST', `/company/${company.id}/bin-set/add`, { binSetIds: [usd.id, eur.id] });
    expect(res.body.data).toEqual({ message: apiMessage.binSetsAdded });
    await call('POST', `/company/${company.id}/bin-set/add`, { binSetIds: [eur.id] });

    const account = await openAccount(t, company.id, eur.id);
    expect(account).toMatchObject({
      type: 1,
      currency: 'EUR',
      name: `BIN ${eur.bin} EUR`,
      serviceFeeAutoUpdate: true,
      balance: 0n,
    });
    const all = await t.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.companyId, company.id), eq(accounts.type, 1)));
    expect(all).toHaveLength(2);

    const list = await call(
      'GET',
      `/company/${company.id}/bin-set/list`,
      undefined,
      (await t.sessionFor(8)).accessToken,
    );
    expect(
      list.body.data
        .map((s: { id: number; account: { id: number; balance: string } }) => [s.id, s.account.balance])
        .sort(),
    ).toEqual(
      [
        [usd.id, '0.00'],
        [eur.id, '0.00'],
      ].sort(),
    );
    const clients = await call('GET', `/settings/bin-set/${eur.id}/clients`);
    expect(clients.body.data).toMatchObject({
      binSet: { id: eur.id },
      meta: { totalCount: 1 },
      records: [{ id: company.id, account: { id: account!.id, currency: 'EUR', balance: '0.00' } }],
    });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'company.binSetAdd')));
    expect(entries).toHaveLength(1);
  });

  it('removing a set whose account holds money is a 422, changing nothing; empty, it closes the account', async () => {
    const company = await addCompany(t);
    const [a, b] = [await createBinSet(t, t.tokens.staff), await createBinSet(t, t.tokens.staff)];
    await call('POST', `/company/${company.id}/bin-set/add`, { binSetIds: [a.id, b.id] });
    const funded = (await openAccount(t, company.id, b.id))!;
    await fund(t, funded, '10.00');

    const refused = await call('DELETE', `/company/${company.id}/bin-set/delete`, { binSetIds: [a.id, b.id] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ binSetIds: [apiMessage.binAccountHasMoney(funded.name)] });
    expect(await openAccount(t, company.id, a.id)).toBeDefined();

    expect((await call('DELETE', `/company/${company.id}/bin-set/delete`, { binSetIds: [a.id] })).body.data).toEqual({
      message: apiMessage.binSetsRemoved,
    });
    expect(await openAccount(t, company.id, a.id)).toBeUndefined();
    // Added again, the set gets a new account; the closed one stays for its history.
    await call('POST', `/company/${company.id}/bin-set/add`, { binSetIds: [a.id] });
    expect(
      await t.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.companyId, company.id), eq(accounts.binSetId, a.id))),
    ).toHaveLength(2);
  });

  it('answers 404 for an unknown company and 422 naming an unknown set', async () => {
    const company = await addCompany(t);
    expect((await call('POST', '/company/999999/bin-set/add', { binSetIds: [1] })).status).toBe(404);
    expect((await call('POST', `/company/${company.id}/bin-set/add`, { binSetIds: [999999] })).body.errors).toEqual({
      binSetIds: [apiMessage.binSetUnknown(999999)],
    });
  });
});

describe('per group', () => {
  it('adds to every member and removes from every member, all or nothing', async () => {
    const [lead, member] = [await addCompany(t), await addCompany(t)];
    const group = (
      await call('POST', '/group', {
        name: `BIN group ${Date.now().toString(36)}`,
        leadCompanyId: lead.id,
        companyIds: [member.id],
      })
    ).body.data;
    const set = await createBinSet(t, t.tokens.staff);

    expect((await call('POST', `/group/${group.id}/bin-set/add`, { binSetIds: [set.id] })).status).toBe(200);
    expect(await openAccount(t, lead.id, set.id)).toBeDefined();
    expect(await openAccount(t, member.id, set.id)).toBeDefined();
    expect((await call('GET', `/group/${group.id}/bin-set/list`)).body.data).toMatchObject({
      membersCount: 2,
      records: [{ id: set.id, companiesCount: 2 }],
    });

    await fund(t, (await openAccount(t, member.id, set.id))!, '1.00');
    const refused = await call('DELETE', `/group/${group.id}/bin-set/delete`, { binSetIds: [set.id] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.binSetIds[0]).toContain(member.name);
    expect(await openAccount(t, lead.id, set.id)).toBeDefined();
    expect((await call('POST', '/group/999999/bin-set/add', { binSetIds: [set.id] })).status).toBe(404);
  });
});
