import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Modal } from './modal';
import { Popper } from './popper';
import { computePopperPosition, type PopperPlacement } from './popper-position';

function Example() {
  return (
    <>
      <Popper trigger={<Button>Filters</Button>} label="Filters panel">
        <button type="button">Apply</button>
      </Popper>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('Popper', () => {
  it('opens from its trigger, takes focus and wires ARIA', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const panel = screen.getByRole('dialog', { name: 'Filters panel' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    // jsdom lays nothing out: the anchor sits at 0,0, so the panel lands the offset (12 px) below it.
    expect(panel.style.top).toBe('12px');
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on an outside click', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives focus back to the trigger after a click on the page outside it', async () => {
    render(
      <main tabIndex={-1} data-testid="page">
        <Example />
      </main>,
    );
    const trigger = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.click(screen.getByTestId('page'));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('leaves focus on a control the outside click chose', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await userEvent.click(elsewhere);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(elsewhere).toHaveFocus();
  });

  it('closes when focus moves on past the trigger and panel', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('inside a modal, Escape closes only the popper', async () => {
    const onClose = vi.fn();
    render(
      <Modal open title="Card" onClose={onClose}>
        <Popper trigger={<Button>More</Button>}>hint</Popper>
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('honours an open delay', async () => {
    vi.useFakeTimers();
    try {
      render(
        <Popper trigger={<Button>Info</Button>} openOn="hover" openDelay={300}>
          details
        </Popper>,
      );
      act(() => screen.getByRole('button', { name: 'Info' }).focus());
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(300));
      expect(screen.getByRole('tooltip')).toHaveTextContent('details');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('computePopperPosition', () => {
  const viewport = { width: 1000, height: 800 };
  const anchor = { top: 100, bottom: 140, left: 200, right: 300, width: 100, height: 40 };
  const panel = { width: 240, height: 200 };
  /** Where the 240 × 200 panel goes, 12 px from `from`, in the 1000 × 800 viewport. */
  const place = (from: typeof anchor, placement: PopperPlacement) =>
    computePopperPosition(from, panel, placement, 12, viewport);

  it('places below, 12 px away, aligned to the start or end', () => {
    expect(place(anchor, 'bottom-start')).toEqual({ top: 152, left: 200, side: 'bottom' });
    expect(place(anchor, 'bottom-end').left).toBe(60);
  });

  it('centres above for top and flips when there is no room', () => {
    expect(place(anchor, 'top')).toMatchObject({ side: 'bottom' });
    const low = { ...anchor, top: 700, bottom: 740 };
    expect(place(low, 'bottom-start')).toEqual({ top: 488, left: 200, side: 'top' });
    expect(place(low, 'top').left).toBe(130);
  });

  it('stays inside the viewport horizontally', () => {
    const nearRight = { ...anchor, left: 900, right: 990 };
    expect(place(nearRight, 'bottom-start').left).toBe(752);
  });
});
