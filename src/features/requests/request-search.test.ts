import { describe, expect, it } from 'vitest';
import { requestListFilters, validateRequestSearch } from './request-search';

describe('requests search', () => {
  it('keeps known filters and drops the rest', () => {
    expect(validateRequestSearch({ status: 'approved', kind: 'funds', mine: 'true', page: '3' })).toEqual({
      status: 'approved',
      kind: 'funds',
      mine: true,
      page: 3,
    });
    expect(validateRequestSearch({ status: 'done', kind: 'x', mine: 'yes', page: '0' })).toEqual({});
    expect(validateRequestSearch({ page: '1.5' })).toEqual({});
  });

  it('lists pending requests unless another status or all is chosen', () => {
    expect(requestListFilters({}, 20)).toEqual({
      status: ['pending'],
      kind: undefined,
      mine: undefined,
      page: 1,
      perPage: 20,
    });
    expect(requestListFilters({ status: 'all', kind: 'new_card', mine: true, page: 2 }, 50)).toMatchObject({
      status: undefined,
      kind: ['new_card'],
      mine: 'true',
      page: 2,
    });
  });
});
