import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageSizeKey } from './use-page-size';
import { pageInSearch, usePagedList } from './use-paged-list';

const list = { data: { records: ['a', 'b'], meta: { totalCount: 12 } }, isPending: false, isPlaceholderData: true };

describe('usePagedList', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps its own page, remembers the page size and gives the Table all of it', () => {
    window.localStorage.setItem(pageSizeKey('t'), '25');
    const { result } = renderHook(() => usePagedList('t'));
    expect(result.current.perPage).toBe(25);
    act(() => result.current.setPage(3));
    expect(result.current.tableProps(list)).toMatchObject({
      tableId: 't',
      rows: ['a', 'b'],
      totalRows: 12,
      loading: false,
      refreshing: true,
      page: 3,
      pageSize: 25,
    });
    act(() => result.current.tableProps(list).onPageSizeChange(50));
    expect(window.localStorage.getItem(pageSizeKey('t'))).toBe('50');
    expect(result.current.perPage).toBe(50);
  });

  it("follows a page kept elsewhere (the URL's) and reports changes to it", () => {
    const onPageChange = vi.fn();
    const { result } = renderHook(() => usePagedList('t', { page: 4, onPageChange }));
    expect(result.current.page).toBe(4);
    result.current.tableProps(list).onPageChange(5);
    expect(onPageChange).toHaveBeenCalledWith(5);
  });

  it('keeps the first page out of the URL', () => {
    const onSearchChange = vi.fn();
    const source = pageInSearch(undefined, onSearchChange);
    expect(source.page).toBe(1);
    source.onPageChange(1);
    source.onPageChange(2);
    expect(onSearchChange.mock.calls).toEqual([[{ page: undefined }], [{ page: 2 }]]);
  });
});
