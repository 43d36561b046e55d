import { disablePush, enablePush, usePushState, type PushState } from '@/src/lib/notifications/web-push';
import { Button } from '@/src/components/ui/button';
import styles from './bell.module.css';

const STATE_TEXT: Record<PushState, string> = {
  checking: 'Checking push notifications…',
  busy: 'Working…',
  on: 'Push notifications are on.',
  off: 'Push notifications are off. The bell checks for news every 30 seconds.',
  blocked:
    'Push notifications are blocked by the browser. Allow notifications for this site in the browser settings to ' +
    'turn them on.',
  unsupported: 'This browser does not support push notifications. The bell checks for news every 30 seconds.',
  'ios-install':
    'To get push notifications on iPhone or iPad, add Cardportal to your Home Screen: tap Share, then "Add to ' +
    'Home Screen", and open it from there.',
  failed: 'Push notifications could not be turned on. The bell checks for news every 30 seconds.',
};

/**
 * "Turn on push notifications": the permission is asked only from this click (spec of the Notifications API:
 * a prompt needs a user gesture), and the state is always said, including when the browser blocks it.
 */
export function PushToggle() {
  const { state, failure } = usePushState();
  const text = state === 'failed' && failure ? failure : STATE_TEXT[state];
  return (
    <div className={styles.push}>
      <p className={styles.pushState} role="status" data-push-state={state}>
        {text}
      </p>
      {(state === 'off' || state === 'failed') && (
        <Button appearance="secondary" icon="bell" onClick={() => void enablePush()}>
          Turn on push notifications
        </Button>
      )}
      {state === 'on' && (
        <Button appearance="ghost" onClick={() => void disablePush()}>
          Turn off push notifications
        </Button>
      )}
      {state === 'busy' && (
        <Button appearance="secondary" loading disabled>
          Turn on push notifications
        </Button>
      )}
    </div>
  );
}
