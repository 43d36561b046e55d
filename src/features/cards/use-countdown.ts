import { useEffect, useState } from 'react';

/** Seconds left, counting down once a second from `seconds`; calls `onEnd` at zero. */
export function useCountdown(seconds: number, onEnd: () => void): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        onEnd();
      }
    }, 250);
    return () => window.clearInterval(timer);
    // The countdown starts once per reveal; onEnd is the parent's stable "hide".
  }, [seconds]);
  return left;
}
