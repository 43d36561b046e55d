import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Amount } from './amount';

describe('Amount', () => {
  it('marks a debit by sign and colour', () => {
    const { container } = render(<Amount value="-1234.5" currency="USD" />);
    expect(screen.getByText('-$1,234.50')).toBeInTheDocument();
    expect(container.firstElementChild?.className).toMatch(/debit/);
  });

  it('in statement style gives credits a plus and green', () => {
    const { container } = render(<Amount value="10" currency="EUR" signed />);
    expect(screen.getByText('+€10.00')).toBeInTheDocument();
    expect(container.firstElementChild?.className).toMatch(/credit/);
  });

  it('shows the mark and label for USDC and the USDT networks', () => {
    const { container } = render(<Amount value="5" currency="USDT_TRC" />);
    expect(container).toHaveTextContent('5.00₮USDT TRC20');
    expect(container.querySelector('[data-currency-mark="USDT_TRC"]')).not.toBeNull();
  });

  it('can show exact amounts without rounding', () => {
    render(<Amount value="0.123456" currency="USDT" exact />);
    expect(screen.getByText('₮0.123456')).toBeInTheDocument();
  });
});
