import type { BalanceCurrency } from '@/src/contracts/money';
import type { PaymentStatusKey, PaymentType } from '@/src/contracts/payments';
import type { PeriodPreset } from '@/src/lib/periods';
import { optionalOneOf, optionalText, pagePastFirst, wholeNumberIn } from '@/src/lib/search-params';

/*
 * The transfer-funds page's tab and filters as they live in the URL (UI.md: a view can be shared and
 * survives reload). Read without the schema library (route options load with the first screen); a bad
 * value falls back to its default. transfer-funds-search.test.ts proves the lists equal the contract's.
 */

export const TRANSFER_FUNDS_TABS = ['transit', 'top-up-withdrawal', 'bin', 'finance'] as const;
export type TransferFundsTab = (typeof TRANSFER_FUNDS_TABS)[number];

export const STATUS_KEYS = [
  'pending',
  'completed',
  'declined',
  'cancelled',
  'reversed',
] as const satisfies readonly PaymentStatusKey[];
export const CURRENCY_KEYS = ['EUR', 'USDT', 'USDC', 'USD'] as const satisfies readonly BalanceCurrency[];

/** The payment types the three lists hold (tab-types.ts says which list holds which). */
const LIST_TYPES = [
  'transfer_between_transit',
  'transfer_bin_to_transit',
  'top_up',
  'withdrawal',
  'transfer_transit_to_bin',
] as const satisfies readonly PaymentType[];

export interface TransferFundsSearch {
  tab?: TransferFundsTab;
  companyId?: number;
  status?: PaymentStatusKey;
  type?: PaymentType;
  currency?: BalanceCurrency;
  /** A spec 9 period preset, 0 to 5. */
  period?: PeriodPreset;
  search?: string;
  page?: number;
}

export function validateTransferFundsSearch(search: Record<string, unknown>): TransferFundsSearch {
  const result: TransferFundsSearch = {};
  const tab = optionalOneOf(TRANSFER_FUNDS_TABS)(search.tab);
  const companyId = wholeNumberIn(search.companyId, 1, 2_147_483_647);
  const status = optionalOneOf(STATUS_KEYS)(search.status);
  const type = optionalOneOf(LIST_TYPES)(search.type);
  const currency = optionalOneOf(CURRENCY_KEYS)(search.currency);
  const period = wholeNumberIn(search.period, 0, 5) as PeriodPreset | undefined;
  const text = optionalText(200)(search.search)?.trim();
  const page = pagePastFirst(search.page);
  // Only what is set goes back into the URL; the default tab leaves no `?tab=` behind.
  if (tab && tab !== 'transit') result.tab = tab;
  if (companyId !== undefined) result.companyId = companyId;
  if (status) result.status = status;
  // A type of another list would only empty this one; the page drops it when the tab changes.
  if (type) result.type = type;
  if (currency) result.currency = currency;
  if (period !== undefined) result.period = period;
  if (text) result.search = text;
  if (page !== undefined) result.page = page;
  return result;
}

export const TRANSFER_FUNDS_TABLE_ID = 'transfer-funds';
