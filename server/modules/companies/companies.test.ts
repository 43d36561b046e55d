import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyFull, companyListItem, type CompanyListItem } from '@/src/contracts/companies';
import { validation } from '@/src/contracts/messages';
import { apiMessage } from '@/src/contracts/api-messages';
import { accounts, companies, companyFeeHistory, companyGroups, legalEntities, users } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';

const t = useTestContext({ tokens: { superAdmin: 1, admin: 5 } });

const companyId = async (name: string) => (await t.db.select().from(companies).where(eq(companies.name, name)))[0]!.id;
const list = async (query = '', token = t.tokens.superAdmin) => {
  const res = await t.request('GET', `/api/company${query}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.data as { meta: { totalCount: number; pagesCount: number }; records: CompanyListItem[] };
};
/** The staff's company page (GET /api/backoffice/company/{id}) as the super admin reads it. */
const companyPage = async (id: number) => {
  const res = await t.request('GET', `/api/backoffice/company/${id}`, { token: t.tokens.superAdmin });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};
const names = (records: { name: string }[]) => records.map((r) => r.name);

describe('companies list', () => {
  it('answers "Company (list)" records with paging meta', async () => {
    const page = await list('?perPage=3&page=2&sort=name&order=asc');
    const all = await list('?perPage=200&sort=name&order=asc');
    expect(page.meta).toEqual({
      page: 2,
      perPage: 3,
      pagesCount: Math.ceil(all.meta.totalCount / 3),
      totalCount: all.meta.totalCount,
    });
    expect(names(page.records)).toEqual(names(all.records).slice(3, 6));
    for (const record of all.records) companyListItem.parse(record);
    // The ledger's figures are real (company-money-figures.test.ts): a date or null, an amount of the currency.
    for (const record of all.records) {
      expect(record.lastTopUpDate === null || !Number.isNaN(Date.parse(record.lastTopUpDate.date))).toBe(true);
      expect(record.debtAmount).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('searches name, uuid and owner e-mail without regard to case', async () => {
    const [sierra] = await t.db.select().from(companies).where(eq(companies.name, 'Sierra Leads'));
    expect(names((await list('?search=nORTHwind')).records)).toEqual(['Northwind Media']);
    expect(names((await list(`?search=${sierra!.uuid.slice(0, 13).toUpperCase()}`)).records)).toEqual(['Sierra Leads']);
    expect(names((await list('?search=OWNER@TIDEWATER')).records)).toEqual(['Tidewater Digital']);
    // A buyer's e-mail is not the owner's.
    expect((await list('?search=owen.price')).records).toEqual([]);
    // LIKE wildcards are searched for literally.
    expect((await list('?search=%25')).records).toEqual([]);
  });

  it('filters by status, segment, blocked and group', async () => {
    const review = await list('?status=1&perPage=200');
    expect(review.records.length).toBeGreaterThan(0);
    expect(review.records.every((r) => r.status.value === 1 && r.status.description === 'Under review')).toBe(true);
    expect((await list('?segment=4')).records.every((r) => r.segment.value === 4)).toBe(true);
    expect(names((await list('?blocked=1&sort=name&order=asc')).records)).toEqual(['Copperline Ads', 'Sierra Leads']);
    expect((await list('?blocked=0&perPage=200')).records.every((r) => !r.isBlocked)).toBe(true);

    const [group] = await t.db.select().from(companyGroups).where(eq(companyGroups.name, 'Northwind Holding'));
    const grouped = await list(`?groupId=${group!.id}&sort=name&order=asc`);
    const northwind = await companyId('Northwind Media');
    expect(grouped.records.map((r) => [r.name, r.isGroupLead, r.leadCompanyId, r.groupId])).toEqual([
      ['Bluefin Apps', false, northwind, group!.id],
      ['Northwind Media', true, northwind, group!.id],
    ]);
    const loose = (await list('?search=Orchid')).records[0]!;
    expect([loose.isGroupLead, loose.leadCompanyId, loose.groupId]).toEqual([false, null, null]);
  });

  it('sorts by every allowed key in both orders', async () => {
    const asc = await list('?sort=createdAt&order=asc&perPage=200');
    const desc = await list('?sort=createdAt&order=desc&perPage=200');
    expect(names(desc.records)).toEqual(names(asc.records).reverse());
    const byFee = (await list('?sort=conversionFee&order=desc&perPage=200')).records.map((r) =>
      Number(r.conversionFee),
    );
    expect(byFee).toEqual([...byFee].sort((a, b) => b - a));
    const byName = names((await list('?sort=name&order=asc&perPage=200')).records);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
  });

  it('refuses unknown filter values naming the field', async () => {
    for (const [query, field] of [
      ['?status=7', 'query.status'],
      ['?segment=9', 'query.segment'],
      ['?sort=debt', 'query.sort'],
      ['?blocked=yes', 'query.blocked'],
    ]) {
      const res = await t.request('GET', `/api/company${query}`, { token: t.tokens.superAdmin });
      expect(res.status, query).toBe(422);
      expect(res.body.errors[field!]).toBeDefined();
    }
  });
});

describe('company search', () => {
  it('finds up to 20 by name or uuid; withoutGroup=1 leaves out grouped companies', async () => {
    const res = await t.request('GET', '/api/company/search?query=n', { token: t.tokens.superAdmin });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(20);
    const northwind = res.body.data.find((c: { name: string }) => c.name === 'Northwind Media');
    expect(northwind).toMatchObject({
      serviceFee: '2.00',
      legalEntity: { name: 'Cardportal Europe UAB' },
      status: { value: 2 },
      segment: { value: 3 },
    });
    const free = await t.request('GET', '/api/company/search?query=n&withoutGroup=1', { token: t.tokens.superAdmin });
    expect(names(free.body.data)).not.toContain('Northwind Media');
    expect(names(free.body.data)).not.toContain('Bluefin Apps');
    expect(names(free.body.data)).toContain('Vantage Mobile');
  });
});

describe('company page', () => {
  it('answers every field of "Company (full)" from the company, its owner, accounts, group and referral', async () => {
    const id = await companyId('Northwind Media');
    await t.db.update(accounts).set({ balance: 123_456n }).where(eq(accounts.companyId, id)).execute();
    const res = await t.request('GET', `/api/backoffice/company/${id}`, { token: t.tokens.superAdmin });
    expect(res.status).toBe(200);
    const company = companyFull.parse(res.body.data);
    const activeUsers = await t.db.select().from(users).where(eq(users.companyId, id));
    expect(company).toMatchObject({
      name: 'Northwind Media',
      legalEntity: { name: 'Cardportal Europe UAB' },
      staff: activeUsers.filter((u) => u.status === 2).length,
      ownerEmail: 'owner@demo.test',
      ownerName: 'Alex Novak',
      status: { value: 2, description: 'Accepted' },
      segment: { value: 3, description: 'Enterprise' },
      income_fee: '2.00',
      conversionFee: '1.50',
      cardsTotalAvailableCount: 100,
      isGroupLead: true,
      group: { name: 'Northwind Holding' },
      leadCompany: { id, name: 'Northwind Media' },
      isMerchantRestrictionActive: false,
      provider: { key: 'sandbox', value: 1, description: 'Sandbox issuer' },
      topUpCryptoProvider: { name: 'Sandbox Pay', isDefault: true },
      registrationReferral: null,
    });
    expect(company.balance).toHaveLength(4);
    expect(company.balance!.every((b) => b.total === '1234.56')).toBe(true);
    await t.db.update(accounts).set({ balance: 0n }).where(eq(accounts.companyId, id)).execute();
  });

  it('names the crypto provider the pay-in page uses: the platform default, following its change', async () => {
    const id = await companyId('Northwind Media');
    const providers = (
      await t.request('GET', '/api/backoffice/settings/top-up-crypto-provider/list', { token: t.tokens.superAdmin })
    ).body.data as { id: number; name: string; isDefault: boolean }[];
    const other = providers.find((p) => !p.isDefault)!;
    const former = providers.find((p) => p.isDefault)!;
    const set = async (providerId: number) =>
      expect(
        (
          await t.request('PATCH', `/api/backoffice/settings/top-up-crypto-provider/${providerId}/default`, {
            token: t.tokens.superAdmin,
          })
        ).status,
      ).toBe(200);
    await set(other.id);
    const company = await companyPage(id);
    expect(company.topUpCryptoProvider).toEqual({ id: other.id, name: other.name, isDefault: true });
    await set(former.id);
  });

  it('shows a member of a group its lead, and a merchant restriction as active', async () => {
    expect(await companyPage(await companyId('Bluefin Apps'))).toMatchObject({
      isGroupLead: false,
      leadCompany: { name: 'Northwind Media' },
      legalEntity: { name: 'Cardportal Asia Ltd' },
      ownerId: null,
    });
    expect(await companyPage(await companyId('Vantage Mobile'))).toMatchObject({
      isMerchantRestrictionActive: true,
      isGoogleMerchantRestrict: true,
      group: null,
      leadCompany: null,
    });
  });

  it('answers 404 for unknown companies on every endpoint with an id', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/backoffice/company/999999'],
      ['PATCH', '/api/company/update/999999', { name: 'x' }],
      ['GET', '/api/company/999999/fee-history'],
      ['POST', '/api/company/block', { companyId: 999999 }],
      ['POST', '/api/company/unblock', { companyId: 999999 }],
      ['POST', '/api/company/reset-session', { companyId: 999999 }],
      ['POST', '/api/backoffice/company/999999/accept'],
      ['POST', '/api/backoffice/company/999999/decline'],
      ['PATCH', '/api/backoffice/company/999999/owner', { firstName: 'x' }],
      ['POST', '/api/backoffice/company/999999/login-as-owner'],
      ['GET', '/api/backoffice/company/999999/audit-log'],
    ];
    for (const [method, url, json] of calls) {
      const res = await t.request(method, url, { token: t.tokens.superAdmin, json });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
  });

  it('lists the legal entities', async () => {
    const res = await t.request('GET', '/api/backoffice/legal-entity/list', { token: t.tokens.admin });
    const rows = await t.db.select().from(legalEntities);
    expect(res.body.data).toEqual(rows.map((r) => ({ id: r.id, name: r.name })));
  });
});

describe('editing a company', () => {
  const update = (id: number, json: unknown, token = t.tokens.superAdmin) =>
    t.request('PATCH', `/api/company/update/${id}`, { token, json });

  it('changes fields and answers the fresh company', async () => {
    const id = await companyId('Orchid Growth');
    const [asia] = await t.db.select().from(legalEntities).where(eq(legalEntities.name, 'Cardportal Asia Ltd'));
    const res = await update(id, {
      name: ' Orchid Growth Ltd ',
      segment: '4',
      legalEntityId: asia!.id,
      externalId: 'ERP-77',
      isTwitterMerchantRestrict: true,
      cardsTotalAvailableCount: '60',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Orchid Growth Ltd',
      segment: { value: 4 },
      legalEntity: { id: asia!.id },
      externalId: 'ERP-77',
      isMerchantRestrictionActive: true,
      cardsTotalAvailableCount: 60,
    });
    expect((await update(id, { legalEntityId: null, externalId: null })).body.data).toMatchObject({
      legalEntity: null,
      externalId: null,
    });
  });

  it.each([
    [{ name: '' }, 'name', validation.required],
    [{ segment: 9 }, 'segment', validation.notValid],
    [{ incomeFee: '101' }, 'incomeFee', validation.between(0, 100)],
    [{ conversionFee: '1.234' }, 'conversionFee', validation.decimalPlaces(2)],
    [{ cardsTotalAvailableCount: '-1' }, 'cardsTotalAvailableCount', validation.between(0, 100_000)],
    [{ isWireTopUpEnabled: 'yes' }, 'isWireTopUpEnabled', validation.notValid],
    [{ legalEntityId: 999_999 }, 'legalEntityId', validation.notValid],
  ])('refuses %j with 422 on %s and changes nothing', async (body, field, message) => {
    const id = await companyId('Vantage Mobile');
    const [before] = await t.db.select().from(companies).where(eq(companies.id, id));
    const res = await update(id, body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
    expect((await t.db.select().from(companies).where(eq(companies.id, id)))[0]).toEqual(before);
  });

  it('refuses an empty body and unknown fields', async () => {
    const id = await companyId('Vantage Mobile');
    expect((await update(id, {})).body).toMatchObject({ message: apiMessage.nothingToChange });
    expect((await update(id, {})).status).toBe(422);
    expect((await update(id, { status: 2 })).status).toBe(422);
  });

  it('refuses a body naming a field the role may not change, naming it, and changes none of it', async () => {
    const id = await companyId('Vantage Mobile');
    const [before] = await t.db.select().from(companies).where(eq(companies.id, id));
    const res = await update(id, { name: 'Renamed', conversionFee: '0.10', isWireTopUpEnabled: true }, t.tokens.admin);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(apiMessage.fieldForbidden('conversionFee, isWireTopUpEnabled'));
    expect(Object.keys(res.body.errors)).toEqual(['conversionFee', 'isWireTopUpEnabled']);
    expect((await t.db.select().from(companies).where(eq(companies.id, id)))[0]).toEqual(before);
  });

  it('writes one fee-history record per fee change, none when the fee stays', async () => {
    const id = await companyId('Tidewater Digital');
    const history = () =>
      t.db.select().from(companyFeeHistory).where(eq(companyFeeHistory.companyId, id)).orderBy(companyFeeHistory.id);
    expect(await history()).toHaveLength(0);

    expect((await update(id, { incomeFee: '3.5' }, t.tokens.admin)).body.data.income_fee).toBe('3.50');
    expect((await update(id, { incomeFee: '3.50' }, t.tokens.admin)).status).toBe(200);
    expect(await history()).toHaveLength(1);

    await update(id, { conversionFee: '0.75', autoUpdateConversionFee: false });
    await update(id, { autoUpdateConversionFee: true });
    const rows = await history();
    expect(rows.map((r) => [r.type, r.oldFee, r.fee, r.autoUpdate])).toEqual([
      ['income', '0.00', '3.50', false],
      ['conversion', '0.00', '0.75', false],
      ['conversion', '0.75', '0.75', true],
    ]);

    const res = await t.request('GET', `/api/company/${id}/fee-history`, { token: t.tokens.admin });
    expect(res.status).toBe(200);
    const adminUser = await t.userOf(5);
    expect(res.body.data.records.map((r: { type: { value: string } }) => r.type.value)).toEqual([
      'conversion',
      'conversion',
      'income',
    ]);
    expect(res.body.data.records[2]).toMatchObject({
      fee: '3.50',
      oldFee: '0.00',
      type: { description: 'Income fee' },
      user: { id: adminUser.id, email: adminUser.email },
    });
    const income = await t.request('GET', `/api/company/${id}/fee-history?type=income`, { token: t.tokens.admin });
    expect(income.body.data.records).toHaveLength(1);
    expect(
      (await t.request('GET', `/api/company/${id}/fee-history?type=other`, { token: t.tokens.admin })).status,
    ).toBe(422);
  });

  it('shows the seeded fee history of Northwind newest first', async () => {
    const res = await t.request('GET', `/api/company/${await companyId('Northwind Media')}/fee-history`, {
      token: t.tokens.superAdmin,
    });
    const dates = res.body.data.records.map((r: { date: { date: string } }) => r.date.date);
    expect(dates.length).toBeGreaterThanOrEqual(4);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.body.data.records[0]).toMatchObject({
      type: { value: 'conversion' },
      fee: '1.50',
      user: { email: 'senior@demo.test' },
    });
  });
});
