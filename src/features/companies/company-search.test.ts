import { describe, expect, it } from 'vitest';
import { COMPANY_SEGMENTS, COMPANY_SORTS, COMPANY_STATUS } from '@/src/contracts/companies';
import { hasClientFilters, SEGMENT_VALUES, SORT_KEYS, STATUS_VALUES, validateClientsSearch } from './company-search';

describe('validateClientsSearch', () => {
  it('knows the same statuses, segments and sort keys as the contract', () => {
    expect([...STATUS_VALUES]).toEqual(Object.values(COMPANY_STATUS));
    expect([...SEGMENT_VALUES]).toEqual([...COMPANY_SEGMENTS]);
    expect([...SORT_KEYS]).toEqual([...COMPANY_SORTS]);
  });

  it('keeps valid filters, from strings or numbers', () => {
    expect(
      validateClientsSearch({
        search: ' north ',
        status: '2',
        segment: 4,
        blocked: '1',
        groupId: '7',
        sort: 'name',
        order: 'asc',
        page: '3',
      }),
    ).toEqual({
      search: 'north',
      status: 2,
      segment: 4,
      blocked: '1',
      groupId: 7,
      sort: 'name',
      order: 'asc',
      page: 3,
    });
    // The router parses `?blocked=0` into the number 0.
    expect(validateClientsSearch({ blocked: 0 })).toEqual({ blocked: '0' });
  });

  it('drops what is not valid instead of failing the page', () => {
    expect(
      validateClientsSearch({
        search: 'x'.repeat(300),
        status: 9,
        segment: '0',
        blocked: 'yes',
        groupId: -1,
        sort: 'owner',
        order: 'up',
        page: 0,
      }),
    ).toEqual({});
    expect(validateClientsSearch({ search: '   ', status: 1.5, groupId: 'two', page: 1 })).toEqual({});
  });

  it('counts only filters, not sorting or paging, as narrowing the list', () => {
    expect(hasClientFilters({ sort: 'name', order: 'asc', page: 2 })).toBe(false);
    expect(hasClientFilters({ blocked: '0' })).toBe(true);
    expect(hasClientFilters({ search: 'blue' })).toBe(true);
  });
});
