import { describe, expect, it } from 'vitest';
import { teamFiltersFor, teamListFilters, validateTeamSearch } from './team-search';

describe('validateTeamSearch', () => {
  it('keeps valid filters, numbers given as text included', () => {
    expect(validateTeamSearch({ search: ' anna ', status: '1', role: 4, teamId: '12', page: '3' })).toEqual({
      search: 'anna',
      status: 1,
      role: 4,
      teamId: 12,
      page: 3,
    });
    expect(validateTeamSearch({ status: 0 })).toEqual({ status: 0 });
  });

  it('drops what is not valid instead of failing the page', () => {
    expect(validateTeamSearch({ status: 5, role: 1, teamId: 0, page: 0, search: 'x'.repeat(256) })).toEqual({});
    expect(validateTeamSearch({ status: 1.5, role: 'buyer', teamId: -3, page: 'two', search: '' })).toEqual({});
    expect(validateTeamSearch({ page: 1, search: '   ' })).toEqual({});
  });
});

describe('filters per role', () => {
  it('gives the owner role and team filters, a team lead only search and status', () => {
    expect(teamFiltersFor(2)).toEqual({ role: true, team: true });
    expect(teamFiltersFor(3)).toEqual({ role: false, team: false });
  });

  it('leaves out of the query what the role does not filter by', () => {
    const search = { search: 'a', status: 2, role: 4, teamId: 7, page: 2 } as const;
    expect(teamListFilters(search, 2, 25)).toEqual({
      search: 'a',
      status: 2,
      role: 4,
      teamId: 7,
      page: 2,
      perPage: 25,
    });
    expect(teamListFilters(search, 3, 25)).toEqual({
      search: 'a',
      status: 2,
      role: undefined,
      teamId: undefined,
      page: 2,
      perPage: 25,
    });
  });
});
