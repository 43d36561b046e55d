import { describe, expect, it } from 'vitest';
import { BALANCE_CURRENCIES } from '@/src/contracts/money';
import { PAYMENT_STATUS_KEYS } from '@/src/contracts/payments';
import { TAB_LABEL, TAB_TYPES } from './tab-types';
import { CURRENCY_KEYS, STATUS_KEYS, TRANSFER_FUNDS_TABS, validateTransferFundsSearch } from './transfer-funds-search';

describe('validateTransferFundsSearch', () => {
  it('knows the same statuses and currencies as the contract, and labels every tab', () => {
    expect([...STATUS_KEYS]).toEqual([...PAYMENT_STATUS_KEYS]);
    expect([...CURRENCY_KEYS].sort()).toEqual([...BALANCE_CURRENCIES].sort());
    expect(Object.keys(TAB_LABEL)).toEqual([...TRANSFER_FUNDS_TABS]);
  });

  it('keeps valid filters', () => {
    expect(
      validateTransferFundsSearch({
        tab: 'top-up-withdrawal',
        companyId: '7',
        status: 'pending',
        type: 'top_up',
        currency: 'EUR',
        period: '3',
        search: ' 0xab ',
        page: '2',
      }),
    ).toEqual({
      tab: 'top-up-withdrawal',
      companyId: 7,
      status: 'pending',
      type: 'top_up',
      currency: 'EUR',
      period: 3,
      search: '0xab',
      page: 2,
    });
    expect(validateTransferFundsSearch({ tab: 'finance', period: 0 })).toEqual({ tab: 'finance', period: 0 });
  });

  it('leaves defaults out of the URL and drops what is not valid', () => {
    expect(validateTransferFundsSearch({ tab: 'transit', page: 1 })).toEqual({});
    expect(
      validateTransferFundsSearch({
        tab: 'cards',
        companyId: '-1',
        status: 'lost',
        type: 'card_settlement',
        currency: 'GBP',
        period: 9,
        search: 'x'.repeat(201),
        page: 0,
      }),
    ).toEqual({});
    expect(validateTransferFundsSearch({ companyId: 1.5, period: 1.5 })).toEqual({});
  });

  it('offers each list only the types it holds', () => {
    expect(TAB_TYPES['top-up-withdrawal']).toEqual(['top_up', 'withdrawal']);
    expect(TAB_TYPES.bin).toEqual(['transfer_transit_to_bin']);
  });
});
