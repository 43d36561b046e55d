import { useId } from 'react';
import { useOnline } from '@/src/lib/use-online';
import { Button, type ButtonProps } from './button';
import styles from './online-only.module.css';

/** Said beside an action that needs the server while the browser is offline. */
export const OFFLINE_ACTION_REASON = 'You are offline. This needs a connection; reconnect to continue.';

/**
 * Whether an action that needs the server may run now, and if not, why. Nothing is queued for later: a money
 * action taken offline would run unseen when the connection returns, so it is refused up front instead.
 */
export function useOnlineAction(reason: string = OFFLINE_ACTION_REASON): {
  online: boolean;
  reason: string | undefined;
} {
  const online = useOnline();
  return { online, reason: online ? undefined : reason };
}

/** The reason line on its own, for places that disable their action themselves. */
export function OfflineReason({ reason = OFFLINE_ACTION_REASON, id }: { reason?: string; id?: string }) {
  const { online } = useOnlineAction(reason);
  if (online) return null;
  return (
    <p id={id} role="status" className={styles.reason}>
      {reason}
    </p>
  );
}

/**
 * A Button that is disabled while offline, with the reason shown before it and tied to it for screen readers
 * (`aria-describedby`). Use it for every action that moves money or otherwise needs the server.
 */
export function OnlineOnlyButton({
  offlineReason = OFFLINE_ACTION_REASON,
  disabled,
  ...props
}: ButtonProps & { offlineReason?: string }) {
  const { online } = useOnlineAction(offlineReason);
  const reasonId = useId();
  return (
    <>
      {!online && <OfflineReason id={reasonId} reason={offlineReason} />}
      <Button
        {...props}
        disabled={disabled || !online}
        aria-describedby={online ? props['aria-describedby'] : reasonId}
      />
    </>
  );
}
