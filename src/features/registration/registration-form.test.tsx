import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validation } from '@/src/contracts/messages';
import { RegistrationForm } from './registration-form';

function setup(onSubmit = vi.fn(() => Promise.resolve())) {
  const onResetAll = vi.fn();
  render(<RegistrationForm initial={undefined} onSubmit={onSubmit} onResetAll={onResetAll} />);
  return {
    user: userEvent.setup(),
    email: screen.getByLabelText(/^E-mail/),
    telegram: screen.getByLabelText(/^Telegram/),
    agreement: screen.getByRole('checkbox', { name: /I agree to the Terms and the Privacy policy/ }),
    continueButton: screen.getByRole('button', { name: 'Continue' }),
    onSubmit,
    onResetAll,
  };
}

// Typing through user-event in jsdom is slow; generous limits keep a busy CI machine from failing these. The form
// checks with rules it loads on first touch, so Continue follows the typing asynchronously: waitFor, not expect.
describe('RegistrationForm (spec 2.1 step 1)', { timeout: 20_000 }, () => {
  it('keeps Continue disabled until e-mail, handle and agreement are all valid', async () => {
    const { user, email, telegram, agreement, continueButton } = setup();
    expect(continueButton).toBeDisabled();
    await user.type(email, 'founder@example.com');
    await user.type(telegram, '@founder_1');
    expect(continueButton).toBeDisabled();
    await user.click(agreement);
    await waitFor(() => expect(continueButton).toBeEnabled());

    await user.clear(telegram);
    await user.type(telegram, '@abc');
    await waitFor(() => expect(continueButton).toBeDisabled());
    await user.type(telegram, 'de');
    await waitFor(() => expect(continueButton).toBeEnabled());

    await user.clear(email);
    await user.type(email, 'founder@outlook.com');
    await waitFor(() => expect(continueButton).toBeDisabled());
  });

  it('shows the spec messages on blur', async () => {
    const { user, email, telegram, agreement } = setup();
    await user.click(email);
    await user.tab();
    expect(await screen.findByText(validation.required)).toBeInTheDocument();

    await user.type(email, 'founder@');
    expect(await screen.findByText(validation.email)).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'founder@icloud.com');
    expect(await screen.findByText(validation.registrationEmailDomain)).toBeInTheDocument();

    await user.type(telegram, 'founder');
    await user.tab();
    expect(await screen.findByText(validation.telegramHandle)).toBeInTheDocument();

    await user.click(agreement);
    await user.click(agreement);
    expect(agreement).toHaveAccessibleDescription(validation.required);
  });

  it('submits the values once valid, lower-casing the e-mail', async () => {
    const { user, email, telegram, agreement, continueButton, onSubmit } = setup();
    await user.type(email, 'Founder@Example.com');
    await user.type(telegram, '@founder_1');
    await user.click(agreement);
    await user.click(continueButton);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'founder@example.com', telegram: '@founder_1', agreement: true });
  });

  it('Reset all asks the page for an empty form', async () => {
    const { user, onResetAll } = setup();
    await user.click(screen.getByRole('button', { name: 'Reset all' }));
    expect(onResetAll).toHaveBeenCalledTimes(1);
  });
});
