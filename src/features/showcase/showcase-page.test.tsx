import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShowcasePage } from './showcase-page';

describe('ShowcasePage', () => {
  it('shows every section on labelled sample data and opens its modal', async () => {
    // Role queries over the whole page (hundreds of icons) are slow in jsdom; text and selectors keep this quick.
    const { container } = render(<ShowcasePage />);
    const headings = [...container.querySelectorAll('section > h2')].map((heading) => heading.textContent);
    expect(headings).toEqual(['Buttons', 'Icons', 'Inputs', 'Modal and popper', 'Table, amounts and states']);
    expect(screen.getByText('Showcase sample data — not real payments.')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Open modal'));
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    expect(dialog).toHaveAccessibleName('Sample top-up');
    expect(within(dialog!).getByText('Send request').closest('button')).toHaveAttribute('type', 'submit');
  }, 15_000); // the whole page in jsdom: generous so a busy CI machine does not make it flaky
});
