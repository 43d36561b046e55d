import { useId, type ReactNode } from 'react';
import { offline } from '@/src/contracts/messages';
import { useOnline, useWaitingForServer } from '@/src/lib/use-online';
import { Button, type ButtonProps } from './button';
import styles from './online-only.module.css';

/** Said beside an action that needs the server while the browser is offline. */
export const OFFLINE_ACTION_REASON = offline.action;

/**
 * How a control says it needs the server: the attribute is on it online and offline, and offline the control is
 * disabled. The offline e2e walk (tests/e2e/offline-walk.spec.ts) finds every such control by it.
 */
export const needsServerMark = { 'data-needs-server': '' } as const;

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

/** The reason line on its own, for places that disable their action themselves or group several actions. */
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
 * A Button that needs the server: disabled while offline, with the reason shown before it and tied to it for
 * screen readers (`aria-describedby`). Use it for every action that moves money or otherwise needs the server.
 * Where several such buttons sit together, one `<OfflineReason id>` says it once and each passes `reasonId`.
 */
export function OnlineOnlyButton({
  offlineReason = OFFLINE_ACTION_REASON,
  reasonId: sharedReasonId,
  disabled,
  ...props
}: ButtonProps & { offlineReason?: string; reasonId?: string }) {
  const { online } = useOnlineAction(offlineReason);
  const ownReasonId = useId();
  const reasonId = sharedReasonId ?? ownReasonId;
  return (
    <>
      {!online && !sharedReasonId && <OfflineReason id={reasonId} reason={offlineReason} />}
      <Button
        {...props}
        {...needsServerMark}
        disabled={disabled || !online}
        aria-describedby={online ? props['aria-describedby'] : reasonId}
      />
    </>
  );
}

/** What stands where live data would load, offline, when the last visit kept none of it. */
export function AvailableWhenOnline({ className }: { className?: string }) {
  return (
    <span className={[styles.placeholder, className].filter(Boolean).join(' ')} data-offline-placeholder>
      {offline.liveData}
    </span>
  );
}

/**
 * `fallback` while the data can still arrive (online, or the saved cache is being read back), otherwise the
 * "available when online" line: for a section that would show a loading state for ever offline.
 */
export function LoadingOrOffline({ fallback }: { fallback: ReactNode }) {
  const waiting = useWaitingForServer();
  return waiting ? <AvailableWhenOnline /> : <>{fallback}</>;
}
