import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import styles from './update-prompt.module.css';

/** How often an open app asks the server for a new service worker (also on returning to the tab). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Tab switches come in bursts: at most one check per this interval. */
const MIN_CHECK_GAP_MS = 60 * 1000;

let registration: ServiceWorkerRegistration | undefined;
let lastCheck = 0;

/** Asks for a new sw.js unless offline or an install is already under way; failures are retried next time. */
function checkForUpdate() {
  if (!registration || registration.installing || !navigator.onLine) return;
  if (Date.now() - lastCheck < MIN_CHECK_GAP_MS) return;
  lastCheck = Date.now();
  registration.update().catch(() => undefined);
}

let reloading = false;
/** The new worker controls this page: load the page again under it, once. */
function reloadOnce() {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/**
 * Registers the service worker from the app bundle (CSP allows no inline script: vite-plugin-pwa runs with
 * `injectRegister: false`) and shows "A new version is available." while a new worker waits. Reload tells it
 * to take over (SKIP_WAITING); workbox-window reloads the page once it controls it.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onNeedReload: reloadOnce,
    onRegisteredSW(_url, reg) {
      if (!reg || registration) return;
      registration = reg;
      lastCheck = Date.now();
      setInterval(checkForUpdate, UPDATE_CHECK_MS);
    },
  });

  // An app left open on a phone is mostly resumed, not reloaded: look for an update when it comes back.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') checkForUpdate();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const activateUpdate = () => {
    // workbox-window reloads only when the page had a controller at registration; a first visit that the
    // worker claimed afterwards has none, so the switch of controller is watched here as well.
    navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
    void updateServiceWorker(true);
  };

  if (!needRefresh) return null;
  return (
    <div className={styles.prompt} role="status" aria-live="polite">
      <span>A new version is available.</span>
      <button type="button" className={styles.reload} onClick={activateUpdate}>
        Reload
      </button>
      <button type="button" className={styles.later} onClick={() => setNeedRefresh(false)}>
        Later
      </button>
    </div>
  );
}
