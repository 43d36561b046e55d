import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './modal';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal title="Top up" open={open} onClose={() => setOpen(false)} {...props}>
        <label>
          Amount <input />
        </label>
        <button type="button">Inside</button>
      </Modal>
    </>
  );
}

async function openModal(props: Partial<ModalProps> = {}) {
  render(<Harness {...props} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog', { name: 'Top up' });
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus', async () => {
    const dialog = await openModal({ subtitle: 'From your USD balance' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('From your USD balance');
    expect(screen.getByLabelText('Amount')).toHaveFocus();
  });

  it('traps focus: Tab wraps around inside the dialog', async () => {
    await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const inside = screen.getByRole('button', { name: 'Inside' });
    await userEvent.tab();
    expect(inside).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(inside).toHaveFocus();
  });

  it('closes on Escape, stays mounted through the fade and gives focus back to the opener', async () => {
    await openModal();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(screen.getByTestId('modal-backdrop')).toHaveAttribute('data-state', 'closing');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on a backdrop click unless closeByButtonOnly', async () => {
    await openModal();
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByTestId('modal-backdrop')).toHaveAttribute('data-state', 'closing');
  });

  it('with closeByButtonOnly ignores the backdrop but not the button', async () => {
    await openModal({ closeByButtonOnly: true });
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByTestId('modal-backdrop')).toHaveAttribute('data-state', 'open');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('modal-backdrop')).toHaveAttribute('data-state', 'closing');
  });

  it('when permanent has no close button and ignores Escape and the backdrop', async () => {
    await openModal({ permanent: true });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByTestId('modal-backdrop')).toHaveAttribute('data-state', 'open');
  });

  it("offers 'Send request' and 'Reset' by default, renamable or hidden", async () => {
    const onSubmit = vi.fn();
    const { unmount } = render(<Modal open title="A" onClose={() => {}} onSubmit={onSubmit} onReset={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    unmount();
    render(<Modal open title="B" onClose={() => {}} onSubmit={() => {}} submitText="Issue card" resetText={null} />);
    expect(screen.getByRole('button', { name: 'Issue card' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
  });
});
