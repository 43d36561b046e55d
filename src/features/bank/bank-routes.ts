import type {
  deleteBinAccountRule,
  getBinAccountRule,
  listCompanyRules,
  previewBinAccountRule,
  saveBinAccountRule,
} from '@/src/contracts/auto-top-up';
import type { RouteOf } from '@/src/contracts/endpoint';
import type { binStatement, transitStatement } from '@/src/contracts/payment-lists';
import type { clientQuote, clientTransfer } from '@/src/contracts/transfers';

/*
 * The bank pages' calls as schema-free routes (decision 006): the client never parses these answers, so the
 * contracts' values would only load zod before /bank's first paint. What guards money stays checked: the
 * transfer and auto top-up forms validate with their schemas (loaded with the dialogs) and the server with the
 * contracts. bank-routes.test.ts holds each route to its contract.
 */
export const transitStatementRoute: RouteOf<typeof transitStatement> = {
  method: 'get',
  path: '/bank/transit/{accountId}',
};
export const binStatementRoute: RouteOf<typeof binStatement> = { method: 'get', path: '/bank/bin/{accountId}' };
export const quoteRoute: RouteOf<typeof clientQuote> = { method: 'get', path: '/transfer/approximate-transfer' };
export const transferRoute: RouteOf<typeof clientTransfer> = { method: 'post', path: '/transfer' };

const RULE = '/bin-account/{id}/auto-top-up';
export const getRuleRoute: RouteOf<typeof getBinAccountRule> = { method: 'get', path: RULE };
export const saveRuleRoute: RouteOf<typeof saveBinAccountRule> = { method: 'put', path: RULE };
export const deleteRuleRoute: RouteOf<typeof deleteBinAccountRule> = { method: 'delete', path: RULE };
export const previewRuleRoute: RouteOf<typeof previewBinAccountRule> = { method: 'get', path: `${RULE}/preview` };
export const companyRulesRoute: RouteOf<typeof listCompanyRules> = { method: 'get', path: '/auto-top-up/rules' };
