import { describe, expect, it } from 'vitest';
import { balanceAfter, fromCents, toCents } from './cents';

describe('fee preview arithmetic', () => {
  it('subtracts in cents', () => {
    expect(balanceAfter('100.10', '0.20')).toBe('99.90');
    expect(balanceAfter('1.00', '2.50')).toBe('-1.50');
    expect(balanceAfter('0.3', '0.1')).toBe('0.20');
  });
  it('round-trips', () => {
    expect(fromCents(toCents('-12.05'))).toBe('-12.05');
    expect(toCents('7')).toBe(700n);
  });
});
