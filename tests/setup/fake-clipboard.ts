import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For a describe block of copy tests: fake timers (the "Copied" flag's reset is timed) and a clipboard that
 * records what was written. Returns what was written so far and a way to move the clock.
 */
export function useFakeClipboard() {
  const written: string[] = [];
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    written.length = 0;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => (written.push(text), Promise.resolve()) },
    });
  });
  afterEach(() => vi.useRealTimers());
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  return { written, advance };
}
