import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FinanceTotals } from '@/src/contracts/payment-lists';
import { FINANCE_FIELDS } from '@/src/lib/finance-labels';
import { FinanceTotalsTable } from './finance-totals-table';

const EUR: FinanceTotals = {
  currencyCode: 'EUR',
  topUpSum: '1200.50',
  transferBetweenTransitSum: '0.00',
  transferToBinSum: '300.00',
  grossServiceFeeSum: '6.00',
  netServiceFeeSum: '4.00',
  conversionFeeSum: '0.00',
  declineFeeSum: '1.50',
  declineFeeDebtSum: '0.00',
  spendSum: '250.00',
  withdrawalSum: '100.00',
  cardFxFeeSum: '0.75',
};

const answered = (records: FinanceTotals[]) => ({ data: { records }, isPending: false, isPlaceholderData: false });

describe('FinanceTotalsTable', () => {
  it('lists a row per currency with every finance field of spec 3, in its order', () => {
    render(<FinanceTotalsTable tableId="finance-test" totals={answered([EUR])} />);
    const table = screen.getByRole('table', { name: 'Finance totals' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Currency', ...FINANCE_FIELDS.map(([, label]) => label)]);
    const row = within(table).getByRole('row', { name: /EUR/ });
    expect(row).toHaveTextContent('1,200.50');
    expect(row).toHaveTextContent('0.75');
  });

  it('says that nothing moved when the period has no totals', () => {
    render(<FinanceTotalsTable tableId="finance-test" totals={answered([])} />);
    expect(screen.getByText('No completed money movements in this period.')).toBeInTheDocument();
  });
});
