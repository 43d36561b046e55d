import { z } from 'zod';
import { endpoint } from './endpoint';
import { optionalId } from './fields';
import { validation } from './messages';
import { paymentFilterFields } from './payment-lists';

/**
 * Exports (spec 7 `POST export` → `data.data.hash`, `GET export?hash=` → the file). The hash is a signed,
 * short-lived description of what to export, so any instance can serve it and nothing is stored; the file
 * is streamed row by row, however many payments it holds.
 */

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Which payments: an admin transfer-funds list, a company's payments, or one account's statement. */
export const EXPORT_LISTS = ['transit', 'topUpWithdrawal', 'bin', 'all'] as const;

export const EXPORT_MEDIA_TYPE: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export const exportFilter = z
  .object({
    list: z.enum(EXPORT_LISTS, { error: validation.notValid }).default('all'),
    companyId: optionalId,
    accountId: optionalId,
    ...paymentFilterFields,
  })
  .strict();
export type ExportFilter = z.input<typeof exportFilter>;

/** What describing an export answers (spec 7 `data.data.hash`): the signed hash, its expiry, the file's name. */
export const exportCreated = z.object({
  data: z.object({ hash: z.string(), expiresAt: z.number().int(), fileName: z.string() }),
});

/** How an export's file is fetched: its hash in the query, the file streamed in one of the export formats. */
export const exportDownload = {
  query: z.object({ hash: z.string().min(1, validation.required).max(4096, validation.maxLength(4096)) }),
  response: z.custom<Response>((value) => value instanceof Response),
  file: [EXPORT_MEDIA_TYPE.xlsx, EXPORT_MEDIA_TYPE.csv],
};

export const exportRequest = z
  .object({
    type: z.literal('payments', { error: validation.notValid }),
    format: z.enum(EXPORT_FORMATS, { error: validation.notValid }).default('xlsx'),
    filter: exportFilter.default({ list: 'all' }),
  })
  .strict();
export type ExportRequest = z.input<typeof exportRequest>;

export const createExport = endpoint({
  method: 'post',
  path: '/export',
  access: 'export.create',
  summary:
    'Describe an export of payments (staff: any company; an owner: their own accounts) and get its hash, valid 10 ' +
    'minutes',
  body: exportRequest,
  response: exportCreated,
});

export const downloadExport = endpoint({
  method: 'get',
  path: '/export',
  access: 'export.create',
  summary: 'The exported file for a hash made by the same user, streamed (xlsx or CSV)',
  ...exportDownload,
});

export const exportEndpoints = { createExport, downloadExport };
