import { z } from 'zod';
import { endpoint, idParam, pageQuery, paged } from './endpoint';
import { optionalId, shortText } from './fields';
import { validation } from './messages';
import { BALANCE_CURRENCIES } from './money';
import { PAYMENT_STATUS_KEYS, PAYMENT_TYPES, paymentView, periodQuery } from './payments';
import { idName } from './simple-item';

/**
 * Payment lists (spec 7 backoffice transfer-funds and company balance; client bank statements). Every
 * row is the spec 3 "Payment" view; periods are days in the caller's timezone, both ends included;
 * sums are exact decimal strings per currency.
 */

/** What every payment list and export narrows by, besides whose payments: status, type, currency, search, period. */
export const paymentFilterFields = {
  status: z.enum(PAYMENT_STATUS_KEYS, { error: validation.notValid }).optional(),
  type: z.enum(PAYMENT_TYPES, { error: validation.notValid }).optional(),
  currency: z.enum(BALANCE_CURRENCIES, { error: validation.notValid }).optional(),
  /** A payment id, or part of a crypto hash or description. */
  search: shortText(200).optional(),
  ...periodQuery,
};

export const paymentFilters = z.object({ companyId: optionalId, ...paymentFilterFields, ...pageQuery });
export type PaymentFilters = z.infer<typeof paymentFilters>;

const list = (path: string, summary: string) =>
  endpoint({
    method: 'get',
    path,
    access: 'transferFunds.view',
    summary,
    query: paymentFilters,
    response: paged(paymentView),
  });

export const transitPayments = list(
  '/backoffice/transfer-funds/transit/payment-list',
  'Transfers between transit accounts and from BIN back to transit, newest first',
);
export const topUpWithdrawalPayments = list(
  '/backoffice/transfer-funds/topup-withdrawal/payment-list',
  'Top-ups and withdrawals (pending ones are accepted or declined by role 1), newest first',
);
export const binPayments = list(
  '/backoffice/transfer-funds/bin/payment-list',
  'Transfers to BIN accounts with their service fee, newest first',
);

/** Spec 3 "Finance totals", per currency, card figures included (decline fee debt, card FX fees). */
export const financeTotals = z.object({
  currencyCode: z.string(),
  topUpSum: z.string(),
  transferBetweenTransitSum: z.string(),
  transferToBinSum: z.string(),
  grossServiceFeeSum: z.string(),
  netServiceFeeSum: z.string(),
  conversionFeeSum: z.string(),
  declineFeeSum: z.string(),
  declineFeeDebtSum: z.string(),
  spendSum: z.string(),
  withdrawalSum: z.string(),
  cardFxFeeSum: z.string(),
});
export type FinanceTotals = z.infer<typeof financeTotals>;

const financeQuery = z.object({ companyId: optionalId, legalEntityId: optionalId, ...periodQuery });

export const financeTotalsEndpoint = endpoint({
  method: 'get',
  path: '/backoffice/transfer-funds/finance/totals',
  access: 'finance.view',
  summary: 'Completed money movements and fees over the period, per currency',
  query: financeQuery,
  response: z.object({ from: z.string().nullable(), to: z.string().nullable(), records: z.array(financeTotals) }),
});

export const financeDetailsEndpoint = endpoint({
  method: 'get',
  path: '/backoffice/transfer-funds/finance/details',
  access: 'finance.view',
  summary: 'The finance totals per company and currency over the period, companies by name',
  query: financeQuery.extend(pageQuery),
  response: paged(financeTotals.extend({ company: idName })),
});

const companyList = (path: string, summary: string) =>
  endpoint({
    method: 'get',
    path,
    access: 'company.balances',
    summary,
    params: idParam,
    query: paymentFilters.omit({ companyId: true }),
    response: paged(paymentView),
  });

export const companyPayments = companyList(
  '/backoffice/company/{id}/balance/payment-list',
  "A company's money movements (top-ups, withdrawals, transfers, fees)",
);
export const companyOperations = companyList(
  '/backoffice/company/{id}/operation-list',
  "A company's card operations (authorizations, settlements, refunds, card fees)",
);

/** A statement: the account, its payments in the period and what came in and went out. */
export const statement = paged(paymentView).extend({
  account: z.object({
    id: z.number(),
    name: z.string(),
    currencyCode: z.string(),
    balance: z.string(),
    hold: z.string(),
    closed: z.boolean(),
  }),
  totals: z.object({ in: z.string(), out: z.string(), currencyCode: z.string() }),
});

const statementFor = (path: string, summary: string) =>
  endpoint({
    method: 'get',
    path,
    access: 'bank.accounts',
    summary,
    params: z.object({ accountId: z.coerce.number().int().positive() }),
    query: z.object({
      status: z.enum(PAYMENT_STATUS_KEYS, { error: validation.notValid }).optional(),
      type: z.enum(PAYMENT_TYPES, { error: validation.notValid }).optional(),
      ...periodQuery,
      ...pageQuery,
    }),
    response: statement,
  });

export const transitStatement = statementFor(
  '/bank/transit/{accountId}',
  "Statement of one of the caller's company's transit accounts",
);
export const binStatement = statementFor(
  '/bank/bin/{accountId}',
  "Statement of one of the caller's company's BIN accounts",
);

export const paymentListEndpoints = {
  transitPayments,
  topUpWithdrawalPayments,
  binPayments,
  financeTotals: financeTotalsEndpoint,
  financeDetails: financeDetailsEndpoint,
  companyPayments,
  companyOperations,
  transitStatement,
  binStatement,
};
