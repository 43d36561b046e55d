import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validation } from '@/src/contracts/messages';
import type { Referral } from '@/src/contracts/referrals';
import { ApiError } from '@/src/lib/api-error';
import { ReferralFormDialog } from './referral-form-dialog';

const affiliateHub: Referral = {
  id: 7,
  name: 'Affiliate Hub',
  referral: 'AFFHUB2025PARTNR',
  condition: 'First 3 transfers free',
  freeTransferAmount: '500.00',
  freeTransferCount: 3,
  companyId: null,
  createdAt: {
    date: '2025-03-01T10:00:00.000+00:00',
    timestamp: 1740823200,
    serverTimezone: 'UTC',
    serverTimezoneOffset: '+00:00',
  },
};

function setup(referral: Referral | null = null, onSubmit = vi.fn((_body: unknown) => Promise.resolve())) {
  const onClose = vi.fn();
  render(<ReferralFormDialog referral={referral} onSubmit={onSubmit} onClose={onClose} />);
  return {
    user: userEvent.setup(),
    name: screen.getByLabelText(/^Name/),
    condition: screen.getByLabelText(/^Condition/),
    amount: screen.getByLabelText(/^Free transfer amount/),
    count: screen.getByLabelText(/^Free transfer count/),
    submit: screen.getByRole('button', { name: referral ? 'Save' : 'Create' }),
    onSubmit,
    onClose,
  };
}

// Typing through user-event in jsdom is slow; generous limits keep a busy CI machine from failing these.
describe('ReferralFormDialog (issue 3 item 6)', { timeout: 20_000 }, () => {
  it('shows the spec messages on blur', async () => {
    const { user, name, amount, count } = setup();
    await user.click(name);
    await user.tab();
    expect(name).toHaveAccessibleDescription(validation.required);

    await user.type(amount, '1.234');
    await user.tab();
    expect(amount).toHaveAccessibleDescription(new RegExp(`^${validation.decimalPlaces(2)}`));
    await user.clear(amount);
    await user.type(amount, '-1');
    expect(await screen.findByText(validation.between(0, '1000000000'))).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, 'ten');
    expect(await screen.findByText(validation.decimal)).toBeInTheDocument();

    await user.type(count, '1.5');
    await user.tab();
    expect(await screen.findByText(validation.integer)).toBeInTheDocument();
    await user.clear(count);
    await user.type(count, '-2');
    expect(await screen.findByText(validation.between(0, 1_000_000))).toBeInTheDocument();
  });

  it('on submit shows every error, focuses the first invalid field and sends nothing', async () => {
    const { user, name, amount, count, submit, onSubmit } = setup();
    await user.type(amount, '5');
    await user.click(submit);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(count).toHaveAccessibleDescription(new RegExp(`^${validation.required}`));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the contract body: trimmed text, the amount as a decimal string, the count as a number', async () => {
    const { user, name, amount, count, submit, onSubmit, onClose } = setup();
    await user.type(name, '  Partner Network ');
    await user.type(amount, '10.5');
    await user.type(count, '2');
    await user.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Partner Network',
      condition: null,
      freeTransferAmount: '10.5',
      freeTransferCount: 2,
    });
  });

  it('edits prefilled values and sends the changes', async () => {
    const { user, name, condition, amount, count, submit, onSubmit } = setup(affiliateHub);
    expect(name).toHaveValue('Affiliate Hub');
    expect(condition).toHaveValue('First 3 transfers free');
    expect(amount).toHaveValue('500.00');
    expect(count).toHaveValue('3');
    await user.clear(count);
    await user.type(count, '5');
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Affiliate Hub',
      condition: 'First 3 transfers free',
      freeTransferAmount: '500.00',
      freeTransferCount: 5,
    });
  });

  it("shows the server's 422 errors on the fields and stays open", async () => {
    const refuse = vi.fn(() =>
      Promise.reject(new ApiError(422, 'The given data was invalid', 'company/referral', { name: ['Name is taken'] })),
    );
    const { user, name, submit, onClose } = setup(affiliateHub, refuse);
    await user.click(submit);
    expect(await screen.findByText('Name is taken')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });
});
