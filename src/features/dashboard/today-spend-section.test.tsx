import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseTodaySpend } from '@/src/contracts/today-spend';
import { TodaySpendContent } from './today-spend-section';

/** Renders what the tile shows for one answer of user/today-spend, through the shared parser. */
function show(answer: unknown) {
  let amounts;
  let error: Error | null = null;
  try {
    amounts = parseTodaySpend(answer);
  } catch (thrown) {
    error = thrown as Error;
  }
  return render(<TodaySpendContent amounts={amounts} error={error} />);
}

describe("Today's spend tile (spec 3: three shapes, empty array, anything else an error)", () => {
  it('shows { totalAmount, currencyCode }', () => {
    show({ totalAmount: '1234.5', currencyCode: 'USD' });
    expect(screen.getByRole('listitem')).toHaveTextContent('$1,234.50');
  });

  it('shows { amount, currencyCode }', () => {
    show({ amount: 20, currencyCode: 'EUR' });
    expect(screen.getByRole('listitem')).toHaveTextContent('€20.00');
  });

  it('shows the map by currency and drops executionTime', () => {
    show({ USD: '10.00', EUR: '2.50', executionTime: 13 });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['$10.00', '€2.50']);
    expect(document.body).not.toHaveTextContent('13');
  });

  it('says nothing was spent for an empty array', () => {
    show([]);
    expect(screen.getByText('Nothing spent today yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([[{ total: '1', currency: 'USD' }], [[{ USD: '1' }]], ['12.00'], [null], [{ USD: 'lots' }]])(
    'fails on %j with the spec message',
    (answer) => {
      show(answer);
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid data format for amount model');
    },
  );
});
