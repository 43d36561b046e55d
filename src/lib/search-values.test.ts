import { describe, expect, it } from 'vitest';
import { setValuesOnly } from './search-values';

describe('setValuesOnly', () => {
  it('leaves out what is unset and keeps 0 and false, which are values', () => {
    expect(setValuesOnly({ status: undefined, search: '', period: 0, mine: false, page: 3 })).toEqual({
      period: 0,
      mine: false,
      page: 3,
    });
  });
});
