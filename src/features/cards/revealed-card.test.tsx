import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RevealedCard } from './revealed-card';

const secrets = { number: '4567123412341234', cvv: '321', expiryMonth: 3, expiryYear: 2029 };

describe('RevealedCard', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the number grouped, the expiry and CVV, counts down and asks to hide at zero', async () => {
    // The countdown reads Date.now() and ticks with setInterval: both follow the fake clock.
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    let hidden = 0;
    render(<RevealedCard secrets={secrets} seconds={3} onHide={() => (hidden += 1)} />);
    expect(screen.getByTestId('card-secret-card-number')).toHaveTextContent('4567 1234 1234 1234');
    expect(screen.getByTestId('card-secret-expiry')).toHaveTextContent('03/29');
    expect(screen.getByTestId('card-secret-cvv')).toHaveTextContent('321');
    expect(screen.getByText('Hidden in 3 s')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Hidden in 2 s')).toBeInTheDocument();
    expect(hidden).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(hidden).toBe(1);
    // Once: the countdown stops at zero rather than hiding again and again.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(hidden).toBe(1);
  });

  it('labels each copy button by what it copies', () => {
    render(<RevealedCard secrets={secrets} seconds={60} onHide={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Copy the card number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the CVV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the expiry' })).toBeInTheDocument();
  });
});
