import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportFormat } from '@/src/contracts/exports';
import type { PaymentView } from '@/src/contracts/payments';

/** The columns of a payments export, in order: what a person reconciling a statement looks for. */
const COLUMNS: { header: string; width: number; value: (p: PaymentView, when: string) => string | number }[] = [
  { header: 'ID', width: 10, value: (p) => p.id },
  { header: 'Date', width: 20, value: (_p, when) => when },
  { header: 'Company', width: 24, value: (p) => p.company.name },
  { header: 'Type', width: 22, value: (p) => p.type.description },
  { header: 'Status', width: 12, value: (p) => p.status.description },
  { header: 'Amount', width: 14, value: (p) => p.amount },
  { header: 'Currency', width: 10, value: (p) => p.currencyCode },
  { header: 'Original amount', width: 16, value: (p) => p.originalAmount ?? '' },
  { header: 'Original currency', width: 12, value: (p) => p.originalCurrencyCode ?? '' },
  { header: 'Rate', width: 12, value: (p) => p.rate ?? '' },
  { header: 'Fee', width: 12, value: (p) => p.serviceFeeAmount ?? p.conversionFeeAmount ?? '' },
  { header: 'From', width: 24, value: (p) => p.from?.name ?? '' },
  { header: 'To', width: 24, value: (p) => p.to?.name ?? '' },
  { header: 'Description', width: 32, value: (p) => p.description ?? '' },
  { header: 'Initiated by', width: 20, value: (p) => p.initiator.name ?? p.initiator.kind },
  // A refill of an auto top-up rule is a normal transfer, marked with its rule (issue 23).
  {
    header: 'Auto top-up',
    width: 14,
    value: (p) => (p.autoTopUpRuleId !== null ? `auto, rule #${p.autoTopUpRuleId}` : ''),
  },
];

/** "YYYY-MM-DD HH:mm:ss" in the caller's timezone (UTC for Auto), with the offset so the file says which. */
export function localTime(iso: string, offsetMinutes: number | null): string {
  const shifted = new Date(Date.parse(iso) + (offsetMinutes ?? 0) * 60_000).toISOString();
  const offset = offsetMinutes ?? 0;
  const sign = offset < 0 ? '-' : '+';
  const hh = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const mm = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)} UTC${sign}${hh}:${mm}`;
}

/** A plain number ("-12.50") is data, never a formula: it stays as it is, so amounts still add up. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * Where a spreadsheet may start reading a cell: at its start, and after any character it may split a
 * line on when it guesses the separator (comma, semicolon, tab, pipe) or a line break.
 */
const RUNNABLE_SEGMENT = /(^|[,;|\t\r\n])( *)([=+\-@\t\r])/g;

/**
 * A CSV cell, always quoted; every segment that a spreadsheet would run as a formula (one starting with
 * = + - @, a tab or a carriage return, at the start or after a separator) gets a leading apostrophe so it
 * stays text.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = PLAIN_NUMBER.test(text) ? text : text.replace(RUNNABLE_SEGMENT, "$1$2'$3");
  return `"${safe.replace(/"/g, '""')}"`;
}

async function* csvLines(batches: AsyncIterable<PaymentView[]>, offset: number | null) {
  // A byte-order mark, so spreadsheet programs read the file as UTF-8.
  yield `\uFEFF${COLUMNS.map((c) => csvCell(c.header)).join(',')}\r\n`;
  for await (const batch of batches) {
    yield (
      batch
        .map((p) => COLUMNS.map((c) => csvCell(c.value(p, localTime(p.createdAt.date, offset)))).join(','))
        .join('\r\n') + '\r\n'
    );
  }
}

/**
 * The file as a stream: rows are read in batches and written as they come, waiting whenever the reader
 * is slower, so an export of any size holds one batch in memory at a time.
 */
export function paymentFile(
  format: ExportFormat,
  batches: AsyncIterable<PaymentView[]>,
  offset: number | null,
): ReadableStream<Uint8Array> {
  if (format === 'csv') {
    const bytes = (async function* () {
      for await (const text of csvLines(batches, offset)) yield Buffer.from(text);
    })();
    return Readable.toWeb(Readable.from(bytes)) as ReadableStream<Uint8Array>;
  }
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Payments');
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const p of batch)
          sheet.addRow(COLUMNS.map((c) => c.value(p, localTime(p.createdAt.date, offset)))).commit();
        if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
