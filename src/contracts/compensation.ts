import { z } from 'zod';
import { specDate } from './dates';
import { endpoint, idParam, paged, pageQuery } from './endpoint';
import { validation } from './messages';
import { apiMessage } from './api-messages';
import { balanceCurrency, isoDate, moneyAmount } from './payments';
import { percent } from './validators';

/**
 * Compensation periods and the decline file (spec 3 "Compensation period", spec 2.3 settings
 * compensation, spec 2.4 "Upload decline for refunds"; PRODUCT.md "Decline fee and compensation").
 *
 * - A period starts at the start (UTC) of `startDate` and runs until it is stopped (`endDate` is then the
 *   moment it was stopped). One period is active at a time, whatever its currency.
 * - Every day the payout job pays each company `compensationPercent` of the decline fees it was charged
 *   that day (UTC) in the period's currency, within the period, fees refunded from a decline file left
 *   out, rounded down to the minor unit (decision 011); the period's payouts together never exceed
 *   `compensationAmount` (the last payout is cut to what is left). A payout is a 'compensation' payment
 *   from the compensation-expense system account to the BIN account that paid the fee. Each (period,
 *   company, day, currency) is paid once; running the job again changes nothing.
 * - Amounts are decimal strings in the period's currency.
 */

export const compensationPeriod = z.object({
  id: z.number(),
  /** The first day covered (YYYY-MM-DD, UTC). */
  startDate: isoDate,
  /** When it was stopped (ISO instant); null while active. */
  endDate: specDate.nullable(),
  compensationAmount: z.string(),
  /** Percent with at most 2 decimals, "0" to "100". */
  compensationPercent: z.string(),
  currency: z.string(),
  isActive: z.boolean(),
  /** What the period has paid back so far. */
  paidAmount: z.string(),
  createdAt: specDate,
});
export type CompensationPeriod = z.infer<typeof compensationPeriod>;

export const compensationListQuery = z.object({
  /** Only active (1) or only stopped (0) periods; all when left out. */
  isActive: z.enum(['0', '1'], { error: validation.notValid }).optional(),
  ...pageQuery,
});
export const listCompensationPeriods = endpoint({
  method: 'get',
  path: '/backoffice/settings/compensation-period/list',
  access: 'settings.compensation',
  summary: 'Compensation periods, newest first, with what each has paid back',
  query: compensationListQuery,
  response: paged(compensationPeriod),
});

export const compensationTotalQuery = z.object({ currency: balanceCurrency.default('USD') });

export const compensationTotalAmount = endpoint({
  method: 'get',
  path: '/backoffice/settings/compensation-period/total-amount',
  access: 'settings.compensation',
  summary: 'Everything compensation periods have paid back in a currency (default USD), all periods together',
  query: compensationTotalQuery,
  response: z.object({ totalAmount: z.string(), currencyCode: z.string() }),
});

export const compensationCreateBody = z.object({
  startDate: isoDate,
  /** The most the whole period may pay back, in `currency`. */
  compensationAmount: moneyAmount(),
  compensationPercent: percent(),
  currency: balanceCurrency.default('USD'),
});
export type CompensationCreateBody = z.input<typeof compensationCreateBody>;

export const createCompensationPeriod = endpoint({
  method: 'post',
  path: '/backoffice/settings/compensation-period/create',
  access: 'settings.compensation',
  summary: 'Start a compensation period; 409 while another one is active',
  body: compensationCreateBody,
  response: z.object({ message: z.string(), period: compensationPeriod }),
  status: 201,
});

export const stopCompensationPeriod = endpoint({
  method: 'post',
  path: '/backoffice/settings/compensation-period/{id}/stop',
  access: 'settings.compensation',
  summary: 'Stop an active period now: it gets its end date and pays nothing after it; 409 when already stopped',
  params: idParam,
  response: z.object({ message: z.string(), endDate: specDate }),
});

export const compensationDetailRow = z.object({
  /** The day (YYYY-MM-DD, UTC) whose decline fees were compensated. */
  date: isoDate,
  /** Paid back for that day, all companies together. */
  amount: z.string(),
  companiesCount: z.number(),
});
export const compensationPeriodDetails = endpoint({
  method: 'get',
  path: '/backoffice/settings/compensation-period/{id}/details',
  access: 'settings.compensation',
  summary: 'What a period paid back, one row per day, newest first',
  params: idParam,
  query: z.object({ ...pageQuery }),
  response: paged(compensationDetailRow).extend({ period: compensationPeriod }),
});

// ---- the decline file ----

/** The largest number of data rows one decline file may carry. */
export const DECLINE_FILE_MAX_ROWS = 10_000;
/** Cells a decline file's sheet may hold: its rows and header at 16 columns each (a real export has 5 to 8). */
export const DECLINE_FILE_MAX_CELLS = (DECLINE_FILE_MAX_ROWS + 1) * 16;

/**
 * The columns of the decline file, by header (case, spaces, dashes and underscores ignored), in any order;
 * other columns are ignored. `transactionId` is the issuer's authorization id.
 */
export const DECLINE_FILE_COLUMNS = {
  transactionId: ['transactionid', 'transaction', 'authorizationid', 'id'],
  date: ['date', 'declinedate', 'createdat'],
  amount: ['amount', 'declineamount'],
  currency: ['currency', 'currencycode'],
  reason: ['reason', 'declinereason'],
} as const;
/** Columns a file must have; `reason` is optional. */
export const DECLINE_FILE_REQUIRED = ['transactionId', 'date', 'amount', 'currency'] as const;

export const declineFileBody = z.object({
  file: z
    .file({ error: validation.required })
    .refine((file) => /\.xlsx$/i.test(file.name), apiMessage.declineFileType)
    .refine((file) => file.size > 0, apiMessage.declineFileEmpty),
});

export const uploadDeclineFile = endpoint({
  method: 'post',
  path: '/backoffice/settings/upload-guava-decline-file',
  access: 'profile.uploadDecline',
  summary:
    'Refund the decline fee of each declined authorization the .xlsx lists, once. All or nothing: a bad row → 422 ' +
    'with errors keyed `rows.<sheet row number>` and nothing refunded; rows already refunded or without a fee are ' +
    'skipped',
  body: declineFileBody,
  bodyType: 'multipart',
  response: z.object({
    status: z.literal('success'),
    message: z.string(),
    uploadId: z.number(),
    rowCount: z.number(),
    refundedCount: z.number(),
    skippedCount: z.number(),
  }),
});

export const compensationEndpoints = {
  listCompensationPeriods,
  compensationTotalAmount,
  createCompensationPeriod,
  stopCompensationPeriod,
  compensationPeriodDetails,
  uploadDeclineFile,
};
