import { useEffect, useId, useState } from 'react';
import { generateTelegramAuthLink } from '@/src/contracts/auth';
import { call } from '@/src/lib/api-client';
import { notify } from '@/src/lib/notify';
import { Button } from '@/src/components/ui/button';
import { Modal } from '@/src/components/ui/modal';
import { Spinner } from '@/src/components/ui/spinner';
import styles from './telegram-code-dialog.module.css';
import { formatCountdown, useTelegramCode, type TelegramLink } from './use-telegram-code';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** Spec 4/9: the copy button says Copied for 3 seconds. */
export const COPIED_MS = 3000;

const fetchTelegramLink = (signal: AbortSignal): Promise<TelegramLink> =>
  call(generateTelegramAuthLink, {}, { signal });

interface TelegramCodeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Where links come from; the API by default (tests pass their own). */
  fetchLink?: (signal: AbortSignal) => Promise<TelegramLink>;
}

/**
 * The Telegram-bot authorization code dialog (spec 2.4): a deep link to the support bot with a start code,
 * its 300-second countdown (renewed 1 s after zero) and a copy button.
 */
export function TelegramCodeDialog({ open, onClose, fetchLink = fetchTelegramLink }: TelegramCodeDialogProps) {
  const { state, retry } = useTelegramCode(fetchLink, open);
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  const linkFieldId = useId();

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = window.setTimeout(() => setCopiedAt(null), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copiedAt]);

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setCopiedAt(Date.now());
    } catch {
      // No clipboard (an insecure origin, or refused): select the link so it can be copied by hand.
      const field = document.getElementById(linkFieldId) as HTMLInputElement | null;
      field?.select();
      notify.warning('Copying is not available here: the link is selected, copy it with your keyboard.');
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Connect Telegram"
      subtitle="Open the link in Telegram and press Start: our bot then sends you codes and news there."
      footer={
        <Button appearance="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {state.status === 'failed' ? (
        <div className={blocks.stack}>
          <p role="alert">We could not get a link right now.</p>
          <Button onClick={retry}>Try again</Button>
        </div>
      ) : state.status === 'loading' ? (
        <div className={blocks.stack}>
          <Spinner label="Getting your link" />
        </div>
      ) : (
        <div className={blocks.stack}>
          <label htmlFor={linkFieldId} className={styles.label}>
            Your link
          </label>
          <input
            id={linkFieldId}
            className={styles.link}
            value={state.link}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <p className={styles.countdown}>
            Valid for <span data-testid="telegram-countdown">{formatCountdown(state.seconds)}</span>
            {state.renewing ? <span role="status"> · The link has expired, getting a new one…</span> : null}
          </p>
          <div className={blocks.wrapRow}>
            <Button
              appearance="tg"
              onClick={() => window.open(state.link, '_blank', 'noopener,noreferrer')}
              disabled={state.renewing}
            >
              Open in Telegram
            </Button>
            <Button
              appearance="secondary"
              icon={copiedAt ? 'check' : 'copy'}
              onClick={() => void copy(state.link)}
              disabled={state.renewing}
            >
              {copiedAt ? 'Copied' : 'Copy link'}
            </Button>
          </div>
          <p className="visually-hidden" aria-live="polite">
            {copiedAt ? 'The link is copied' : ''}
          </p>
        </div>
      )}
    </Modal>
  );
}
