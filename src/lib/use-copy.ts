import { useCallback, useEffect, useState } from 'react';

/** Spec 4: the generic clipboard flag resets after 1,500 ms. */
export const COPY_RESET_MS = 1500;
/** Spec 4/9: the Telegram code's copy button alone says Copied for 3 seconds. */
export const TELEGRAM_COPY_RESET_MS = 3000;

export type CopyOutcome = 'copied' | 'refused';

/**
 * The one copy helper every copy button uses. The confirmation belongs to the value that was copied: the
 * button of a value that changed since (another network's address, a renewed link) no longer says Copied, and
 * it resets after `resetMs`. A button whose value can change passes it as `shown`. Without a clipboard (an insecure
 * origin, or refused) the copy answers 'refused' and
 * the caller offers the value another way (selects it, or shows it).
 */
export function useCopy({ resetMs = COPY_RESET_MS, shown }: { resetMs?: number; shown?: string } = {}) {
  const [copied, setCopied] = useState<{ value: string } | null>(null);

  // The value on show changed (a switch of network): the confirmation of the old one ends at once, and does not
  // come back if the old value is shown again.
  useEffect(() => setCopied(null), [shown]);

  useEffect(() => {
    if (copied === null) return;
    const timer = window.setTimeout(() => setCopied(null), resetMs);
    return () => window.clearTimeout(timer);
  }, [copied, resetMs]);

  const copy = useCallback(async (value: string): Promise<CopyOutcome> => {
    try {
      await navigator.clipboard.writeText(value);
      // A new object each time: copying the same value again restarts the confirmation's time.
      setCopied({ value });
      return 'copied';
    } catch {
      setCopied(null);
      return 'refused';
    }
  }, []);

  /** Whether `value`, as shown now, is the value last copied and still confirmed. */
  const isCopied = useCallback((value: string) => copied !== null && copied.value === value, [copied]);

  return { copy, isCopied };
}
