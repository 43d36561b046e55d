import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { validation } from '@/src/contracts/messages';
import { TransferMinimumsCard } from './transfer-minimums-card';

const calls = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@/src/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: calls.call }));
vi.mock('@/src/lib/notify', () => ({ notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const MINIMUMS = [
  { currency: 'EUR', amount: '1.00' },
  { currency: 'USD', amount: '2.50' },
];

function setup(canChange: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TransferMinimumsCard canChange={canChange} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const posts = () => calls.call.mock.calls.filter(([spec]) => (spec as { method: string }).method === 'post');

describe('TransferMinimumsCard', { timeout: 20_000 }, () => {
  beforeEach(() => {
    calls.call.mockReset();
    calls.call.mockImplementation((spec: { method: string }) =>
      Promise.resolve(spec.method === 'get' ? MINIMUMS : { message: 'Saved successfully' }),
    );
  });

  it('shows each currency read-only without the right', async () => {
    setup(false);
    expect(await screen.findByText('USD:')).toBeTruthy();
    expect(screen.getByText('2.50')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('saves one currency with the right, and refuses zero before asking the server', async () => {
    const user = setup(true);
    const usd = await screen.findByRole('textbox', { name: /^Minimum transfer in USD/ });
    await user.clear(usd);
    await user.type(usd, '0');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[1]!);
    expect(await screen.findByText(validation.minValue('0.01'))).toBeTruthy();
    expect(posts()).toHaveLength(0);
    await user.clear(usd);
    await user.type(usd, '3.75');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[1]!);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]![1]).toEqual({ body: { currency: 'USD', amount: '3.75' } });
  });
});
