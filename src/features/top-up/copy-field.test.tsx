import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFakeClipboard } from '@/tests/setup/fake-clipboard';
import { COPY_RESET_MS } from '@/src/lib/use-copy';
import { CopyField } from './copy-field';
import { NETWORK_LABEL } from './networks';

const TRC = 'TXYZ1234567890abcdefghijkmnopqrstu';
const USDC = '0x52908400098527886E0F7030069857D2E4169EE7';
const confirmation = () => screen.getByTestId('copy-confirmation');

// The first render pays for the modules' warm-up, which takes seconds on a loaded machine.
describe('CopyField on the pay-in page (issue 21, item 5: copy that cannot mislead)', { timeout: 20_000 }, () => {
  const { written, advance } = useFakeClipboard();

  it('names the network in the field and in the confirmation', async () => {
    render(<CopyField label={`${NETWORK_LABEL.USDT_TRC} deposit address`} value={TRC} />);
    expect(screen.getByRole('textbox', { name: 'USDT (TRC20) deposit address' })).toHaveValue(TRC);
    fireEvent.click(screen.getByRole('button', { name: 'Copy the USDT (TRC20) deposit address' }));
    await advance(0);
    expect(written).toEqual([TRC]);
    expect(confirmation()).toHaveTextContent('Copied the USDT (TRC20) deposit address');
    expect(screen.getByRole('button', { name: 'Copied the USDT (TRC20) deposit address' })).toHaveTextContent('Copied');
  });

  it('forgets the copy as soon as another value is shown in its place', async () => {
    const { rerender } = render(<CopyField label={`${NETWORK_LABEL.USDT_TRC} deposit address`} value={TRC} />);
    fireEvent.click(screen.getByRole('button', { name: /^Copy the / }));
    await advance(0);
    expect(confirmation()).toHaveTextContent('Copied the USDT (TRC20) deposit address');

    // The USDC tab: another value and label in the same place, well within the 1.5 s.
    rerender(<CopyField label={`${NETWORK_LABEL.USDC} deposit address`} value={USDC} />);
    await advance(0);
    expect(confirmation()).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Copy the USDC (ERC20) deposit address' })).toHaveTextContent('Copy');

    // Back to the TRC20 address: the old confirmation does not return.
    rerender(<CopyField label={`${NETWORK_LABEL.USDT_TRC} deposit address`} value={TRC} />);
    await advance(0);
    expect(confirmation()).toHaveTextContent('');
  });

  it('says Copy again 1.5 s after copying', async () => {
    render(<CopyField label="IBAN" value="DE89370400440532013000" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy the IBAN' }));
    await advance(0);
    expect(confirmation()).toHaveTextContent('Copied the IBAN');
    await advance(COPY_RESET_MS - 1);
    expect(confirmation()).toHaveTextContent('Copied the IBAN');
    await advance(1);
    expect(confirmation()).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Copy the IBAN' })).toHaveTextContent('Copy');
  });
});
