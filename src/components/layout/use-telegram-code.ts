import { useEffect, useState } from 'react';

/** Spec 4/9: the Telegram code lives 300 s; 1 s after it runs out a new link is fetched. */
export const TELEGRAM_CODE_SECONDS = 300;
export const TELEGRAM_REFRESH_DELAY_MS = 1000;

export interface TelegramLink {
  link: string;
  /** Seconds since the epoch (spec 3 "Messaging link"). */
  expireTimestamp: number;
}

interface Countdown {
  link: string;
  /** When the countdown reaches zero, on this browser's clock. */
  deadline: number;
}

/**
 * The countdown follows the link's expireTimestamp. A browser clock far off the server's could put a fresh
 * link at or past zero (and fetch again every second), so then the code's known lifetime is counted from
 * receipt instead.
 */
export function countdownFor(link: TelegramLink, receivedAt: number): Countdown {
  const untilExpiry = link.expireTimestamp * 1000 - receivedAt;
  const usable = untilExpiry > 0 && untilExpiry <= TELEGRAM_CODE_SECONDS * 1000 + 5_000;
  return { link: link.link, deadline: receivedAt + (usable ? untilExpiry : TELEGRAM_CODE_SECONDS * 1000) };
}

export const secondsLeft = (deadline: number, now: number) => Math.max(0, Math.ceil((deadline - now) / 1000));

/** 300 → '5:00', 59 → '0:59'. */
export const formatCountdown = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export type TelegramCodeState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; link: string; seconds: number; renewing: boolean };

/**
 * The Telegram authorization code of spec 2.4/4 while `active`: fetches a link, counts down to its expiry
 * and, 1 s after zero, fetches a new one and counts down from the new expiry.
 */
export function useTelegramCode(fetchLink: (signal: AbortSignal) => Promise<TelegramLink>, active: boolean) {
  const [countdown, setCountdown] = useState<Countdown | null>(null);
  const [failed, setFailed] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  // Each increment asks for a new link.
  const [request, setRequest] = useState(0);

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    setFailed(false);
    fetchLink(controller.signal).then(
      (link) => {
        if (controller.signal.aborted) return;
        const receivedAt = Date.now();
        setCountdown(countdownFor(link, receivedAt));
        setNow(receivedAt);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [active, request, fetchLink]);

  useEffect(() => {
    if (!active || !countdown) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active, countdown]);

  const seconds = countdown ? secondsLeft(countdown.deadline, now) : null;

  useEffect(() => {
    if (!active || seconds !== 0 || failed) return;
    const timer = window.setTimeout(() => setRequest((n) => n + 1), TELEGRAM_REFRESH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [active, seconds, failed, countdown]);

  // Closing forgets the countdown: the next opening asks fetchLink again (the app's entry answers a link still valid).
  useEffect(() => {
    if (!active) setCountdown(null);
  }, [active]);

  let state: TelegramCodeState;
  if (failed) state = { status: 'failed' };
  else if (!countdown || seconds === null) state = { status: 'loading' };
  else state = { status: 'ready', link: countdown.link, seconds, renewing: seconds === 0 };
  return { state, retry: () => setRequest((n) => n + 1) };
}
