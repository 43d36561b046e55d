import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { validation } from '@/src/contracts/messages';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('says nothing until a required box has been touched', async () => {
    render(
      <>
        <Checkbox label="I agree to the terms" required />
        <button type="button">next</button>
      </>,
    );
    expect(screen.queryByText(validation.required)).not.toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: /I agree to the terms/ });
    await userEvent.click(box);
    expect(screen.queryByText(validation.required)).not.toBeInTheDocument();
    await userEvent.click(box);
    expect(screen.getByText('Value is required')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Value is required');
  });

  it('says it is required after a blur without ticking, or when the form marks it touched', async () => {
    const { rerender } = render(<Checkbox label="Agree" required />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByText('Value is required')).toBeInTheDocument();
    rerender(<Checkbox label="Other" required touched key="fresh" />);
    expect(screen.getByText('Value is required')).toBeInTheDocument();
  });

  it('is operable from the keyboard and comes in two sizes', async () => {
    const { container } = render(<Checkbox label="Small" size="small" />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Small' })).toBeChecked();
    expect(container.firstElementChild?.className).toMatch(/small/);
  });
});
