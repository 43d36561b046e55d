import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isRateAbove } from '@/src/contracts/decline-rate-rule';
import { DeclineRate } from './decline-rate';

describe('isRateAbove', () => {
  it('warns strictly above the threshold, never without a rate', () => {
    expect(isRateAbove('47.06', '20')).toBe(true);
    expect(isRateAbove('20.01', '20')).toBe(true);
    expect(isRateAbove('20.00', '20')).toBe(false);
    expect(isRateAbove('20', '20.00')).toBe(false);
    expect(isRateAbove('12.5', '12.49')).toBe(true);
    expect(isRateAbove('100.00', '99.99')).toBe(true);
    expect(isRateAbove(null, '0')).toBe(false);
    expect(isRateAbove('0.00', '0')).toBe(false);
  });
});

describe('DeclineRate', () => {
  it('says in words that a rate is over the threshold', () => {
    render(<DeclineRate rate="47.06" threshold="20" />);
    expect(screen.getByText(/47\.06 %/)).toHaveTextContent('47.06 % Above the 20 % threshold');
  });
  it('shows a rate at or under the threshold without a warning', () => {
    const { container } = render(<DeclineRate rate="20.00" threshold="20" />);
    expect(container).toHaveTextContent('20.00 %');
    expect(container).not.toHaveTextContent(/threshold/);
  });
  it('says what a missing rate means where it is asked to', () => {
    const { container } = render(<DeclineRate rate={null} threshold="20" empty="No payments yet" />);
    expect(container).toHaveTextContent('No payments yet');
  });
});
