import type { BalanceCurrency } from '@/src/contracts/money';
import type { PaymentStatusKey, PaymentType } from '@/src/contracts/payments';
import type { PeriodPreset } from '@/src/lib/periods';
import { optionalOneOf, optionalText, pagePastFirst, wholeNumberIn } from '@/src/lib/search-params';
import { setValuesOnly } from '@/src/lib/search-values';

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
  const tab = optionalOneOf(TRANSFER_FUNDS_TABS)(search.tab);
  return setValuesOnly({
    // The default tab leaves no `?tab=` behind.
    tab: tab === 'transit' ? undefined : tab,
    companyId: wholeNumberIn(search.companyId, 1, 2_147_483_647),
    status: optionalOneOf(STATUS_KEYS)(search.status),
    // A type of another list would only empty this one; the page drops it when the tab changes.
    type: optionalOneOf(LIST_TYPES)(search.type),
    currency: optionalOneOf(CURRENCY_KEYS)(search.currency),
    period: wholeNumberIn(search.period, 0, 5) as PeriodPreset | undefined,
    search: optionalText(200)(search.search)?.trim(),
    page: pagePastFirst(search.page),
  });
}

export const TRANSFER_FUNDS_TABLE_ID = 'transfer-funds';
