import { describe, expect, it } from 'vitest';
import { exportRequest } from '@/src/contracts/exports';
import { exportRequestFor } from '@/src/components/export/export-request';
import { exportFilterOf } from './export-filter';

describe('transfer funds export filter', () => {
  it('names the list as the contract does and carries the page filters', () => {
    const filter = exportFilterOf(
      'top-up-withdrawal',
      { tab: 'top-up-withdrawal', companyId: 3, status: 'pending', currency: 'USD', search: 'acme', page: 4 },
      { from: '2026-01-01', to: '2026-01-31' },
    );
    expect(filter).toEqual({
      list: 'topUpWithdrawal',
      companyId: 3,
      status: 'pending',
      type: undefined,
      currency: 'USD',
      search: 'acme',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(exportRequest.safeParse(exportRequestFor('xlsx', filter)).success).toBe(true);
  });

  it('maps every list tab', () => {
    expect(exportFilterOf('transit', {}, {}).list).toBe('transit');
    expect(exportFilterOf('bin', {}, {}).list).toBe('bin');
  });
});
