import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChipChoices } from './chip-choices';

const CHOICES = [
  { value: undefined, label: 'All' },
  { value: 'draft', label: 'Drafts' },
] as const;

describe('ChipChoices', () => {
  it('presses the chosen chip only, "All" standing for no value', () => {
    const { rerender } = render(<ChipChoices choices={CHOICES} value={undefined} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Drafts' })).toHaveAttribute('aria-pressed', 'false');
    rerender(<ChipChoices choices={CHOICES} value="draft" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Drafts' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("gives the clicked chip's value, undefined for All", async () => {
    const onChange = vi.fn();
    render(<ChipChoices choices={CHOICES} value="draft" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await userEvent.click(screen.getByRole('button', { name: 'Drafts' }));
    expect(onChange.mock.calls).toEqual([[undefined], ['draft']]);
  });
});
