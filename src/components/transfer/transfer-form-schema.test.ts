import { describe, expect, it } from 'vitest';
import { validation } from '@/src/contracts/messages';
import { quotableAmount, transferForm } from './transfer-form-schema';

describe('the transfer form: the contract body, amounts read as typed', () => {
  it('quotes only amounts the server would take, normalised', () => {
    expect(quotableAmount('1,5')).toBe('1.5');
    expect(quotableAmount(' 1 234.50 ')).toBe('1234.50');
    expect(quotableAmount('0.00')).toBeNull();
    expect(quotableAmount('-5')).toBeNull();
    expect(quotableAmount('1.234')).toBeNull();
    expect(quotableAmount('')).toBeNull();
  });

  it("says the contract's messages for what it refuses", () => {
    const issues = (amount: string) =>
      transferForm.safeParse({ fromAccountId: '1', toAccountId: '2', amount }).error?.issues.map((i) => i.message);
    expect(issues('1.234')).toEqual([validation.decimalPlaces(2)]);
    expect(issues('0')).toEqual([validation.minValue('0.01')]);
    expect(issues('ten')).toEqual([validation.decimal]);
    expect(transferForm.parse({ fromAccountId: '1', toAccountId: '2', amount: '12,5' })).toEqual({
      fromAccountId: 1,
      toAccountId: 2,
      amount: '12.5',
    });
  });
});
