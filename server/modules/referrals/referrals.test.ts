import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validation } from '@/src/contracts/messages';
import { referral } from '@/src/contracts/referrals';
import { companies } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';
import { register } from '@/server/test-support/onboarding';

const t = useTestContext({ tokens: { staff: 5 } });

const create = (json: unknown, token = t.tokens.staff) => t.request('POST', '/api/company/referral', { token, json });
const list = (query = '') => t.request('GET', `/api/company/referrals${query}`, { token: t.tokens.staff });

describe('referrals', () => {
  it('creates a third-party referral with a generated 16-character code', async () => {
    const res = await create({
      name: 'Affiliates EU',
      condition: 'First 3 transfers free',
      freeTransferAmount: '250.5',
      freeTransferCount: '3',
    });
    expect(res.status).toBe(201);
    const made = referral.parse(res.body.data);
    expect(made).toMatchObject({
      name: 'Affiliates EU',
      condition: 'First 3 transfers free',
      freeTransferAmount: '250.50',
      freeTransferCount: 3,
      companyId: null,
    });
    expect(made.referral).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it.each([
    [{ name: '', freeTransferAmount: '1', freeTransferCount: 1 }, 'name', validation.required],
    [
      { name: 'x', freeTransferAmount: '1.005', freeTransferCount: 1 },
      'freeTransferAmount',
      validation.decimalPlaces(2),
    ],
    [
      { name: 'x', freeTransferAmount: '-1', freeTransferCount: 1 },
      'freeTransferAmount',
      validation.between(0, '1000000000'),
    ],
    [{ name: 'x', freeTransferAmount: 'ten', freeTransferCount: 1 }, 'freeTransferAmount', validation.decimal],
    [{ name: 'x', freeTransferAmount: '1', freeTransferCount: 1.5 }, 'freeTransferCount', validation.integer],
    [
      { name: 'x', freeTransferAmount: '1', freeTransferCount: -2 },
      'freeTransferCount',
      validation.between(0, 1_000_000),
    ],
  ])('refuses %j with 422 on %s', async (body, field, message) => {
    const before = await t.countRows();
    const res = await create(body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
    expect(await t.countRows()).toEqual(before);
  });

  it('edits a referral, never its code', async () => {
    const made = (await create({ name: 'Old name', freeTransferAmount: 0, freeTransferCount: 0 })).body.data;
    const res = await t.request('PATCH', `/api/company/referral/${made.id}`, {
      token: t.tokens.staff,
      json: { name: 'New name', freeTransferCount: 5, condition: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: made.id,
      name: 'New name',
      freeTransferCount: 5,
      freeTransferAmount: '0.00',
      referral: made.referral,
    });
    expect(
      (
        await t.request('PATCH', `/api/company/referral/${made.id}`, {
          token: t.tokens.staff,
          json: { referral: 'x'.repeat(16) },
        })
      ).status,
    ).toBe(422);
    expect(
      (await t.request('PATCH', '/api/company/referral/999999', { token: t.tokens.staff, json: { name: 'x' } })).status,
    ).toBe(404);
  });

  it("lists all codes, or with onlyThirdParty=1 leaves out companies' own", async () => {
    const [northwind] = await t.db.select().from(companies).where(eq(companies.name, 'Northwind Media'));
    expect((await register(t, { referral: northwind!.referralHash })).status).toBe(200);
    const all = (await list('?perPage=200')).body.data;
    const third = (await list('?onlyThirdParty=1&perPage=200')).body.data;
    expect(all.records.some((r: { companyId: number | null }) => r.companyId === northwind!.id)).toBe(true);
    expect(third.records.every((r: { companyId: number | null }) => r.companyId === null)).toBe(true);
    expect(third.meta.totalCount).toBe(all.meta.totalCount - 1);
    const paged = (await list('?perPage=1&page=2')).body.data;
    expect(paged.meta).toMatchObject({
      page: 2,
      perPage: 1,
      totalCount: all.meta.totalCount,
      pagesCount: all.meta.totalCount,
    });
  });

  it('records the referral on the company when its registration is approved', async () => {
    const made = (await create({ name: 'Partner with a deal', freeTransferAmount: '10', freeTransferCount: 1 })).body
      .data;
    const registered = await register(t, { referral: made.referral });
    const approved = await t.request('POST', `/api/company-invitation/${registered.body.data.userId}/approve`, {
      token: t.tokens.staff,
    });
    const [company] = await t.db.select().from(companies).where(eq(companies.id, approved.body.data.companyId));
    expect(company!.registrationReferralId).toBe(made.id);
    const listed = await t.request('GET', '/api/company-invitation?status=approved&perPage=200', {
      token: t.tokens.staff,
    });
    const row = listed.body.data.records.find((r: { id: number }) => r.id === registered.body.data.userId);
    expect(row).toMatchObject({
      referralId: made.id,
      referralHash: made.referral,
      referralName: 'Partner with a deal',
      status: { key: 'approved' },
    });
  });

  it('is managed by roles 1, 5 and 6 only', async () => {
    for (const role of [2, 3, 4, 7, 8] as const) {
      const token = (await t.sessionFor(role)).accessToken;
      expect((await create({ name: 'x', freeTransferAmount: '1', freeTransferCount: 1 }, token)).status).toBe(403);
    }
  });
});
