import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryContent } from './query-content';
import { useAnswerShown } from './use-answer-shown';

function Totals({ load }: { load: () => Promise<string[]> }) {
  const totals = useQuery({ queryKey: ['totals'], queryFn: load, retry: false });
  return (
    <QueryContent query={totals} what="totals" loading={<p>Loading the totals…</p>}>
      {(rows) => <p>{rows.join(', ')}</p>}
    </QueryContent>
  );
}

function renderTotals(load: () => Promise<string[]>, client = new QueryClient()) {
  render(
    <QueryClientProvider client={client}>
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

  it('shows an answer already in the cache in its first render (a revisit, an offline start)', () => {
    const client = new QueryClient();
    client.setQueryData(['totals'], ['USD 1.00']);
    renderTotals(() => new Promise(() => undefined), client);
    expect(screen.getByText('USD 1.00')).toBeInTheDocument();
  });
});

describe('useAnswerShown', () => {
  it('keeps the placeholder in the render the answer arrives in, and shows it in the render after', () => {
    const seen: boolean[] = [];
    function Probe({ pending }: { pending: boolean }) {
      const shown = useAnswerShown(pending);
      seen.push(shown);
      return null;
    }
    const { rerender } = render(<Probe pending />);
    rerender(<Probe pending={false} />);
    expect(seen).toEqual([false, false, true]);
    // A load that starts again shows its placeholder at once.
    rerender(<Probe pending />);
    expect(seen.at(-1)).toBe(false);
  });
});
