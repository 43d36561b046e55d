import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <ConfirmDialog
      title="Delete this group?"
      confirm="Delete group"
      danger
      busy={false}
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    >
      <p>Acme is deleted. This cannot be undone.</p>
    </ConfirmDialog>,
  );
  return { onConfirm, onClose, dialog: screen.getByRole('dialog', { name: 'Delete this group?' }) };
}

describe('ConfirmDialog', () => {
  it('says what will happen and names the action on its button', async () => {
    const { onConfirm, onClose, dialog } = renderDialog();
    expect(dialog).toHaveTextContent('Acme is deleted. This cannot be undone.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete group' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is not cancelled by a stray click while the action runs, and shows the refusal where one acted', async () => {
    const { onClose } = renderDialog({ busy: true, error: 'The lead company goes last' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The lead company goes last');
  });
});
