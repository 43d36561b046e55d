import v8 from 'node:v8';
import vm from 'node:vm';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { companies, payments } from '@/server/db/schema/index';
import { companyWithBulkPayments } from '@/server/test-support/bulk-payments';
import { useTestContext } from '@/server/test-support/use-test-context';
import { exportMessages } from './exports.handlers';

// Live memory, not garbage waiting for collection, is what "held in memory" means: collect before sampling.
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

const t = useTestContext();

const companyId = async (name: string) =>
  (await t.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name)))[0]!.id;
const countPayments = async (where = sql`true`) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(where)
  )[0]!.n;

async function order(token: string, body: unknown) {
  const res = await t.request<{ data: { data: { hash: string } } }>('POST', '/api/export', { token, json: body });
  return { status: res.status, hash: res.body?.data?.data?.hash, body: res.body };
}

const download = (token: string, hash: string) =>
  t.app.request(`/api/export?hash=${encodeURIComponent(hash)}`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '192.0.2.10' },
  });

/** Reads a streamed body chunk by chunk, counting lines without keeping the text. */
async function countLines(res: Response) {
  const reader = res.body!.getReader();
  let lines = 0;
  let first = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(value);
    if (first.length < 2000) first += text;
    for (const ch of text) if (ch === '\n') lines += 1;
  }
  return { lines, first };
}

describe('exports', () => {
  it("gives an owner their company's payments as CSV, one line per payment", async () => {
    const owner = (await t.sessionFor(2)).accessToken;
    const northwind = await companyId('Northwind Media');
    const { status, hash } = await order(owner, { type: 'payments', format: 'csv' });
    expect(status).toBe(200);
    const res = await download(owner, hash!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"/);
    const { lines, first } = await countLines(res);
    // Every field is quoted (issue 17): a cell with ';' or ',' stays one cell whatever separator is guessed.
    expect(first.startsWith('\uFEFF"ID","Date","Company","Type","Status","Amount","Currency"')).toBe(true);
    expect(lines).toBe(1 + (await countPayments(eq(payments.companyId, northwind))));
  });

  it('keeps an owner to their own company and refuses those without the right', async () => {
    const owner = (await t.sessionFor(2)).accessToken;
    const bluefin = await companyId('Bluefin Apps');
    expect((await order(owner, { type: 'payments', filter: { companyId: bluefin } })).status).toBe(404);
    for (const role of [3, 4, 7, 8] as const) {
      const token = (await t.sessionFor(role)).accessToken;
      expect((await order(token, { type: 'payments' })).status).toBe(403);
    }
    expect((await order(owner, { type: 'payments', format: 'pdf' })).status).toBe(422);
  });

  it('gives staff an admin list as xlsx that a spreadsheet reads back', async () => {
    const admin = (await t.sessionFor(5)).accessToken;
    const { hash } = await order(admin, { type: 'payments', format: 'xlsx', filter: { list: 'topUpWithdrawal' } });
    const res = await download(admin, hash!);
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet('Payments')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('ID');
    expect(sheet.rowCount - 1).toBe(await countPayments(sql`${payments.type} in ('top_up', 'withdrawal')`));
  });

  it('serves a hash only to the person who asked, unaltered and in time', async () => {
    const owner = (await t.sessionFor(2)).accessToken;
    const admin = (await t.sessionFor(5)).accessToken;
    const { hash } = await order(owner, { type: 'payments', format: 'csv' });
    expect((await download(admin, hash!)).status).toBe(404);
    const [payload, signature] = hash!.split('.');
    const tampered = `${payload!.slice(0, -2)}AA.${signature}`;
    const refused = await download(owner, tampered);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.hash).toEqual([
      exportMessages.hashInvalid,
    ]);
    const realNow = t.deps.now;
    t.deps.now = () => new Date(realNow().getTime() + 11 * 60_000);
    try {
      expect((await download(owner, hash!)).status).toBe(410);
    } finally {
      t.deps.now = realNow;
    }
  });

  it('keeps text a spreadsheet would run as a formula as text in CSV', async () => {
    const owner = (await t.sessionFor(2)).accessToken;
    const northwind = await companyId('Northwind Media');
    const [latest] = await t.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.companyId, northwind))
      .orderBy(sql`${payments.createdAt} desc, ${payments.id} desc`)
      .limit(1);
    await t.db
      .update(payments)
      .set({ description: '=HYPERLINK("http://evil.test","x")' })
      .where(eq(payments.id, latest!.id));
    const { hash } = await order(owner, { type: 'payments', format: 'csv' });
    const { first } = await countLines(await download(owner, hash!));
    expect(first).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
  });
});

describe('a large export', () => {
  it('streams 100,000 payments in CSV and xlsx without holding them in memory', { timeout: 180_000 }, async () => {
    const bigId = await companyWithBulkPayments(
      t,
      { name: 'Export Scale Co', referralHash: 'EXPORTSCALE00001' },
      100_000,
    );
    const superadmin = (await t.sessionFor(1)).accessToken;
    for (const format of ['csv', 'xlsx'] as const) {
      const { hash } = await order(superadmin, { type: 'payments', format, filter: { companyId: bigId } });
      collect();
      const before = process.memoryUsage().heapUsed;
      let peak = before;
      let chunks = 0;
      const res = await download(superadmin, hash!);
      let bytes = 0;
      let lines = 0;
      const reader = res.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        // Sampled as the file arrives (a timer would starve: the in-process database answers in microtasks).
        chunks += 1;
        if (chunks <= 3 || chunks % 25 === 0) {
          collect();
          peak = Math.max(peak, process.memoryUsage().heapUsed);
        }
        if (format === 'csv') for (const byte of value) if (byte === 10) lines += 1;
      }
      if (format === 'csv') expect(lines).toBe(100_001);
      expect(bytes).toBeGreaterThan(1_000_000);
      // 100,000 rows held at once would take several hundred MB of heap; one batch of 1,000 takes little.
      expect(peak - before).toBeLessThan(120 * 1024 * 1024);
    }
  });
});
