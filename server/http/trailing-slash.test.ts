import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@/src/contracts/registry';
import { useTestContext } from '@/server/test-support/use-test-context';

/**
 * Issue 19 item 10: the paths spec 7 writes with a trailing slash answer as written and without it; other
 * paths keep one spelling.
 */
const t = useTestContext({ tokens: { staff: 1 } });

const SPEC_SLASHED = [
  'POST auth/generate-auth-code/',
  'GET company/',
  'GET company-invitation/',
  'GET company/referrals/',
  'POST company/referral/',
];

describe('trailing slashes of spec paths', () => {
  it('are the contracts that say so, and only those', () => {
    const slashed = allEndpoints
      .filter((e) => e.trailingSlash)
      .map((e) => `${e.method.toUpperCase()} ${e.path.slice(1)}/`);
    expect(slashed.sort()).toEqual([...SPEC_SLASHED].sort());
  });

  it('lists answer the same with and without the slash', async () => {
    for (const path of ['company', 'company-invitation', 'company/referrals']) {
      const bare = await t.request('GET', `/api/${path}?perPage=5`, { token: t.tokens.staff });
      const slashed = await t.request('GET', `/api/${path}/?perPage=5`, { token: t.tokens.staff });
      expect(bare.status, `${path}: ${bare.text}`).toBe(200);
      expect(slashed.status, `${path}/: ${slashed.text}`).toBe(200);
      expect(slashed.body).toEqual(bare.body);
    }
  });

  it('writes reach the same checks with the slash (a bad body is a 422 naming the field, never a 404)', async () => {
    const code = await t.request('POST', '/api/auth/generate-auth-code/', { json: { email: 'not-an-email' } });
    expect(code.status, code.text).toBe(422);
    expect(Object.keys(code.body.errors)).toContain('email');
    const referral = await t.request('POST', '/api/company/referral/', { token: t.tokens.staff, json: { name: '' } });
    expect(referral.status, referral.text).toBe(422);
    expect(Object.keys(referral.body.errors)).toContain('name');
    // The right still applies to the slashed spelling.
    const buyer = (await t.sessionFor(4)).accessToken;
    expect((await t.request('GET', '/api/company/', { token: buyer })).status).toBe(403);
  });

  it('the fee history answers at the spec path and at the path the OpenAPI document lists (item 13)', async () => {
    const [company] = (await t.request('GET', '/api/company?perPage=1', { token: t.tokens.staff })).body.data.records;
    const spec = await t.request('GET', `/api/company/${company.id}/fee-history`, { token: t.tokens.staff });
    const documented = await t.request('GET', `/api/company/fee-history/${company.id}`, { token: t.tokens.staff });
    expect(spec.status, spec.text).toBe(200);
    expect(documented.body).toEqual(spec.body);
    expect((await t.request('GET', '/api/company/fee-history/999999', { token: t.tokens.staff })).status).toBe(404);
  });

  it('other paths do not grow a second spelling', async () => {
    const res = await t.request('GET', '/api/user/me/', { token: t.tokens.staff });
    expect(res.status).toBe(404);
  });
});
