import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in TypeScript's DOM lib). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install offer for a button to use later. The browser fires `beforeinstallprompt` once per
 * page load, possibly before the signed-in shell (and its menu) has loaded, so this listens from the start.
 */
export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Without preventDefault Chromium shows its own mini-infobar; the user menu offers "Install app" instead.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

/** Whether the browser offers installation now, and a function that shows its dialog (from a click). */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<boolean> } {
  const available = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => offer !== null,
    () => false,
  );
  return { canInstall: available, install: promptInstall };
}

/** Shows the browser's install dialog; an offer can be used once, accepted or not. */
async function promptInstall(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  offer = null;
  changed();
  await current.prompt();
  const { outcome } = await current.userChoice;
  return outcome === 'accepted';
}
