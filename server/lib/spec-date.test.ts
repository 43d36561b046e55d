import { describe, expect, it } from 'vitest';
import { specDate as specDateSchema } from '@/src/contracts/dates';
import { namedEndpoints } from '@/src/contracts/registry';
import { openApiDocument } from '@/server/http/openapi';
import { useTestContext } from '@/server/test-support/use-test-context';
import { specDate, specDateOrNull } from './spec-date';

/**
 * Issue 19 item 4: the dates of the spec's entities answer spec 3's shape { date, timestamp,
 * serverTimezone, serverTimezoneOffset }, built by one serializer and declared by one contract schema.
 */
const t = useTestContext();

describe('spec dates', () => {
  it('carry the instant in the server timezone, its Unix seconds, the zone and its offset', () => {
    const at = new Date('2025-03-01T10:00:00.123Z');
    const value = specDate(at);
    expect(specDateSchema.parse(value)).toEqual(value);
    expect(value.timestamp).toBe(1_740_823_200);
    expect(Date.parse(value.date)).toBe(at.getTime());
    expect(value.date.endsWith(value.serverTimezoneOffset)).toBe(true);
    expect(value.serverTimezoneOffset).toMatch(/^[+-]\d{2}:\d{2}$/);
    expect(value.serverTimezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(specDateOrNull(null)).toBeNull();
  });

  it('are what the API answers for the current user, a company, and its list row', async () => {
    const owner = (await t.sessionFor(2)).accessToken;
    const staff = (await t.sessionFor(1)).accessToken;
    const me = (await t.request('GET', '/api/user/me', { token: owner })).body.data;
    expect(specDateSchema.strict().safeParse(me.createdAt).success, JSON.stringify(me.createdAt)).toBe(true);
    const list = (await t.request('GET', '/api/company?perPage=5', { token: staff })).body.data.records;
    for (const row of list) expect(specDateSchema.strict().safeParse(row.createdAt).success).toBe(true);
    const full = (await t.request('GET', `/api/backoffice/company/${list[0].id}`, { token: staff })).body.data;
    expect(full.updatedAt.timestamp).toBe(Math.floor(Date.parse(full.updatedAt.date) / 1000));
  });

  it('are one schema in the OpenAPI document, with its four fields required', () => {
    const text = JSON.stringify(openApiDocument(namedEndpoints).paths['/user/me']);
    expect(text).toContain('"serverTimezoneOffset"');
    expect(text).toContain('"required":["date","timestamp","serverTimezone","serverTimezoneOffset"]');
  });
});
