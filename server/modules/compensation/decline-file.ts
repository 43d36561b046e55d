import ExcelJS from 'exceljs';
import { apiMessage } from '@/src/contracts/api-messages';
import {
  DECLINE_FILE_COLUMNS,
  DECLINE_FILE_MAX_CELLS,
  DECLINE_FILE_MAX_ROWS,
  DECLINE_FILE_REQUIRED,
} from '@/src/contracts/compensation';
import { validation } from '@/src/contracts/messages';
import { BALANCE_CURRENCIES } from '@/src/contracts/money';
import { HttpError, invalidField } from '@/server/http/errors';
import { decimalsOf, toMinor } from '@/server/ledger/amounts';
import { checkXlsx, type XlsxLimits } from '@/server/lib/xlsx-guard';

/**
 * Reads the decline file (spec 2.4 "Upload decline for refunds"): the first worksheet, its first row the
 * header. Columns are found by header name, whatever the case, spaces, dashes or underscores
 * (DECLINE_FILE_COLUMNS), in any order; other columns are ignored; blank rows are skipped. Every problem
 * is reported against the row number Excel shows, under `rows.<n>`.
 */

type Column = keyof typeof DECLINE_FILE_COLUMNS;

export interface DeclineFileRow {
  /** The row number in the sheet (1 is the header). */
  row: number;
  transactionId: string;
  date: Date;
  currency: string;
  /** Minor units of `currency`. */
  amount: bigint;
  reason: string | null;
}

export type RowErrors = Record<string, string[]>;

/** At most this many bad rows are listed in one answer (the count in the message covers all). */
export const MAX_LISTED_ROW_ERRORS = 500;

export const rowKey = (row: number) => `rows.${row}`;

const normalise = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '');

/** A cell's value as text: rich text, formulas and hyperlinks reduced to what they show. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('result' in value)
      return value.result === undefined || value.result === null
        ? ''
        : String(value.result instanceof Date ? value.result.toISOString() : value.result);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value).trim();
}

function cellDate(cell: ExcelJS.Cell): Date | null {
  const value = cell.value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = cellText(cell);
  // A day, or a day and time (ISO or with a space), read as UTC.
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?(Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  if (!match) return null;
  const day = new Date(`${match[1]}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || !day.toISOString().startsWith(match[1]!)) return null;
  const date = new Date(`${match[1]}T${match[2] ?? '00:00:00'}${match[3] ?? 'Z'}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An amount as the sheet holds it: a number cell or decimal text, at most the currency's decimals, above 0. */
function cellAmount(cell: ExcelJS.Cell, currency: string): bigint | string {
  const raw = typeof cell.value === 'number' ? String(cell.value) : cellText(cell).replace(/\s/g, '');
  if (raw === '') return validation.required;
  if (!/^\d+(\.\d+)?$/.test(raw)) return validation.decimal;
  const places = raw.split('.')[1]?.length ?? 0;
  if (places > decimalsOf(currency)) return validation.decimalPlaces(decimalsOf(currency));
  const minor = toMinor(raw, currency);
  return minor > 0n ? minor : validation.minValue('0.01');
}

/**
 * What a decline file may unpack to before it is opened: its rows (and a header), a few text cells each,
 * within 32 MB. A real export of DECLINE_FILE_MAX_ROWS rows is a fraction of that.
 */
export const DECLINE_XLSX_LIMITS: XlsxLimits = {
  maxInflatedBytes: 32 * 1024 * 1024,
  maxRatio: 200,
  maxEntries: 200,
  maxRows: DECLINE_FILE_MAX_ROWS + 1,
  maxCells: DECLINE_FILE_MAX_CELLS,
  maxSharedStrings: (DECLINE_FILE_MAX_ROWS + 1) * 8,
};

