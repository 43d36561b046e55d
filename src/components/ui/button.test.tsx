import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('while loading is busy, disabled and shows a spinner', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(container.querySelector('[class*="spinner"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref and exposes chip selection', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} appearance="chips" selected>
        USD
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'USD' }));
    expect(ref.current).toHaveAttribute('aria-pressed', 'true');
  });

  it('icon buttons take their name from aria-label', () => {
    render(<Button appearance="icon" icon="close" aria-label="Close" />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
