import { toast as text } from '@/src/contracts/messages';

/*
 * Toasts with the catalogue's defaults (spec 8, 9). The toast library loads on the first toast, not with
 * the first screen: the host mounts its Toaster then, and toasts wait until it is listening (a toast sent
 * before a Toaster subscribes would be lost).
 */

type Kind = 'success' | 'warning' | 'error';
type Listener = () => void;

let requested = false;
const hostListeners = new Set<Listener>();
let markReady: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** For the host component: whether a toast has been asked for, and a way to hear when one is. */
export const toastHost = {
  requested: () => requested,
  subscribe(listener: Listener) {
    hostListeners.add(listener);
    return () => hostListeners.delete(listener);
  },
  ready: () => markReady(),
};

function show(kind: Kind, message: string) {
  if (!requested) {
    requested = true;
    hostListeners.forEach((listener) => listener());
  }
  void Promise.all([import('sonner'), toasterReady]).then(([{ toast }]) => toast[kind](message));
}

export const notify = {
  success: (message: string = text.success) => show('success', message),
  warning: (message: string = text.warning) => show('warning', message),
  error: (message: string = text.error) => show('error', message),
};

/** Below the sticky header (its height is kept in `--header-height`, layout/header.tsx), never over it. */
const BELOW_HEADER = 'calc(var(--header-height, 64px) + 8px)';

/**
 * Spec 9: toasts last 5000 ms, at most 20, top-right. Expanded, so each has its own place in the stack
 * instead of sliding under the newest; they start below the header so the balance, bell and avatar stay
 * uncovered.
 */
export const TOASTER_PROPS = {
  position: 'top-right',
  duration: 5000,
  visibleToasts: 20,
  richColors: true,
  closeButton: true,
  expand: true,
  gap: 8,
  offset: { top: BELOW_HEADER, right: 16 },
  mobileOffset: { top: BELOW_HEADER, left: 8, right: 8 },
} as const;
