import { useSyncExternalStore } from 'react';
import { call } from '@/src/lib/api-client';
import { onSessionEnd } from '@/src/lib/session';
import { notificationRoutes } from './notification-routes';

/**
 * Web push in this browser, as the person sees it:
 * - `unsupported`: no service worker, Push API or Notification API here;
 * - `ios-install`: iOS Safari outside a Home Screen app, where push exists only for installed apps (16.4+);
 * - `blocked`: the person (or a policy) denied notifications; only the browser's site settings can undo it;
 * - `off`: allowed or not yet asked, and no subscription; `on`: subscribed and the server has it;
 * - `failed`: subscribing or telling the server failed; `checking`/`busy` while finding out or changing.
 * The bell polls every 30 s in every state but `on` (spec 4 with the design card: push replaces the poll).
 */
export type PushState = 'checking' | 'unsupported' | 'ios-install' | 'blocked' | 'off' | 'on' | 'failed' | 'busy';

let state: PushState = 'checking';
let failure: string | null = null;
const listeners = new Set<() => void>();

function setState(next: PushState, message: string | null = null) {
  state = next;
  failure = message;
  listeners.forEach((listener) => listener());
}

const subscribeState = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current push state and, after a failure, what went wrong. */
export function usePushState(): { state: PushState; failure: string | null } {
  const current = useSyncExternalStore(
    subscribeState,
    () => state,
    () => 'checking' as PushState,
  );
  return { state: current, failure };
}

/** Whether push delivers the bell's news, so the 30-second poll can stop. */
export const isPushActive = () => state === 'on';
export function usePushActive(): boolean {
  return useSyncExternalStore(subscribeState, isPushActive, () => false);
}

/** iPhone and iPad (iPadOS reports itself as a Mac with touch). */
export function isIos(nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> = navigator): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
}

/** Opened from the Home Screen (or installed on the desktop) rather than in a browser tab. */
export function isStandalone(): boolean {
  return (
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia?.('(display-mode: standalone)').matches === true
  );
}

function pushSupported(): boolean {
  return (
    'serviceWorker' in navigator &&
    typeof window.PushManager !== 'undefined' &&
    typeof window.Notification !== 'undefined'
  );
}

/** The VAPID key arrives as base64url; PushManager wants its bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

/** Sends the browser's subscription to the server (the same endpoint again replaces it: safe to repeat). */
async function tellServer(subscription: PushSubscription) {
  const json = subscription.toJSON();
  await call(
    notificationRoutes.pushSubscribe,
    {
      body: {
        endpoint: json.endpoint ?? subscription.endpoint,
        expirationTime: json.expirationTime ?? null,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      },
    },
    { suppressToast: [0, 400, 401, 403, 404, 422, 429, 500, 502, 503] },
  );
}

const FAILED_TEXT = 'Push notifications could not be turned on. The bell keeps checking every 30 seconds.';

let started = false;
/**
 * Finds out the state once per page load. An existing subscription is sent to the server again: it may
 * belong to the account that used this browser before, or the server may have dropped it after a failure.
 */
export async function startPush(): Promise<void> {
  if (started) return;
  started = true;
  if (!pushSupported()) return setState(isIos() && !isStandalone() ? 'ios-install' : 'unsupported');
  watchPermission();
  await refreshState(true);
}

async function refreshState(resend: boolean) {
  if (Notification.permission === 'denied') return setState('blocked');
  try {
    const subscription = Notification.permission === 'granted' ? await currentSubscription() : null;
    if (!subscription) return setState('off');
    if (resend) await tellServer(subscription);
    setState('on');
  } catch {
    setState('failed', FAILED_TEXT);
  }
}

/** A permission withdrawn in the browser's site settings turns push off here too, and the poll resumes. */
function watchPermission() {
  void navigator.permissions
    ?.query({ name: 'notifications' })
    .then((status) => {
      status.onchange = () => void refreshState(false);
    })
    .catch(() => undefined);
}

/**
 * Turns push on. Must run from a click: the permission prompt is asked first, synchronously within the gesture.
 */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) {
    setState(isIos() && !isStandalone() ? 'ios-install' : 'unsupported');
    return state;
  }
  const permission = Notification.requestPermission();
  setState('busy');
  try {
    if ((await permission) !== 'granted') {
      setState(Notification.permission === 'denied' ? 'blocked' : 'off');
      return state;
    }
    const { publicKey } = await call(notificationRoutes.pushPublicKey, {}, { suppressToast: [0, 404, 500, 502, 503] });
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(publicKey),
      }));
    await tellServer(subscription);
    setState('on');
  } catch {
    setState('failed', FAILED_TEXT);
  }
  return state;
}

/** Turns push off on both sides: the server forgets the endpoint, the browser drops the subscription. */
export async function disablePush(): Promise<PushState> {
  setState('busy');
  try {
    const subscription = await currentSubscription();
    if (subscription) {
      await call(
        notificationRoutes.pushUnsubscribe,
        { body: { endpoint: subscription.endpoint } },
        { suppressToast: [0, 404] },
      ).catch(() => undefined);
      await subscription.unsubscribe();
    }
    setState('off');
  } catch {
    setState('failed', 'Push notifications could not be turned off. Try again.');
  }
  return state;
}

// Whoever signs in next on this browser must not get this user's pushes: the browser's subscription is
// dropped (the token is already gone, so the server learns it from the push service's 410 on the next send).
onSessionEnd(async () => {
  if (!pushSupported() || !navigator.serviceWorker.controller) return;
  const subscription = await currentSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => undefined);
  started = false;
  setState('checking');
});
