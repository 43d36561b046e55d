import { describe, expect, it } from 'vitest';
import { exportRequest } from '@/src/contracts/exports';
import { fileNameOf, formatBytes } from '@/src/lib/download';
import { exportProgressText, exportRequestFor } from './export-request';

describe('export request', () => {
  it('keeps the filters that are set and passes the contract', () => {
    const request = exportRequestFor('csv', {
      accountId: 7,
      status: 'completed',
      type: undefined,
      search: '',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(request).toEqual({
      type: 'payments',
      format: 'csv',
      filter: { accountId: 7, status: 'completed', from: '2026-01-01', to: '2026-01-31' },
    });
    expect(exportRequest.safeParse(request).success).toBe(true);
  });

  it('sends an empty filter when nothing is chosen', () => {
    expect(exportRequestFor('xlsx', { list: 'bin', companyId: undefined })).toEqual({
      type: 'payments',
      format: 'xlsx',
      filter: { list: 'bin' },
    });
  });
});

describe('export progress', () => {
  it('says what is happening', () => {
    expect(exportProgressText({ phase: 'idle' })).toBe('');
    expect(exportProgressText({ phase: 'preparing' })).toBe('Preparing…');
    expect(exportProgressText({ phase: 'downloading', received: 1_258_291, total: null })).toBe('Downloading… 1.2 MB');
    expect(exportProgressText({ phase: 'downloading', received: 512, total: 2048 })).toBe(
      'Downloading… 512 B of 2.0 KB',
    );
  });

  it('reads the file name of the answer', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(fileNameOf('attachment; filename="payments-2026-01-31.csv"')).toBe('payments-2026-01-31.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''p%C3%A4yments.xlsx")).toBe('päyments.xlsx');
    expect(fileNameOf(null)).toBeNull();
  });
});
