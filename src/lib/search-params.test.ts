import { describe, expect, it } from 'vitest';
import { pagePastFirst, wholeNumberIn } from './search-params';

describe('search-param numbers', () => {
  it('reads a whole number in range from the URL string or the parsed number, and drops anything else', () => {
    expect(wholeNumberIn('3', 0, 5)).toBe(3);
    expect(wholeNumberIn(4, 0, 5)).toBe(4);
    expect(wholeNumberIn('6', 0, 5)).toBeUndefined();
    expect(wholeNumberIn('2.5', 0, 5)).toBeUndefined();
    expect(wholeNumberIn('', 0, 5)).toBeUndefined();
    expect(wholeNumberIn('x', 0, 5)).toBeUndefined();
    expect(wholeNumberIn(true, 0, 5)).toBeUndefined();
  });

  it('keeps a page only past the first and within the cap', () => {
    expect(pagePastFirst('2')).toBe(2);
    expect(pagePastFirst(1)).toBeUndefined();
    expect(pagePastFirst('0')).toBeUndefined();
    expect(pagePastFirst(100_001)).toBeUndefined();
  });
});
