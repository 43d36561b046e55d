import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_RIGHTS, ROLE_IDS } from '@/src/contracts/access';
import { rowsOf } from '@/server/db/client';
import { createTestContext, type TestContext } from '@/server/test-support/context';
import { buildOnboardingHistory } from './analytics.fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await buildOnboardingHistory(t);
});
afterAll(() => t?.close());

const MARCH = { from: '2024-03-01', to: '2024-03-31' };

async function order(token: string, body: unknown) {
  const res = await t.request('POST', '/api/backoffice/analytics/export', { token, json: body });
  return { status: res.status, hash: res.body?.data?.data?.hash as string | undefined, body: res.body };
}

const download = (token: string, hash: string, path = '/api/backoffice/analytics/export') =>
  t.app.request(`${path}?hash=${encodeURIComponent(hash)}`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '192.0.2.10' },
  });

describe('the analytics export', () => {
  it('is open to the roles of analytics.export, role 7 included, and to no one else', async () => {
    expect(ACTION_RIGHTS['analytics.export']).toEqual([1, 5, 6, 7]);
    for (const role of ROLE_IDS) {
      const { accessToken } = await t.sessionFor(role);
      const res = await order(accessToken, { format: 'csv', filter: MARCH });
      expect(res.status, `role ${role}`).toBe(ACTION_RIGHTS['analytics.export'].includes(role as never) ? 200 : 403);
    }
  });

  it('gives role 7 no payments export: its right is for analytics files only', async () => {
    const { accessToken } = await t.sessionFor(7);
    const res = await t.request('POST', '/api/export', { token: accessToken, json: { type: 'payments' } });
    expect(res.status).toBe(403);
  });

  it('writes the funnel and cohorts of the hand-built history to CSV, as the page shows them', async () => {
    const { accessToken } = await t.sessionFor(7);
    const { hash } = await order(accessToken, { format: 'csv', filter: MARCH });
    const res = await download(accessToken, hash!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('analytics-2024-03-01-2024-03-31.csv');
    // Read as bytes: a text decoder would drop the byte-order mark spreadsheets need.
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
    expect(text.startsWith('\uFEFF"Period"')).toBe(true);
    expect(text).toContain(
      [
        '"Onboarding funnel"',
        '"Step","Count","From previous step, %","Median hours from previous step"',
        '"Opened registration","2","",""',
        '"Registered","3","150.0",""',
        '"Approved","2","66.7","36.0"',
        '"First top-up","1","50.0","6.0"',
        '"First card","1","100.0","24.0"',
        '"First purchase","1","100.0","12.0"',
      ].join('\r\n'),
    );
    expect(text).toContain('"2024-03-04","2","50.0","0.0","50.0","0.0"');
  });

  it('writes one sheet per table to Excel, for a segment filter', async () => {
    const { accessToken } = await t.sessionFor(5);
    const { hash } = await order(accessToken, { format: 'xlsx', filter: { ...MARCH, segment: 2 } });
    const res = await download(accessToken, hash!);
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Period',
      'Onboarding funnel',
      'Companies at risk',
      'Cohorts',
      'Activity',
      'Money per day',
      'Top pages',
      'Devices',
    ]);
    const funnel = workbook.getWorksheet('Onboarding funnel')!;
    const counts = [2, 3, 4, 5, 6, 7].map((row) => funnel.getRow(row).getCell(2).value);
    expect(counts).toEqual([2, 1, 1, 0, 0, 0]);

    // The page reads the companies at risk a page at a time; the file holds them all, in the list's order.
    const listed = await t.request('GET', '/api/backoffice/analytics/at-risk?perPage=200', { token: accessToken });
    const inFile: number[] = [];
    workbook.getWorksheet('Companies at risk')!.eachRow((row, n) => {
      if (n > 1) inFile.push(Number(row.getCell(1).value));
    });
    expect(listed.body.data.meta.totalCount).toBeGreaterThan(0);
    expect(inFile).toEqual(listed.body.data.records.map((r: { id: number }) => r.id));
  });

  it("refuses another user's hash, a payments hash, an altered hash and a period it would not show", async () => {
    const mine = await t.sessionFor(7);
    const other = await t.sessionFor(1);
    const { hash } = await order(mine.accessToken, { format: 'csv', filter: MARCH });
    expect((await download(other.accessToken, hash!)).status).toBe(404);

    const payments = await t.request('POST', '/api/export', { token: other.accessToken, json: { type: 'payments' } });
    const paymentsHash = payments.body.data.data.hash as string;
    expect((await download(other.accessToken, paymentsHash)).status).toBe(422);
    // Nor does an analytics hash open a payments file.
    const ownHash = (await order(other.accessToken, { format: 'csv', filter: MARCH })).hash!;
    expect((await download(other.accessToken, ownHash, '/api/export')).status).toBe(422);

    const [payload, signature] = hash!.split('.');
    const widened = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), userId: 1 }),
    ).toString('base64url');
    expect((await download(other.accessToken, `${widened}.${signature}`)).status).toBe(422);

    const backwards = await order(mine.accessToken, {
      format: 'csv',
      filter: { from: '2024-03-31', to: '2024-03-01' },
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toHaveProperty(['filter.from']);
    const stray = await order(mine.accessToken, { format: 'csv', filter: { ...MARCH, companyId: 1 } });
    expect(stray.status).toBe(422);
  });

  it('leaves the "A" badge as it is: exporting is not a visit', async () => {
    const staff = await t.sessionFor(6);
    const seenBefore = rowsOf(await t.db.execute(sql`select * from analytics_risk_seen`)).length;
    const { hash } = await order(staff.accessToken, { format: 'csv', filter: MARCH });
    expect((await download(staff.accessToken, hash!)).status).toBe(200);
    expect(rowsOf(await t.db.execute(sql`select * from analytics_risk_seen`)).length).toBe(seenBefore);
  });
});

describe('PATCH /user/update-ym-client-id', () => {
  const path = '/api/user/update-ym-client-id';

  it('is the owner’s (analytics.clientIdSync), and links the browser to them', async () => {
    for (const role of ROLE_IDS) {
      const { accessToken } = await t.sessionFor(role);
      const res = await t.request('PATCH', path, { token: accessToken, json: { ymClientId: `sync-role-${role}-abc` } });
      expect(res.status, `role ${role}`).toBe(role === 2 ? 200 : 403);
    }
    const owner = await t.userOf(2);
    const me = await t.request('GET', '/api/user/me', { token: (await t.sessionFor(2)).accessToken });
    expect(me.body.data.ymClientId).toBe('sync-role-2-abc');
    const [link] = rowsOf<{ user_id: number }>(
      await t.db.execute(sql`select user_id from analytics_clients where client_id = 'sync-role-2-abc'`),
    );
    expect(link?.user_id).toBe(owner.id);
  });

  it('takes only what the sender makes as a client id, naming the field', async () => {
    const { accessToken } = await t.sessionFor(2);
    for (const ymClientId of ['short', 'has space-in-it', 'nul\u0000byte-id', 'x'.repeat(65), '<script>alert(1)']) {
      const res = await t.request('PATCH', path, { token: accessToken, json: { ymClientId } });
      expect(res.status, ymClientId).toBe(422);
      expect(res.body.errors).toHaveProperty(['ymClientId']);
    }
    const extra = await t.request('PATCH', path, {
      token: accessToken,
      json: { ymClientId: 'fine-id-123', userId: 1 },
    });
    expect(extra.status).toBe(422);
  });
});
