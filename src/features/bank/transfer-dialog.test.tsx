import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BalanceRecord } from '@/src/contracts/balances';
import type { TransferQuote } from '@/src/contracts/transfers';
import { ApiError } from '@/src/lib/api-error';
import { TransferDialog } from './transfer-dialog';

const calls = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@/src/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: calls.call }));
vi.mock('@/src/lib/notify', () => ({ notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const account = (id: number, type: 0 | 1, currencyCode: string, balance: string): BalanceRecord => ({
  id,
  name: type === 0 ? `Transit ${currencyCode}` : `BIN ${currencyCode}`,
  balance,
  hold: '0.00',
  available: balance,
  currencyCode,
  type: { value: type, description: type === 0 ? 'Transit' : 'BIN' },
  client_type_name: type === 1 ? 'Sandbox' : null,
});
const accounts = [
  account(1, 0, 'USD', '500.00'),
  account(2, 0, 'EUR', '50.00'),
  account(11, 1, 'USD', '10.00'),
  account(12, 1, 'EUR', '0.00'),
];

const quoteFor = (amount: string): TransferQuote => ({
  kind: 'transit_to_bin',
  serviceFeeAmount: '3.00',
  feePercent: '3.00',
  transferAmount: (Number(amount) - 3).toFixed(2),
  currencyRate: '1',
  amount: Number(amount).toFixed(2),
  currencyCode: 'USD',
  toCurrencyCode: 'USD',
});

type Input = { query?: { amount: string }; body?: unknown };
type Options = { headers?: Record<string, string>; signal?: AbortSignal };

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <TransferDialog accounts={accounts} initialFromId={1} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onClose, amount: screen.getByRole('textbox', { name: /^Amount/ }) };
}

const quoteCalls = () =>
  calls.call.mock.calls.filter(([spec]) => (spec as { path: string }).path === '/transfer/approximate-transfer');
const transferCalls = () => calls.call.mock.calls.filter(([spec]) => (spec as { path: string }).path === '/transfer');

describe('TransferDialog', { timeout: 20_000 }, () => {
  beforeEach(() => {
    calls.call.mockReset();
    calls.call.mockImplementation((spec: { path: string }, input: Input) =>
      spec.path === '/transfer/approximate-transfer'
        ? Promise.resolve(quoteFor(input.query!.amount))
        : Promise.reject(new Error('unexpected')),
    );
  });

  it('offers only the accounts the chosen source can send to', async () => {
    const { user } = setup();
    const to = screen.getByRole('combobox', { name: /^To/ });
    expect(
      within(to)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringMatching(/^Transit EUR/), expect.stringMatching(/^BIN USD/)]);
    await user.selectOptions(screen.getByRole('combobox', { name: /^From/ }), '11');
    expect(
      within(to)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringMatching(/^Transit USD/)]);
  });

  it('asks for one quote once typing pauses and shows the fee, what arrives and the balances after', async () => {
    const { user, amount } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /^To/ }), '11');
    await user.type(amount, '100');
    const quote = await screen.findByTestId('transfer-quote');
    await waitFor(() => expect(quote).toHaveTextContent('$97.00'));
    expect(quoteCalls().map(([, input]) => (input as Input).query!.amount)).toEqual(['100']);
    expect(quote).toHaveTextContent('Service fee (3.00%)');
    expect(quote).toHaveTextContent('Transit USD after$400.00');
    expect(quote).toHaveTextContent('BIN USD after$107.00');
  });

  it('shows the 2-decimal rule before asking anything', async () => {
    const { user, amount } = setup();
    await user.type(amount, '1.234');
    await user.tab();
    expect(amount).toHaveAccessibleDescription(/^Use at most 2 decimal places/);
    expect(quoteCalls()).toHaveLength(0);
  });

  it('sends one Idempotency-Key per confirmation, the same on a retry, and puts a 422 on the amount', async () => {
    const { user, amount } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /^To/ }), '11');
    await user.type(amount, '100');
    await screen.findByText('$97.00');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('transfer-confirm')).toHaveTextContent('The service fee of 3.00%');

    const insufficient = 'Insufficient funds: 12.00 USD available';
    // The first answer is lost on the way (network), the retry is refused for want of funds.
    const answers = [
      new ApiError(0, 'An error has occurred!', 'transfer', undefined, 'ERR_NETWORK'),
      new ApiError(422, insufficient, 'transfer', { amount: [insufficient] }, 'ERR_BAD_REQUEST'),
    ];
    calls.call.mockImplementation((spec: { path: string }, input: Input) =>
      spec.path === '/transfer' ? Promise.reject(answers.shift()!) : Promise.resolve(quoteFor(input.query!.amount)),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    await waitFor(() => expect(transferCalls()).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Confirm transfer' }));
    await waitFor(() => expect(transferCalls()).toHaveLength(2));
    const keys = transferCalls().map(([, , options]) => (options as Options).headers?.['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(transferCalls()[0]![1]).toEqual({
      body: { fromAccountId: 1, toAccountId: 11, amount: '100', description: undefined },
    });

    const field = await screen.findByRole('textbox', { name: /^Amount/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(`^${insufficient}`)));
  });
});
