import { z } from 'zod';
import { specDate } from './dates';
import { apiMessage } from './api-messages';
import { endpoint, idParam, messageResponse } from './endpoint';
import { validation } from './messages';
import { bodyId, moneyAmount } from './payments';
import { compareDecimal } from './validators';
import { transferQuote } from './transfers';

/**
 * Auto top-up rules (issue 23): per BIN account, "when the available balance falls below `below`, move
 * `amount` (or enough to reach `target`) from the transit account `fromAccountId`". `below` and `target`
 * are in the BIN account's currency; `amount` and `dailyMaxAmount` in the transit account's, as a manual
 * transfer's amount is what leaves its source. A refill is a normal transfer (a conversion first when the
 * currencies differ, through the company's transit account in the BIN account's currency), posted with
 * the same fees and quote rules, and marked with its rule (`autoTopUpRuleId` of the payment view).
 */

export const AUTO_TOP_UP_MODES = ['amount', 'target'] as const;
export type AutoTopUpMode = (typeof AUTO_TOP_UP_MODES)[number];
export const AUTO_TOP_UP_STATUSES = ['ok', 'failing'] as const;
/** The most refills a rule may allow per day (a cap above it is no cap). */
export const AUTO_TOP_UP_DAILY_COUNT_MAX = 1000;

const fieldsOfRule = {
  fromAccountId: bodyId(),
  below: moneyAmount(),
  mode: z.enum(AUTO_TOP_UP_MODES, { error: validation.notValid }),
  amount: moneyAmount().nullish(),
  target: moneyAmount().nullish(),
};

/** A target is above the threshold; each mode names the figure it moves by. */
function checkMode(
  rule: { mode: AutoTopUpMode; amount?: string | null; target?: string | null; below: string },
  ctx: z.RefinementCtx,
) {
  if (rule.mode === 'amount' && !rule.amount)
    ctx.addIssue({ code: 'custom', path: ['amount'], message: apiMessage.autoTopUpAmountRequired });
  if (rule.mode === 'target') {
    if (!rule.target) ctx.addIssue({ code: 'custom', path: ['target'], message: apiMessage.autoTopUpTargetRequired });
    else if (compareDecimal(rule.target, rule.below) <= 0)
      ctx.addIssue({ code: 'custom', path: ['target'], message: apiMessage.autoTopUpTargetAboveThreshold });
  }
}

export const autoTopUpRuleBody = z
  .object({
    ...fieldsOfRule,
    dailyMaxCount: z
      .number({ error: validation.integer })
      .int(validation.integer)
      .min(1, validation.minValue('1'))
      .max(AUTO_TOP_UP_DAILY_COUNT_MAX, validation.maxValue(String(AUTO_TOP_UP_DAILY_COUNT_MAX)))
      .nullish(),
    dailyMaxAmount: moneyAmount().nullish(),
    enabled: z.boolean({ error: validation.notValid }).default(true),
  })
  .superRefine(checkMode);

export const autoTopUpPreviewQuery = z
  .object({
    ...fieldsOfRule,
    // A query string carries text: "amount=" is no amount.
    amount: moneyAmount()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    target: moneyAmount()
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .superRefine(checkMode);

const accountRef = z.object({ id: z.number(), name: z.string(), currency: z.string() });

export const autoTopUpRefillView = z.object({
  id: z.number(),
  outcome: z.enum(['refilled', 'failed', 'capped', 'not_needed']),
  /** What left the transit account, in its currency; null unless refilled. */
  amount: z.string().nullable(),
  /** What arrived on the BIN account, in its currency; null unless refilled. */
  credited: z.string().nullable(),
  paymentIds: z.array(z.number()),
  error: z.string().nullable(),
  createdAt: specDate,
});

export const autoTopUpRuleView = z.object({
  id: z.number(),
  binAccount: accountRef,
  fromAccount: accountRef,
  below: z.string(),
  mode: z.enum(AUTO_TOP_UP_MODES),
  amount: z.string().nullable(),
  target: z.string().nullable(),
  dailyMaxCount: z.number().nullable(),
  dailyMaxAmount: z.string().nullable(),
  enabled: z.boolean(),
  status: z.enum(AUTO_TOP_UP_STATUSES),
  lastError: z.string().nullable(),
  lastAttemptAt: specDate.nullable(),
  /** The latest outcomes, newest first (at most AUTO_TOP_UP_RECENT). */
  recent: z.array(autoTopUpRefillView),
  createdAt: specDate,
  updatedAt: specDate,
});
export type AutoTopUpRuleView = z.infer<typeof autoTopUpRuleView>;
export const AUTO_TOP_UP_RECENT = 5;

/** What a refill would post now: the conversion (when the currencies differ) and the transfer to the BIN account. */
export const autoTopUpPreview = z.object({
  /** What would leave the transit account, in its currency. */
  amount: z.string(),
  currencyCode: z.string(),
  conversion: transferQuote.nullable(),
  transfer: transferQuote,
  /** What would arrive on the BIN account, in its currency. */
  credited: z.string(),
  binCurrencyCode: z.string(),
});

const binAccountParams = idParam;

export const getBinAccountRule = endpoint({
  method: 'get',
  path: '/bin-account/{id}/auto-top-up',
  access: 'autoTopUp.client',
  summary: "The auto top-up rule of one of the caller's company's BIN accounts, or null (needs transfer_funds)",
  params: binAccountParams,
  response: autoTopUpRuleView.nullable(),
});

export const saveBinAccountRule = endpoint({
  method: 'put',
  path: '/bin-account/{id}/auto-top-up',
  access: 'autoTopUp.client',
  summary: 'Create or replace the auto top-up rule of a BIN account (needs transfer_funds); audited',
  params: binAccountParams,
  body: autoTopUpRuleBody,
  response: autoTopUpRuleView,
});

export const deleteBinAccountRule = endpoint({
  method: 'delete',
  path: '/bin-account/{id}/auto-top-up',
  access: 'autoTopUp.client',
  summary: 'Delete the auto top-up rule of a BIN account (needs transfer_funds); audited',
  params: binAccountParams,
  response: messageResponse,
});

export const previewBinAccountRule = endpoint({
  method: 'get',
  path: '/bin-account/{id}/auto-top-up/preview',
  access: 'autoTopUp.client',
  summary:
    'What a refill by these settings would move at the crossing, at the current rate and fees (needs transfer_funds)',
  params: binAccountParams,
  query: autoTopUpPreviewQuery,
  response: autoTopUpPreview,
});

export const listCompanyRules = endpoint({
  method: 'get',
  path: '/auto-top-up/rules',
  access: 'autoTopUp.client',
  summary: "Every auto top-up rule of the caller's company (needs transfer_funds)",
  response: z.array(autoTopUpRuleView),
});

export const listRulesOfCompany = endpoint({
  method: 'get',
  path: '/backoffice/company/{id}/auto-top-up/rules',
  access: 'company.autoTopUpRules',
  summary: "A company's auto top-up rules, read-only",
  params: idParam,
  response: z.array(autoTopUpRuleView),
});

export const autoTopUpEndpoints = {
  getBinAccountRule,
  saveBinAccountRule,
  deleteBinAccountRule,
  previewBinAccountRule,
  listCompanyRules,
  listRulesOfCompany,
};
