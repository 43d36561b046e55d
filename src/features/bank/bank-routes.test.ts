import { describe, expect, it } from 'vitest';
import {
  deleteBinAccountRule,
  getBinAccountRule,
  listCompanyRules,
  previewBinAccountRule,
  saveBinAccountRule,
} from '@/src/contracts/auto-top-up';
import { routeOf } from '@/src/contracts/endpoint';
import { binStatement, transitStatement } from '@/src/contracts/payment-lists';
import { clientQuote, clientTransfer } from '@/src/contracts/transfers';
import * as routes from './bank-routes';

describe("the bank pages' schema-free routes", () => {
  it('match their contracts', () => {
    expect(routes.transitStatementRoute).toEqual(routeOf(transitStatement));
    expect(routes.binStatementRoute).toEqual(routeOf(binStatement));
    expect(routes.quoteRoute).toEqual(routeOf(clientQuote));
    expect(routes.transferRoute).toEqual(routeOf(clientTransfer));
    expect(routes.getRuleRoute).toEqual(routeOf(getBinAccountRule));
    expect(routes.saveRuleRoute).toEqual(routeOf(saveBinAccountRule));
    expect(routes.deleteRuleRoute).toEqual(routeOf(deleteBinAccountRule));
    expect(routes.previewRuleRoute).toEqual(routeOf(previewBinAccountRule));
    expect(routes.companyRulesRoute).toEqual(routeOf(listCompanyRules));
  });
});
