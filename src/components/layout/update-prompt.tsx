import { useRegisterSW } from 'virtual:pwa-register/react';
import styles from './update-prompt.module.css';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** "A new version is available": shown when a new service worker waits; Reload activates it. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });
  if (!needRefresh) return null;
  return (
    <div className={styles.prompt} role="status" aria-live="polite">
      <span>A new version is available.</span>
      <button type="button" className={styles.reload} onClick={() => void updateServiceWorker(true)}>
        Reload
      </button>
      <button type="button" className={styles.later} onClick={() => setNeedRefresh(false)}>
        Later
      </button>
    </div>
  );
}
