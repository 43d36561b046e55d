import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';
import { LineChart } from './line-chart';

describe('BarChart', () => {
  const bars = [
    { label: 'Oct 2026', value: 4, display: '4.00 %' },
    { label: 'Nov 2026', value: 12.5, display: '12.50 %', highlight: true },
  ];

  it('is an image named by its title and described by every figure', () => {
    render(
      <BarChart
        title="Decline rate per month"
        valueLabel="Decline rate"
        bars={bars}
        max={100}
        formatTick={(t) => `${t} %`}
        highlightNote="above the threshold"
      />,
    );
    const image = screen.getByRole('img', { name: 'Decline rate per month' });
    expect(image).toHaveAccessibleDescription('2 bars: Oct 2026 4.00 %, Nov 2026 12.50 %.');
    // A bar over the threshold is told in words too, not by colour only.
    const table = screen.getByRole('table', { name: 'Decline rate per month' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['PeriodDecline rate', 'Oct 20264.00 %', 'Nov 202612.50 % (above the threshold)']);
  });

  it('says when there is nothing to draw', () => {
    render(<BarChart title="Empty" valueLabel="Value" bars={[]} formatTick={String} />);
    expect(screen.getByRole('img', { name: 'Empty' })).toHaveAccessibleDescription('No data for this period.');
  });
});

describe('LineChart', () => {
  it('summarises each series and opens a table of every day from the keyboard', async () => {
    render(
      <LineChart
        title="Spend per day, USD cards"
        xLabels={['01.11', '02.11']}
        series={[
          { name: 'Ads ·4242', values: [10, 0], display: ['$10.00', '$0.00'], total: '$10.00' },
          { name: 'Travel ·1881', values: [0, 5], display: ['$0.00', '$5.00'], total: '$5.00' },
        ]}
        formatTick={String}
      />,
    );
    expect(screen.getByRole('img', { name: 'Spend per day, USD cards' })).toHaveAccessibleDescription(
      '2 series from 01.11 to 02.11: Ads ·4242 $10.00; Travel ·1881 $5.00.',
    );
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    const table = screen.getByRole('table', { name: 'Spend per day, USD cards' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Ads ·4242', 'Travel ·1881']);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('02.11$0.00$5.00');
  });
});
