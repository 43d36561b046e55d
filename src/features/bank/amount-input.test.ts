import { describe, expect, it } from 'vitest';
import { validation } from '@/src/contracts/messages';
import { checkAmountInput } from './amount-input';

describe('checkAmountInput: the contract rule before any request', () => {
  it('takes amounts with at most 2 decimals between 0.01 and the maximum', () => {
    expect(checkAmountInput('100')).toEqual({ ok: true, value: '100' });
    expect(checkAmountInput(' 1,234.5 ')).toEqual({ ok: true, value: '1234.5' });
    expect(checkAmountInput('12,5')).toEqual({ ok: true, value: '12.5' });
    expect(checkAmountInput('0.01')).toEqual({ ok: true, value: '0.01' });
    expect(checkAmountInput('1000000000.00')).toEqual({ ok: true, value: '1000000000.00' });
  });

  it('names what is wrong in the spec words', () => {
    expect(checkAmountInput('')).toEqual({ ok: false, message: validation.required });
    expect(checkAmountInput('1.234')).toEqual({ ok: false, message: validation.decimalPlaces(2) });
    expect(checkAmountInput('ten')).toEqual({ ok: false, message: validation.decimal });
    expect(checkAmountInput('0')).toEqual({ ok: false, message: validation.minValue('0.01') });
    expect(checkAmountInput('-5')).toEqual({ ok: false, message: validation.minValue('0.01') });
    expect(checkAmountInput('1000000000.01')).toEqual({ ok: false, message: validation.maxValue('1000000000.00') });
  });
});
