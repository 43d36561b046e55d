import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TELEGRAM_COPY_RESET_MS as COPIED_MS } from '@/src/lib/use-copy';
import { TelegramCodeDialog } from './telegram-code-dialog';
import { countdownFor, formatCountdown, TELEGRAM_CODE_SECONDS } from './use-telegram-code';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const countdown = () => screen.getByTestId('telegram-countdown');
const linkField = () => screen.getByLabelText('Your link') as HTMLInputElement;

/** A fake API: each call answers a new link valid for 300 s from "now" (the fake clock). */
function linkSource() {
  let issued = 0;
  return vi.fn(() => {
    issued += 1;
    return Promise.resolve({
      link: `https://t.me/support_bot?start=code${issued}`,
      expireTimestamp: Math.floor(Date.now() / 1000) + 300,
    });
  });
}

describe('TelegramCodeDialog (spec 2.4, 4, 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-06-01T10:00:00Z'), shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts 300 s down to zero, fetches a new link 1 s later and restarts from its expiry', async () => {
    const fetchLink = linkSource();
    render(<TelegramCodeDialog open onClose={() => {}} fetchLink={fetchLink} />);
    await advance(0);
    expect(fetchLink).toHaveBeenCalledTimes(1);
    expect(linkField().value).toBe('https://t.me/support_bot?start=code1');
    expect(countdown()).toHaveTextContent('5:00');

    await advance(1000);
    expect(countdown()).toHaveTextContent('4:59');
    await advance(298_000);
    expect(countdown()).toHaveTextContent('0:01');
    await advance(1000);
    expect(countdown()).toHaveTextContent('0:00');
    expect(fetchLink).toHaveBeenCalledTimes(1);

    // Spec 9: the refresh waits 1 second after expiry.
    await advance(999);
    expect(fetchLink).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetchLink).toHaveBeenCalledTimes(2);
    expect(linkField().value).toBe('https://t.me/support_bot?start=code2');
    expect(countdown()).toHaveTextContent('5:00');
    await advance(1000);
    expect(countdown()).toHaveTextContent('4:59');
  });

  it('shows Copied for 3 seconds after copying the link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<TelegramCodeDialog open onClose={() => {}} fetchLink={linkSource()} />);
    await advance(0);

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await advance(0);
    expect(writeText).toHaveBeenCalledWith('https://t.me/support_bot?start=code1');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await advance(COPIED_MS - 1);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('asks for no link while closed', async () => {
    const fetchLink = linkSource();
    render(<TelegramCodeDialog open={false} onClose={() => {}} fetchLink={fetchLink} />);
    await advance(5000);
    expect(fetchLink).not.toHaveBeenCalled();
  });
});

describe('countdownFor', () => {
  const now = Date.parse('2025-06-01T10:00:00Z');

  it("counts to the link's expiry", () => {
    expect(countdownFor({ link: 'l', expireTimestamp: now / 1000 + 120 }, now).deadline).toBe(now + 120_000);
  });

  it("counts the code's lifetime from receipt when the browser clock is far off the server's", () => {
    const lifetime = TELEGRAM_CODE_SECONDS * 1000;
    expect(countdownFor({ link: 'l', expireTimestamp: now / 1000 - 60 }, now).deadline).toBe(now + lifetime);
    expect(countdownFor({ link: 'l', expireTimestamp: now / 1000 + 3600 }, now).deadline).toBe(now + lifetime);
  });

  it('formats minutes and seconds', () => {
    expect([300, 61, 59, 0].map(formatCountdown)).toEqual(['5:00', '1:01', '0:59', '0:00']);
  });
});
