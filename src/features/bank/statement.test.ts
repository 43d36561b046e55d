import { describe, expect, it } from 'vitest';
import type { PaymentView } from '@/src/contracts/payments';
import { presetPeriod } from '@/src/lib/periods';
import { asDebit, dayLabel, statementAmount } from './statement-amount';
import { statementSearchOf } from './statement-filter-keys';
import { readStatementSearch } from './statement-search';

const payment = (over: Partial<PaymentView>): PaymentView => ({
  id: 1,
  amount: '100.00',
  currencyCode: 'USD',
  description: null,
  originalAmount: null,
  originalCurrencyCode: null,
  conversionFee: null,
  conversionFeeAmount: null,
  convertedAmount: null,
  serviceFee: null,
  serviceFeeAmount: null,
  createdAt: {
    date: '2025-03-01T10:00:00.000+00:00',
    timestamp: 1740823200,
    serverTimezone: 'UTC',
    serverTimezoneOffset: '+00:00',
  },
  decidedAt: null,
  rate: null,
  status: { key: 'completed', value: 2, description: 'Completed' },
  type: { value: 'top_up', description: 'Top-up' },
  source: null,
  info: null,
  from: null,
  to: null,
  company: { id: 1, name: 'Northwind Media' },
  initiator: { kind: 'user', name: 'Olivia Owner' },
  card: null,
  autoTopUpRuleId: null,
  ...over,
});

describe('statementAmount: how a payment moved this account', () => {
  it('credits a top-up to the account it arrived on', () => {
    expect(statementAmount(payment({ to: { id: 5, name: 'USD' } }), 5)).toEqual({
      value: '100.00',
      currencyCode: 'USD',
    });
  });

  it('debits the sender of a transfer to BIN the whole amount, credits the BIN account less the fee', () => {
    const toBin = payment({
      type: { value: 'transfer_transit_to_bin', description: 'Transfer to BIN account' },
      serviceFee: '3.00',
      serviceFeeAmount: '3.00',
      from: { id: 5, name: 'USD' },
      to: { id: 9, name: 'BIN USD' },
    });
    expect(statementAmount(toBin, 5)).toEqual({ value: '-100.00', currencyCode: 'USD' });
    expect(statementAmount(toBin, 9)).toEqual({ value: '97.00', currencyCode: 'USD' });
  });

  it('debits a conversion in what was sent and credits it in what arrived', () => {
    const conversion = payment({
      type: { value: 'transfer_between_transit', description: 'Conversion' },
      amount: '91.14',
      currencyCode: 'EUR',
      originalAmount: '100.00',
      originalCurrencyCode: 'USD',
      from: { id: 5, name: 'USD' },
      to: { id: 6, name: 'EUR' },
    });
    expect(statementAmount(conversion, 5)).toEqual({ value: '-100.00', currencyCode: 'USD' });
    expect(statementAmount(conversion, 6)).toEqual({ value: '91.14', currencyCode: 'EUR' });
  });

  it('shows a withdrawal or a fee as a debit', () => {
    expect(
      statementAmount(
        payment({ type: { value: 'withdrawal', description: 'Withdrawal' }, from: { id: 5, name: 'USD' } }),
        5,
      ).value,
    ).toBe('-100.00');
  });

  it('writes the period out-total as a debit and a day without a timezone shift', () => {
    expect(asDebit('12.00')).toBe('-12.00');
    expect(asDebit('-12.00')).toBe('-12.00');
    expect(asDebit('0.00')).toBe('0.00');
    expect(dayLabel('2025-03-01')).toBe('01.03.2025');
  });
});

describe('statement filters in the URL', () => {
  it('keeps valid filters and drops the rest', () => {
    const read = (search: Record<string, unknown>) => statementSearchOf(readStatementSearch(search));
    expect(read({ status: 'pending', type: 'top_up', period: '3', page: '2' })).toEqual({
      status: 'pending',
      type: 'top_up',
      period: 3,
      page: 2,
    });
    expect(read({ status: 'lost', type: 'gift', period: 9, page: 1 })).toEqual({});
    expect(readStatementSearch({ status: 'x'.repeat(41), period: 1.5, page: 'two' })).toEqual({});
  });

  it('turns a period preset into the days the statement asks for (spec 9)', () => {
    expect(presetPeriod(3, '2025-03-10')).toEqual({ from: '2025-03-04', to: '2025-03-10' });
    expect(presetPeriod(5, '2025-03-10')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
  });
});
