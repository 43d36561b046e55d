import type { paymentListEndpoints } from '@/src/contracts/payment-lists';
import { PAYMENT_STATUS, type PaymentStatusKey, type PaymentType } from '@/src/contracts/payments';
import type { Context } from 'hono';
import type { AppEnv, AuthContext } from '@/server/http/context';
import { findAccount, moneyCompany } from '@/server/db/queries/balances';
import {
  accountFlows,
  financeSums,
  financeSumsByCompany,
  listPayments,
  type PaymentFilter,
  type SumRow,
} from '@/server/db/queries/payments';
import { ACCOUNT_TYPE } from '@/server/db/schema/index';
import { notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { formatMinor } from '@/server/ledger/amounts';
import { PAYMENT_LIST_TYPES } from './list-types';
import { paymentViewOf } from './payment-view';
import { periodOf } from '@/server/lib/period';
import { pageMeta } from '@/server/db/paging';

/** The company page: money movements apart from card operations. */
const CARD_TYPES: PaymentType[] = [
  'card_authorization',
  'card_settlement',
  'card_refund',
  'card_reversal',
  'card_issue_fee',
  'card_monthly_fee',
  'decline_fee',
];
const MONEY_TYPES: PaymentType[] = [
  'top_up',
  'withdrawal',
  'transfer_transit_to_bin',
  'transfer_bin_to_transit',
  'transfer_between_transit',
  'service_fee',
  'conversion_fee',
  'compensation',
];

const statusValue = (key: PaymentStatusKey | undefined) => (key === undefined ? undefined : PAYMENT_STATUS[key]);

interface ListQuery {
  companyId?: number;
  status?: PaymentStatusKey;
  type?: PaymentType;
  currency?: string;
  search?: string;
  from?: string;
  to?: string;
  page: number;
  perPage: number;
}

type Ctx = Context<AppEnv>;

async function pageOf(c: Ctx, query: ListQuery, filter: PaymentFilter) {
  const { records, totalCount } = await listPayments(
    c.var.deps.db,
    {
      ...filter,
      companyId: filter.companyId ?? query.companyId,
      status: statusValue(query.status),
      type: query.type,
      currency: query.currency,
      search: query.search || undefined,
      ...periodOf(c, query.from, query.to),
    },
    query,
  );
  return {
    meta: pageMeta(query, totalCount),
    records: records.map(paymentViewOf),
  };
}

/** Spec 3 finance totals of one sums row: minor-unit sums as decimal strings of the currency. */
function financeOf(row: SumRow) {
  const f = (text: string) => formatMinor(BigInt(text), row.currency);
  const gross = BigInt(row.grossServiceFeeSum);
  return {
    currencyCode: row.currency,
    topUpSum: f(row.topUpSum),
    transferBetweenTransitSum: f(row.transferBetweenTransitSum),
    transferToBinSum: f(row.transferToBinSum),
    grossServiceFeeSum: f(row.grossServiceFeeSum),
    // Net of what the platform gave back as compensation.
    netServiceFeeSum: formatMinor(gross - BigInt(row.compensationSum), row.currency),
    conversionFeeSum: f(row.conversionFeeSum),
    declineFeeSum: f(row.declineFeeSum),
    declineFeeDebtSum: f(row.declineFeeDebtSum),
    spendSum: f(row.spendSum),
    withdrawalSum: f(row.withdrawalSum),
    cardFxFeeSum: f(row.cardFxFeeSum),
  };
}

/** A statement's account: one of the caller's company's accounts of the right type, else 404. */
async function statementAccount(c: Ctx, auth: AuthContext, accountId: number, type: number) {
  const account = await findAccount(c.var.deps.db, accountId);
  if (!account || account.companyId === null || account.companyId !== auth.companyId || account.type !== type)
    throw notFound();
  return account;
}

async function statementOf(
  c: Ctx,
  auth: AuthContext,
  params: { accountId: number },
  query: Omit<ListQuery, 'companyId'>,
  type: number,
) {
  const account = await statementAccount(c, auth, params.accountId, type);
  const page = await pageOf(c, query, { companyId: account.companyId!, accountId: account.id });
  const flows = await accountFlows(c.var.deps.db, account.id, periodOf(c, query.from, query.to));
  return {
    ...page,
    account: {
      id: account.id,
      name: account.name,
      currencyCode: account.currency,
      balance: formatMinor(account.balance, account.currency),
      hold: formatMinor(account.hold, account.currency),
      closed: account.closedAt !== null,
    },
    totals: {
      in: formatMinor(flows.in, account.currency),
      out: formatMinor(flows.out, account.currency),
      currencyCode: account.currency,
    },
  };
}

async function requireCompany(c: Ctx, id: number) {
  if (!(await moneyCompany(c.var.deps.db, id))) throw notFound();
}

export const paymentListsHandlers: Handlers<typeof paymentListEndpoints> = {
  transitPayments: ({ query, c }) => pageOf(c, query, { types: PAYMENT_LIST_TYPES.transit }),
  topUpWithdrawalPayments: ({ query, c }) => pageOf(c, query, { types: PAYMENT_LIST_TYPES.topUpWithdrawal }),
  binPayments: ({ query, c }) => pageOf(c, query, { types: PAYMENT_LIST_TYPES.bin }),

  async financeTotals({ query, c }) {
    const rows = await financeSums(c.var.deps.db, {
      companyId: query.companyId,
      legalEntityId: query.legalEntityId,
      ...periodOf(c, query.from, query.to),
    });
    return { from: query.from ?? null, to: query.to ?? null, records: rows.map(financeOf) };
  },

  async financeDetails({ query, c }) {
    const { records, totalCount } = await financeSumsByCompany(
      c.var.deps.db,
      { companyId: query.companyId, legalEntityId: query.legalEntityId, ...periodOf(c, query.from, query.to) },
      query,
    );
    return {
      meta: pageMeta(query, totalCount),
      records: records.map((row) => ({ ...financeOf(row), company: { id: row.companyId, name: row.companyName } })),
    };
  },

  async companyPayments({ params, query, c }) {
    await requireCompany(c, params.id);
    return pageOf(c, query, { companyId: params.id, types: MONEY_TYPES });
  },

  async companyOperations({ params, query, c }) {
    await requireCompany(c, params.id);
    return pageOf(c, query, { companyId: params.id, types: CARD_TYPES });
  },

  transitStatement: ({ params, query, auth, c }) => statementOf(c, auth, params, query, ACCOUNT_TYPE.transit),
  binStatement: ({ params, query, auth, c }) => statementOf(c, auth, params, query, ACCOUNT_TYPE.bin),
};
