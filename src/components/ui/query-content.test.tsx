import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryContent } from './query-content';

function Totals({ load }: { load: () => Promise<string[]> }) {
  const totals = useQuery({ queryKey: ['totals'], queryFn: load, retry: false });
  return (
    <QueryContent query={totals} what="totals" loading={<p>Loading the totals…</p>}>
      {(rows) => <p>{rows.join(', ')}</p>}
    </QueryContent>
  );
}

function renderTotals(load: () => Promise<string[]>) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Totals load={load} />
    </QueryClientProvider>,
  );
}

describe('QueryContent', () => {
  it('shows what stands in until the first answer, then what the answer makes', async () => {
    let answer: (rows: string[]) => void = () => {};
    renderTotals(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByText('Loading the totals…')).toBeInTheDocument();
    answer(['USD 10.00', 'EUR 5.00']);
    expect(await screen.findByText('USD 10.00, EUR 5.00')).toBeInTheDocument();
    expect(screen.queryByText('Loading the totals…')).not.toBeInTheDocument();
  });

  it('announces the load error instead of the content', async () => {
    renderTotals(() => Promise.reject(new Error('Network Error')));
    expect(await screen.findByRole('alert')).toHaveTextContent('The totals could not be loaded. Network Error');
  });
});
