import { z } from 'zod';
import { simpleItem } from './simple-item';
import { endpoint, idParam } from './endpoint';
import { isoDate } from './payments';

/**
 * Balances (spec 3 "Balances", spec 7 company/dashboard/backoffice header). Amounts are decimal strings
 * with 2 places; `hold` is what pending payments (withdrawals) have set aside, `balance` includes it, so
 * what can be spent is balance − hold.
 */

const total = z.object({ total: z.string(), currencyCode: z.string() });

/** Spec 3: record type 0 is a transit account, 1 a BIN account. */
export const ACCOUNT_TYPE_LABEL: Record<number, string> = { 0: 'Transit', 1: 'BIN' };

export const balanceRecord = z.object({
  id: z.number(),
  name: z.string(),
  balance: z.string(),
  hold: z.string(),
  /** balance − hold: what a transfer or withdrawal may take. */
  available: z.string(),
  currencyCode: z.string(),
  type: z.object({ value: z.number(), description: z.string() }),
  /** The BIN set's card provider for a BIN account, null for a transit account. */
  client_type_name: z.string().nullable(),
});
export type BalanceRecord = z.infer<typeof balanceRecord>;

/** The header balance: totals per currency (balance and hold) over the company's open accounts. */
export const headerBalance = z.object({
  meta: z.object({ balance: z.array(total), hold: z.array(total) }),
  records: z.array(balanceRecord),
});
export type HeaderBalance = z.infer<typeof headerBalance>;

export const companyBalance = endpoint({
  method: 'get',
  path: '/company/available-balances',
  access: 'balance.company',
  summary: "The caller's company balance for the header: needs see_balance and canSeeBalance (else 403)",
  response: headerBalance,
});

export const dashboardBalance = endpoint({
  method: 'get',
  path: '/page/dashboard/balance',
  access: 'dashboard.client',
  summary: 'The dashboard balance (same rule and shape as the header balance; the client suppresses its 403)',
  response: headerBalance,
});

/** Fees the company paid over a period, per currency, card fees included. */
export const feeTotals = z.object({
  currencyCode: z.string(),
  serviceFee: z.string(),
  conversionFee: z.string(),
  cardFee: z.string(),
  total: z.string(),
});

export const dashboardFees = endpoint({
  method: 'get',
  path: '/page/dashboard/fees',
  access: 'dashboard.client',
  summary: "Fees the caller's company paid in the period (days in the caller's timezone; default: this month to today)",
  query: z.object({ from: isoDate.optional(), to: isoDate.optional() }),
  response: z.object({ from: z.string(), to: z.string(), records: z.array(feeTotals) }),
});

/** Spec 3 "Account (client side)". `serviceFee` is the percent of the BIN account's first band; null for transit. */
export const clientAccount = z.object({
  id: z.number(),
  name: z.string(),
  type: z.object({ value: z.number(), description: z.string() }),
  clientType: z.object({ value: z.number(), name: z.string() }).nullable(),
  binSetsCount: z.number(),
  balance: z.string(),
  hold: z.string(),
  currencyCode: z.string(),
  serviceFee: z.string().nullable(),
});
export const dashboardAccounts = endpoint({
  method: 'get',
  path: '/page/dashboard/account-list',
  access: 'dashboard.client',
  summary: "The caller's company's open accounts, transit first (needs see_balance and canSeeBalance)",
  response: z.object({ records: z.array(clientAccount) }),
});

const byLegalEntity = z.object({
  amount: z.string(),
  byLegalEntity: z.array(z.object({ id: z.number().nullable(), name: z.string(), amount: z.string() })),
});

/** Spec 3 "Admin total balance": per balance currency, all client accounts, transit and BIN apart. */
export const adminTotalBalance = endpoint({
  method: 'get',
  path: '/backoffice/header/total-balance',
  access: 'balance.admin',
  summary: 'Client money held per currency (EUR, USDT, USDC, USD): total, transit and BIN, each by legal entity',
  response: z.object({
    records: z.array(
      z.object({
        currencyCode: z.string(),
        amount: byLegalEntity,
        transitAmount: byLegalEntity,
        binAmount: byLegalEntity,
      }),
    ),
  }),
});

/** Spec 3 "Provider balance"; spec 6 leaves USD and USDC out of the admin provider summary. */
export const providerBalance = endpoint({
  method: 'get',
  path: '/backoffice/header/provider-balance',
  access: 'company.balances',
  summary: 'Client money per card provider and currency (EUR, USDT), by legal entity and by company',
  response: z.object({
    records: z.array(
      z.object({
        provider: z.object({ value: z.number(), description: z.string() }),
        balance: z.array(
          z.object({
            total: z.string(),
            currencyCode: z.string(),
            byLegalEntity: z.array(z.object({ id: z.number().nullable(), name: z.string(), amount: z.string() })),
            records: z.array(z.object({ id: z.number(), name: z.string(), balance: z.string() })),
          }),
        ),
      }),
    ),
  }),
});

export const companyAvailableBalances = endpoint({
  method: 'get',
  path: '/backoffice/company/{id}/available-balances',
  access: 'company.balances',
  summary: "A company's accounts with balance and hold (admin clients/{id}/available-balances)",
  params: idParam,
  response: headerBalance,
});

/** Spec 3 "Company totals per currency" over all time; USD and USDC are hidden (spec 6). */
export const companyTotals = z.object({
  currencyCode: z.string(),
  topUp: z.string(),
  income: z.string(),
  spend: z.string(),
  withdrawal: z.string(),
  balance: z.string(),
  transferIn: z.string(),
  transferOut: z.string(),
  fee: z.string(),
});

export const companyTotalAmount = endpoint({
  method: 'get',
  path: '/backoffice/company/{id}/balance/tab-total-amount',
  access: 'company.balances',
  summary: "A company's totals per currency (EUR, USDT): top-ups, income, spend, withdrawals, balance, transfers, fees",
  params: idParam,
  response: z.object({ records: z.array(companyTotals) }),
});

export const companyAccountIds = endpoint({
  method: 'get',
  path: '/backoffice/company/{id}/account/id-list',
  access: 'company.balances',
  summary: "A company's accounts for pickers and filters (closed BIN accounts included, marked closed)",
  params: idParam,
  response: z.object({
    records: z.array(
      // A simple item (number: the account's open cards) with what the company page's pickers show.
      simpleItem.extend({
        currencyCode: z.string(),
        type: z.number(),
        balance: z.string(),
        available: z.string(),
        closed: z.boolean(),
      }),
    ),
  }),
});

export const balanceEndpoints = {
  companyBalance,
  dashboardBalance,
  dashboardFees,
  dashboardAccounts,
  adminTotalBalance,
  providerBalance,
  companyAvailableBalances,
  companyTotalAmount,
  companyAccountIds,
};
