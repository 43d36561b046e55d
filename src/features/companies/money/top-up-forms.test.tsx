import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { validation } from '@/src/contracts/messages';
import { CryptoTopUpForm } from './top-up-forms';

const calls = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@/src/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: calls.call }));
vi.mock('@/src/lib/notify', () => ({ notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const records = [
  { id: 21, name: 'Transit USDT', currencyCode: 'USDT', balance: '0.00' },
  { id: 22, name: 'Transit USDC', currencyCode: 'USDC', balance: '0.00' },
];
const topUpBodies = () =>
  calls.call.mock.calls
    .filter(([spec]) => (spec as { path: string }).path.endsWith('/crypto'))
    .map(([, input]) => (input as { body: Record<string, unknown> }).body);

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <CryptoTopUpForm formId="crypto" companyId={7} onBusy={() => undefined} onDone={onDone} />
      <button type="submit" form="crypto">
        Apply
      </button>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onDone };
}

async function fill(user: ReturnType<typeof userEvent.setup>, accountId: string) {
  await waitFor(() => expect(screen.getAllByRole('option', { name: /^Transit USDC/ })).toHaveLength(1));
  await user.type(screen.getByRole('textbox', { name: /^Transaction hash/ }), '0xfeed');
  await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '120.50');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Account/ }), accountId);
}

describe('CryptoTopUpForm network', { timeout: 20_000 }, () => {
  beforeEach(() => {
    calls.call.mockReset();
    calls.call.mockImplementation((spec: { path: string }) =>
      spec.path.endsWith('/crypto')
        ? Promise.resolve({ id: 1, isFirstTopUp: false, message: 'ok', status: 0 })
        : Promise.resolve({ records }),
    );
  });

  it('asks for the chain of a USDT account and sends the one chosen', async () => {
    const { user, onDone } = setup();
    await fill(user, '21');
    const network = screen.getByRole('combobox', { name: /^Network/ });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(validation.required)).toBeTruthy();
    expect(topUpBodies()).toEqual([]);
    await user.selectOptions(network, 'USDT_ERC');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(topUpBodies()).toEqual([expect.objectContaining({ accountId: 21, network: 'USDT_ERC', hash: '0xfeed' })]);
  });

  it("sends a USDC account's only network without asking", async () => {
    const { user, onDone } = setup();
    await fill(user, '22');
    expect(screen.queryByRole('combobox', { name: /^Network/ })).toBeNull();
    expect(screen.getByText(/Network: USDC \(ERC20\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(topUpBodies()).toEqual([expect.objectContaining({ accountId: 22, network: 'USDC' })]);
  });
});
