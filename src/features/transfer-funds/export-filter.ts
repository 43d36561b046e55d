import type { ExportFilter } from '@/src/contracts/exports';
import type { TransferFundsSearch, TransferFundsTab } from './transfer-funds-search';

/** The page's list tabs as the export contract names its lists. */
const EXPORT_LIST = {
  transit: 'transit',
  'top-up-withdrawal': 'topUpWithdrawal',
  bin: 'bin',
} as const satisfies Record<Exclude<TransferFundsTab, 'finance'>, ExportFilter['list']>;

/** The list on screen with its filters (company, status, type, currency, search, period) → the export's filter. */
export function exportFilterOf(
  tab: Exclude<TransferFundsTab, 'finance'>,
  search: TransferFundsSearch,
  period: { from?: string; to?: string },
): ExportFilter {
  return {
    list: EXPORT_LIST[tab],
    companyId: search.companyId,
    status: search.status,
    type: search.type,
    currency: search.currency,
    search: search.search,
    from: period.from,
    to: period.to,
  };
}
