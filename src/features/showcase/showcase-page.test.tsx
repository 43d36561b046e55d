import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShowcasePage } from './showcase-page';

describe('ShowcasePage', () => {
  it('shows every section on labelled sample data and opens its modal', async () => {
    render(<ShowcasePage />);
    for (const name of ['Buttons', 'Icons', 'Inputs', 'Modal and popper', 'Table, amounts and states']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Showcase sample data — not real payments.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open modal' }));
    expect(screen.getByRole('dialog', { name: 'Sample top-up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send request' })).toHaveAttribute('type', 'submit');
  });
});
