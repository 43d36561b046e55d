import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowActionsMenu } from './row-actions-menu';

const rect = (top: number) => ({ top, bottom: top + 20, left: 0, right: 40, width: 40, height: 20, x: 0, y: top });

function openMenu() {
  const onSelect = vi.fn();
  render(<RowActionsMenu label="Actions: Jane Doe" actions={[{ label: 'Block', onSelect }]} />);
  const button = screen.getByRole('button', { name: 'Actions: Jane Doe' });
  return { button, onSelect };
}

describe('RowActionsMenu', () => {
  it('stays open through a scroll that moved nothing (the one that brought the button into view)', async () => {
    const { button } = openMenu();
    await userEvent.click(button);
    expect(screen.getByRole('menuitem', { name: 'Block' })).toBeInTheDocument();
    fireEvent.scroll(window);
    expect(screen.getByRole('menuitem', { name: 'Block' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes once a scroll moved the button away from where the list was placed', async () => {
    const { button } = openMenu();
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(rect(100) as DOMRect);
    await userEvent.click(button);
    expect(screen.getByRole('menuitem', { name: 'Block' })).toBeInTheDocument();
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(rect(60) as DOMRect);
    fireEvent.scroll(window);
    expect(screen.queryByRole('menuitem', { name: 'Block' })).toBeNull();
  });

  it('closes when the window is resized', async () => {
    const { button } = openMenu();
    await userEvent.click(button);
    fireEvent(window, new Event('resize'));
    expect(screen.queryByRole('menuitem', { name: 'Block' })).toBeNull();
  });
});
