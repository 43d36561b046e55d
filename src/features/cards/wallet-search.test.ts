import { describe, expect, it } from 'vitest';
import { validateWalletSearch, walletListFilters } from './wallet-search';

describe('wallet URL filters', () => {
  it('keeps valid filters and drops bad ones', () => {
    expect(validateWalletSearch({ search: ' 4242 ', status: 'frozen', holderId: '12', page: '3' })).toEqual({
      search: '4242',
      status: 'frozen',
      holderId: 12,
      page: 3,
    });
    expect(validateWalletSearch({ status: 'lost', holderId: '-1', page: '1' })).toEqual({});
  });

  it('asks for a holder only for the owner and a team lead', () => {
    const search = { holderId: 7, status: 'active' as const };
    expect(walletListFilters(search, 2, 15).holderId).toBe(7);
    expect(walletListFilters(search, 3, 15).holderId).toBe(7);
    expect(walletListFilters(search, 4, 15)).toEqual({
      search: undefined,
      status: 'active',
      holderId: undefined,
      page: 1,
      perPage: 15,
    });
  });
});
