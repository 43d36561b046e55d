import { describe, expect, it } from 'vitest';
import { validateAddClientsSearch, validateGroupsSearch } from './groups-search';

describe('validateGroupsSearch', () => {
  it('keeps a search and a page past the first', () => {
    expect(validateGroupsSearch({ search: ' holding ', page: '2' })).toEqual({ search: 'holding', page: 2 });
  });

  it('drops what is not valid or is the default', () => {
    expect(validateGroupsSearch({ search: '', page: 1 })).toEqual({});
    expect(validateGroupsSearch({ search: 'x'.repeat(256), page: 'two' })).toEqual({});
    expect(validateGroupsSearch({ search: 5, page: 2.5 })).toEqual({});
  });
});

describe('validateAddClientsSearch', () => {
  it('keeps a trimmed query and drops empty or overlong ones', () => {
    expect(validateAddClientsSearch({ query: ' blue ' })).toEqual({ query: 'blue' });
    expect(validateAddClientsSearch({ query: '   ' })).toEqual({});
    expect(validateAddClientsSearch({ query: 'x'.repeat(300) })).toEqual({});
  });
});
