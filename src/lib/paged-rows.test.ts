import { describe, expect, it } from 'vitest';
import { pagedRows } from './paged-rows';

describe('pagedRows', () => {
  it('is loading and empty before the first answer', () => {
    expect(pagedRows({ data: undefined, isPending: true, isPlaceholderData: false })).toEqual({
      rows: [],
      totalRows: 0,
      loading: true,
      refreshing: false,
    });
  });

  it('gives the page and the total, dimmed while the next page is read', () => {
    const data = { records: [{ id: 7 }], meta: { totalCount: 31 } };
    expect(pagedRows({ data, isPending: false, isPlaceholderData: true })).toEqual({
      rows: [{ id: 7 }],
      totalRows: 31,
      loading: false,
      refreshing: true,
    });
  });
});
