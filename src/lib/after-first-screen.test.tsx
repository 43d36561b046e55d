import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstScreen } from './after-first-screen';

/** A query the test answers when it chooses, like the first screen's data arriving. */
function Slow({ answer }: { answer: Promise<string> }) {
  const { data } = useQuery({ queryKey: ['slow'], queryFn: () => answer });
  return <p>{data ?? 'loading'}</p>;
}

describe('AfterFirstScreen: work the first screen does not need waits until it has settled', () => {
  // One test: the first screen settles once per page load, and this file is one page load.
  it('keeps its children out while a query is fetching, shows them once it answered, then always', async () => {
    let resolve!: (value: string) => void;
    const answer = new Promise<string>((done) => (resolve = done));
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <Slow answer={answer} />
        <AfterFirstScreen>
          <p>registered</p>
        </AfterFirstScreen>
      </QueryClientProvider>,
    );
    // The page has loaded (jsdom's readyState is complete) and idle moments pass, but the query still runs.
    await act(() => new Promise((done) => setTimeout(done, 400)));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByText('registered')).not.toBeInTheDocument();

    await act(async () => resolve('answered'));
    expect(await screen.findByText('answered')).toBeInTheDocument();
    expect(await screen.findByText('registered')).toBeInTheDocument();

    // Mounted later in the same page: at once.
    render(
      <QueryClientProvider client={client}>
        <AfterFirstScreen>
          <p>later part</p>
        </AfterFirstScreen>
      </QueryClientProvider>,
    );
    expect(screen.getByText('later part')).toBeInTheDocument();
  });
});
