import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useId, useMemo } from 'react';
import { generateTelegramAuthLink } from '@/src/contracts/auth';
import { call } from '@/src/lib/api-client';
import { messagingLinkQuery } from '@/src/lib/messaging-link';
import { notify } from '@/src/lib/notify';
import { TELEGRAM_COPY_RESET_MS, useCopy } from '@/src/lib/use-copy';
import { Button } from '@/src/components/ui/button';
import { Modal } from '@/src/components/ui/modal';
import { Spinner } from '@/src/components/ui/spinner';
import styles from './telegram-code-dialog.module.css';
import { formatCountdown, useTelegramCode, type TelegramLink } from './use-telegram-code';
import blocks from '@/src/components/ui/page-blocks.module.css';

const fetchTelegramLink = (signal: AbortSignal): Promise<TelegramLink> =>
  call(generateTelegramAuthLink, {}, { signal });

interface TelegramCodeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Where links come from; the app's shared link entry by default (tests pass their own). */
  fetchLink?: (signal: AbortSignal) => Promise<TelegramLink>;
}

/**
 * The Telegram-bot authorization code dialog (spec 2.4): a deep link to the support bot with a start code,
 * its 300-second countdown (renewed 1 s after zero) and a copy button.
 */
export function TelegramCodeDialog({ open, onClose, fetchLink }: TelegramCodeDialogProps) {
  // The app's link entry (lib/messaging-link.ts): a link fetched after the last navigation opens the dialog at once,
  // and a renewal here is the link the support button uses too (each new link voids the last).
  const queryClient = useContext(QueryClientContext);
  // One function per client: the countdown hook asks again whenever the function changes.
  const fromCache = useMemo(
    () => (queryClient ? () => queryClient.fetchQuery(messagingLinkQuery) : fetchTelegramLink),
    [queryClient],
  );
  const { state, retry } = useTelegramCode(fetchLink ?? fromCache, open);
  const linkFieldId = useId();
  const shownLink = state.status === 'ready' ? state.link : undefined;
  // Spec 4/9: Copied for 3 seconds; a renewed link is a new value, not the one copied.
  const { copy: copyText, isCopied } = useCopy({ resetMs: TELEGRAM_COPY_RESET_MS, shown: shownLink });

  async function copy(link: string) {
    if ((await copyText(link)) === 'copied') return;
    // No clipboard (an insecure origin, or refused): select the link so it can be copied by hand.
    const field = document.getElementById(linkFieldId) as HTMLInputElement | null;
    field?.select();
    notify.warning('Copying is not available here: the link is selected, copy it with your keyboard.');
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
              icon={isCopied(state.link) ? 'check' : 'copy'}
              onClick={() => void copy(state.link)}
              disabled={state.renewing}
            >
              {isCopied(state.link) ? 'Copied' : 'Copy link'}
            </Button>
          </div>
          <p className="visually-hidden" aria-live="polite">
            {isCopied(state.link) ? 'The link is copied' : ''}
          </p>
        </div>
      )}
    </Modal>
  );
}