/** Parses the workbook; a file that is not a readable sheet or lacks a required column is a 422 naming `file`. */
export async function readDeclineFile(bytes: ArrayBuffer): Promise<{ rows: DeclineFileRow[]; errors: RowErrors }> {
  // Before exceljs sees it: a zip bomb or a sheet of millions of rows is refused from counts alone.
  const refusal = await checkXlsx(new Uint8Array(bytes), DECLINE_XLSX_LIMITS);
  if (refusal?.reason === 'too-large') {
    const message = apiMessage.spreadsheetTooLarge(DECLINE_XLSX_LIMITS.maxInflatedBytes / 1024 / 1024);
    throw new HttpError(413, message, { file: [message] });
  }
  if (refusal?.reason === 'too-many-rows')
    throw invalidField('file', apiMessage.declineFileTooManyRows(DECLINE_FILE_MAX_ROWS));
  if (refusal?.reason === 'too-many-cells')
    throw invalidField('file', apiMessage.declineFileTooManyCells(DECLINE_FILE_MAX_CELLS));
  if (refusal) throw invalidField('file', apiMessage.declineFileUnreadable);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch {
    throw invalidField('file', apiMessage.declineFileUnreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount < 2) throw invalidField('file', apiMessage.declineFileEmpty);
  if (sheet.actualRowCount - 1 > DECLINE_FILE_MAX_ROWS)
    throw invalidField('file', apiMessage.declineFileTooManyRows(DECLINE_FILE_MAX_ROWS));

  const header = sheet.getRow(1);
  const columns = new Map<Column, number>();
  header.eachCell((cell, col) => {
    const name = normalise(cellText(cell));
    for (const [key, aliases] of Object.entries(DECLINE_FILE_COLUMNS) as [Column, readonly string[]][]) {
      if (!columns.has(key) && aliases.includes(name)) columns.set(key, col);
    }
  });
  const missing = DECLINE_FILE_REQUIRED.filter((key) => !columns.has(key));
  if (missing.length) throw invalidField('file', apiMessage.declineFileColumns(missing.join(', ')));

  const rows: DeclineFileRow[] = [];
  const errors: RowErrors = {};
  const cell = (row: ExcelJS.Row, key: Column) => row.getCell(columns.get(key)!);
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    if ([...columns.values()].every((col) => cellText(row.getCell(col)) === '')) return;
    const problems: string[] = [];
    const transactionId = cellText(cell(row, 'transactionId'));
    if (transactionId === '') problems.push(`Transaction id: ${validation.required}`);
    else if (transactionId.length > 200) problems.push(`Transaction id: ${validation.maxLength(200)}`);
    const date = cellDate(cell(row, 'date'));
    if (!date) problems.push(`Date: ${validation.notValid}`);
    const currency = cellText(cell(row, 'currency')).toUpperCase();
    const knownCurrency = (BALANCE_CURRENCIES as readonly string[]).includes(currency);
    if (!knownCurrency) problems.push(`Currency: ${currency === '' ? validation.required : validation.notValid}`);
    const amount = knownCurrency ? cellAmount(cell(row, 'amount'), currency) : null;
    if (typeof amount === 'string') problems.push(`Amount: ${amount}`);
    const reason = columns.has('reason') ? cellText(cell(row, 'reason')) || null : null;
    if (problems.length) errors[rowKey(number)] = problems;
    else rows.push({ row: number, transactionId, date: date!, currency, amount: amount as bigint, reason });
  });
  if (rows.length === 0 && Object.keys(errors).length === 0) throw invalidField('file', apiMessage.declineFileEmpty);
  return { rows, errors };
}

/** 422 listing the bad rows by sheet row number (at most MAX_LISTED_ROW_ERRORS of them); nothing was changed. */
export function badRowsError(errors: RowErrors): HttpError {
  const keys = Object.keys(errors).sort((a, b) => Number(a.slice(5)) - Number(b.slice(5)));
  const listed = Object.fromEntries(keys.slice(0, MAX_LISTED_ROW_ERRORS).map((key) => [key, errors[key]!]));
  return new HttpError(422, apiMessage.declineFileRows(keys.length), listed);
}
