import { describe, expect, it } from 'vitest';
import { validateDeclineRateSearch } from './decline-rate-search';

describe('decline-rate URL filters', () => {
  it('keeps valid values and drops the rest', () => {
    expect(
      validateDeclineRateSearch({ search: ' north ', period: '3', sort: 'name', order: 'asc', all: 'true', page: '2' }),
    ).toEqual({
      search: 'north',
      period: 3,
      sort: 'name',
      order: 'asc',
      all: true,
      page: 2,
    });
    expect(validateDeclineRateSearch({ period: '9', sort: 'uuid', order: 'up', all: 'no', page: '0' })).toEqual({});
  });
});
