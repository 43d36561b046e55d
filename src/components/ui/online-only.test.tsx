import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offline } from '@/src/contracts/messages';
import { OnlineOnlyButton } from './online-only';
import { Skeleton } from './skeleton';

/** Sets what the browser says about the connection and tells the page, as the browser would. */
function setOnline(online: boolean) {
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a control that needs the server', () => {
  it('carries the mark online and offline, and offline is disabled with the reason tied to it', () => {
    render(<OnlineOnlyButton>Freeze</OnlineOnlyButton>);
    const button = screen.getByRole('button', { name: 'Freeze' });
    expect(button).toHaveAttribute('data-needs-server');
    expect(button).toBeEnabled();

    setOnline(false);
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(offline.action);

    setOnline(true);
    expect(button).toBeEnabled();
    expect(screen.queryByText(offline.action)).toBeNull();
    // The first render of a test file pays for the loaded machine's imports.
  }, 20_000);

  it('with a shared reason, says nothing itself and points at the shared line', () => {
    setOnline(false);
    render(
      <>
        <p id="why">Card actions need a connection.</p>
        <OnlineOnlyButton reasonId="why">Freeze</OnlineOnlyButton>
        <OnlineOnlyButton reasonId="why">Close card</OnlineOnlyButton>
      </>,
    );
    expect(screen.queryByText(offline.action)).toBeNull();
    expect(screen.getByRole('button', { name: 'Close card' })).toHaveAccessibleDescription(
      'Card actions need a connection.',
    );
  });
});

describe('a skeleton', () => {
  it('shimmers online and, offline, says the data is available when online instead of loading for ever', () => {
    const { container } = render(<Skeleton />);
    expect(container.querySelector('[data-skeleton]')).not.toBeNull();
    setOnline(false);
    expect(container.querySelector('[data-skeleton]')).toBeNull();
    expect(screen.getByText(offline.liveData)).toBeInTheDocument();
  });
});
