import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { DECLINE_FILE_MAX_CELLS, DECLINE_FILE_MAX_ROWS } from '@/src/contracts/compensation';
import { DECLINE_XLSX_LIMITS } from '@/server/modules/compensation/decline-file';
import { useTestContext } from '@/server/test-support/use-test-context';
import {
  entryOf,
  MB,
  repeatedEntry,
  ROW,
  SHEET_HEAD,
  SHEET_TAIL,
  WORKBOOK_PARTS,
  zip,
} from '@/server/test-support/hostile-xlsx';

/**
 * Hostile spreadsheets against every xlsx import (today: the decline file): each is refused with a 4xx
 * naming `file` quickly, the process grows little, and /api/health answers meanwhile. The timing bound is
 * generous for a loaded machine; the figures are printed.
 */
const t = useTestContext({ tokens: { staff: 1 } });

async function upload(bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append(
    'file',
    new File([bytes], 'declines.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  const encoded = new Request('http://local/', { method: 'POST', body: form });
  const body = new Uint8Array(await encoded.arrayBuffer());
  return t.request('POST', '/api/backoffice/settings/upload-guava-decline-file', {
    token: t.tokens.staff,
    body,
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
}

/**
 * Uploads while /api/health is asked every 20 ms; answers the refusal, its time, RSS growth and the slowest health
 * answer.
 */
async function attack(bytes: Uint8Array<ArrayBuffer>) {
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  let slowestHealth = 0;
  let healthFailures = 0;
  let running = true;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      const res = await t.app.request('/api/health');
      if (res.status !== 200) healthFailures++;
      slowestHealth = Math.max(slowestHealth, performance.now() - started);
      peak = Math.max(peak, process.memoryUsage().rss);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const started = performance.now();
  const res = await upload(bytes);
  const ms = performance.now() - started;
  running = false;
  await probe;
  peak = Math.max(peak, process.memoryUsage().rss);
  const figures = {
    status: res.status,
    ms: Math.round(ms),
    rssGrowthMb: Math.round((peak - rssBefore) / 1024 / 1024),
    slowestHealthMs: Math.round(slowestHealth),
    kb: Math.round(bytes.length / 1024),
  };
  console.log('upload attack', JSON.stringify(figures));
  return { res, ms, rssGrowth: peak - rssBefore, healthFailures };
}

const expectRefused = (outcome: Awaited<ReturnType<typeof attack>>, status: number, message: string) => {
  expect(outcome.res.status, outcome.res.text).toBe(status);
  expect(outcome.res.body.errors.file).toEqual([message]);
  expect(outcome.ms).toBeLessThan(5_000);
  expect(outcome.rssGrowth).toBeLessThan(100 * 1024 * 1024);
  expect(outcome.healthFailures).toBe(0);
};

describe('hostile xlsx uploads', () => {
  it('builds real deflate streams: the repeated block inflates to head, copies and tail', () => {
    const entry = repeatedEntry('x', 'head|', ROW.repeat(100), 3, '|tail');
    const text = inflateRawSync(entry.deflated).toString();
    expect(text).toBe(`head|${ROW.repeat(300)}|tail`);
    expect(entry.inflated).toBe(text.length);
  });

  it('a zip bomb (one entry inflating to 1 GB) is refused from its declared size', async () => {
    const bomb = repeatedEntry('xl/worksheets/sheet1.xml', SHEET_HEAD, '\0'.repeat(16 * MB), 64, SHEET_TAIL);
    expect(bomb.inflated).toBeGreaterThan(1024 * MB);
    const outcome = await attack(zip([...WORKBOOK_PARTS, bomb]));
    expectRefused(outcome, 413, apiMessage.spreadsheetTooLarge(32));
  });

  it('a zip bomb that understates its size is refused once it inflates past what it declared', async () => {
    const bomb = repeatedEntry('xl/worksheets/sheet1.xml', SHEET_HEAD, '\0'.repeat(MB), 200, SHEET_TAIL);
    const outcome = await attack(zip([...WORKBOOK_PARTS, { ...bomb, inflated: 1000 }]));
    expectRefused(outcome, 413, apiMessage.spreadsheetTooLarge(32));
  });

  it('a sheet of 2,000,000 rows declared at its true size is refused from that size', async () => {
    const sheet = repeatedEntry('xl/worksheets/sheet1.xml', SHEET_HEAD, ROW.repeat(10_000), 200, SHEET_TAIL);
    const outcome = await attack(zip([...WORKBOOK_PARTS, sheet]));
    expectRefused(outcome, 413, apiMessage.spreadsheetTooLarge(32));
  });

  it('a sheet of 2,000,000 rows declared at a plausible 2 MB is refused at the row limit while inflating', async () => {
    const sheet = repeatedEntry('xl/worksheets/sheet1.xml', SHEET_HEAD, ROW.repeat(10_000), 200, SHEET_TAIL);
    // Within the ratio (2 MB over its compressed size) and the total, so only the streamed count stops it.
    expect(2 * MB).toBeLessThan(DECLINE_XLSX_LIMITS.maxRatio * sheet.deflated.length);
    const outcome = await attack(zip([...WORKBOOK_PARTS, { ...sheet, inflated: 2 * MB }]));
    expectRefused(outcome, 422, apiMessage.declineFileTooManyRows(DECLINE_FILE_MAX_ROWS));
  });

  it('50 such sheets at once are all refused, none with a 500, and the process stays small', async () => {
    const sheet = repeatedEntry('xl/worksheets/sheet1.xml', SHEET_HEAD, ROW.repeat(10_000), 200, SHEET_TAIL);
    const bytes = zip([...WORKBOOK_PARTS, { ...sheet, inflated: 2 * MB }]);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 50 }, () => upload(bytes)));
    const figures = {
      ms: Math.round(performance.now() - started),
      rssGrowthMb: Math.round((process.memoryUsage().rss - rssBefore) / MB),
    };
    console.log('upload attack x50', JSON.stringify(figures));
    expect(answers.map((res) => res.status)).toEqual(Array<number>(50).fill(422));
    // 50 bodies are held at once on both sides of the request, plus garbage not yet collected: a wider
    // bound than one file's 100 MB, still far from the gigabytes an unchecked sheet takes.
    expect(figures.rssGrowthMb).toBeLessThan(250);
  });

  it('a sheet just over the row limit, within every size, is refused for its rows', async () => {
    const sheet = repeatedEntry(
      'xl/worksheets/sheet1.xml',
      SHEET_HEAD,
      '<row/>',
      DECLINE_FILE_MAX_ROWS + 2,
      SHEET_TAIL,
    );
    const outcome = await attack(zip([...WORKBOOK_PARTS, sheet]));
    expectRefused(outcome, 422, apiMessage.declineFileTooManyRows(DECLINE_FILE_MAX_ROWS));
  });

  it('a sheet of few rows but too many cells, within every size, is refused for its cells', async () => {
    const sheet = repeatedEntry(
      'xl/worksheets/sheet1.xml',
      SHEET_HEAD,
      `<row>${'<c/>'.repeat(200)}</row>`,
      1000,
      SHEET_TAIL,
    );
    expect(sheet.inflated).toBeLessThan(MB);
    const outcome = await attack(zip([...WORKBOOK_PARTS, sheet]));
    expectRefused(outcome, 422, apiMessage.declineFileTooManyCells(DECLINE_FILE_MAX_CELLS));
  });

  it('a huge shared-strings table is refused before it is read: by its ratio, or counted if understated', async () => {
    const strings = repeatedEntry(
      'xl/sharedStrings.xml',
      '<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
      '<si><t>x</t></si>'.repeat(10_000),
      100,
      '</sst>',
    );
    const sheet = entryOf(
      'xl/worksheets/sheet1.xml',
      `${SHEET_HEAD}<row r="1"><c r="A1" t="s"><v>0</v></c></row>${SHEET_TAIL}`,
    );
    expectRefused(await attack(zip([...WORKBOOK_PARTS, sheet, strings])), 413, apiMessage.spreadsheetTooLarge(32));
    expect(2 * MB).toBeLessThan(DECLINE_XLSX_LIMITS.maxRatio * strings.deflated.length);
    const understated = await attack(zip([...WORKBOOK_PARTS, sheet, { ...strings, inflated: 2 * MB }]));
    expectRefused(understated, 422, apiMessage.declineFileTooManyRows(DECLINE_FILE_MAX_ROWS));
  });

  it('bytes that are no zip, or a zip cut short or pointing outside itself, are refused as unreadable', async () => {
    const whole = zip([
      ...WORKBOOK_PARTS,
      entryOf('xl/worksheets/sheet1.xml', `${SHEET_HEAD}<row r="1"/>${SHEET_TAIL}`),
    ]);
    const pointingOutside = whole.slice();
    new DataView(pointingOutside.buffer).setUint32(pointingOutside.length - 6, 0xfffffff0, true);
    const hostile = [
      new TextEncoder().encode('PK\x05\x06 not a zip \0'),
      whole.slice(0, whole.length - 30),
      whole.slice(40),
      pointingOutside,
    ];
    for (const bytes of hostile) {
      const res = await upload(bytes);
      expect(res.status, `${bytes.length} bytes`).toBe(422);
      expect(res.body.errors.file).toEqual([apiMessage.declineFileUnreadable]);
    }
  });
});
