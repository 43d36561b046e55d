import { ANALYTICS_EVENTS_PATH, ANALYTICS_LIMITS, type AnalyticsEventName } from '@/src/contracts/analytics-events';
import { timezoneHeader } from './timezone';
import { readToken } from './token-storage';

/**
 * First-party analytics (issue 22; spec 2.5 "an analytics hit is sent" after navigation). Hits and product
 * events are queued and sent to the portal itself in batches: every few seconds, on a full batch, and with
 * `navigator.sendBeacon` when the page is hidden. A batch that cannot be sent (offline, server down) waits
 * in IndexedDB and goes with the next send once online; the server stores each event id once, so sending a
 * batch twice is harmless. A visitor who declined analytics on the cookie page sends nothing.
 *
 * This file loads with the first screen: it imports no schemas (decision 006) and loads IndexedDB code only
 * when a batch has to wait.
 */

export interface QueuedEvent {
  id: string;
  type: 'hit' | 'event';
  name: string;
  referrer: string | null;
  durationMs: number | null;
  at: string;
}

const CLIENT_ID_KEY = 'analytics-client-id';
export const CONSENT_KEY = 'analytics-consent';
const OUTBOX_KEY = 'analytics-outbox';
/** How long events wait for company before they are sent. */
export const FLUSH_DELAY_MS = 5_000;
/** A queue this long is sent at once. */
const FLUSH_AT = 20;
/** At most this many events wait offline; the oldest are dropped first. */
const OUTBOX_CAP = 5_000;

// ---- consent ----

/** 'declined' when the visitor switched analytics off on the cookie page; first-party hits are on otherwise. */
export function analyticsConsent(): 'granted' | 'declined' {
  try {
    return localStorage.getItem(CONSENT_KEY) === 'declined' ? 'declined' : 'granted';
  } catch {
    return 'declined';
  }
}

/** Declining also forgets what is queued or waiting offline: none of it is sent. */
export function setAnalyticsConsent(choice: 'granted' | 'declined') {
  localStorage.setItem(CONSENT_KEY, choice);
  if (choice === 'declined') {
    queue = [];
    void import('idb-keyval').then(({ del }) => del(OUTBOX_KEY)).catch(() => undefined);
  }
}

// ---- the client id ----

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * This browser's analytics client id, made once and kept in localStorage (spec 7: registration sends it as
 * `clientId`; `PATCH user/update-ym-client-id` syncs it for role 2). Undefined where storage is unavailable.
 */
export function analyticsClientId(): string | undefined {
  try {
    let id = localStorage.getItem(CLIENT_ID_KEY);
    if (!id) {
      id = newId();
      localStorage.setItem(CLIENT_ID_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

// ---- recording ----

/** The last hits and events, readable from e2e tests and the console; paths and titles only, never personal data. */
const recent: (
  { url: string; title: string; at: number } | { event: string; params?: Record<string, unknown>; at: number }
)[] = [];
const remember = (entry: (typeof recent)[number]) => {
  recent.push(entry);
  if (recent.length > 50) recent.shift();
};

let queue: QueuedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let lastHit: { template: string; at: number } | null = null;

function enqueue(event: Omit<QueuedEvent, 'id' | 'at'>) {
  if (analyticsConsent() === 'declined' || analyticsClientId() === undefined) return;
  queue.push({ ...event, id: newId(), at: new Date().toISOString() });
  listenOnce();
  if (queue.length >= FLUSH_AT) void flushAnalytics();
  else timer ??= setTimeout(() => void flushAnalytics(), FLUSH_DELAY_MS);
}

/**
 * A page hit: `template` is the route's path template (`/admin/clients/$id`), never the address with its
 * ids; the previous page's template and how long it was open go with it.
 */
export function trackPage(url: string, title: string, template: string = new URL(url, 'http://x').pathname) {
  remember({ url, title, at: Date.now() });
  const now = Date.now();
  enqueue({
    type: 'hit',
    name: template,
    referrer: lastHit?.template ?? null,
    durationMs: lastHit ? Math.min(now - lastHit.at, 86_400_000) : null,
  });
  lastHit = { template, at: now };
}

/** A product event of issue 22; `params` stay in this browser (the debug list), only the name is sent. */
export function trackEvent(name: AnalyticsEventName, params?: Record<string, unknown>) {
  remember({ event: name, params, at: Date.now() });
  enqueue({ type: 'event', name, referrer: lastHit?.template ?? null, durationMs: null });
}

// ---- sending ----

function device() {
  const standalone =
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches) ||
    (navigator as { standalone?: boolean }).standalone === true;
  const mobile =
    /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent) ||
    (typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches);
  return { standalone, mobile };
}

const bodyOf = (events: QueuedEvent[]) => JSON.stringify({ clientId: analyticsClientId(), device: device(), events });
const url = `/api${ANALYTICS_EVENTS_PATH}`;

/** 'sent', 'dropped' (the server refused it: sending it again would not help) or 'wait' (try later). */
async function post(events: QueuedEvent[]): Promise<'sent' | 'dropped' | 'wait'> {
  const token = readToken();
  try {
    const res = await fetch(url, {
      method: 'POST',
      keepalive: true,
      // The headers every API call carries (spec 7), as src/lib/api-client sets them for the contract calls.
      headers: {
        'content-type': 'application/json',
        timezone: timezoneHeader(),
        ...(token && { authorization: `Bearer ${token.accessToken}` }),
      },
      body: bodyOf(events),
    });
    if (res.ok) return 'sent';
    return res.status === 429 || res.status >= 500 ? 'wait' : 'dropped';
  } catch {
    return 'wait';
  }
}

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

async function keepOffline(events: QueuedEvent[]) {
  if (events.length === 0 || analyticsConsent() === 'declined') return;
  try {
    const { get, set } = await import('idb-keyval');
    const waiting = ((await get<QueuedEvent[]>(OUTBOX_KEY)) ?? []).concat(events);
    await set(OUTBOX_KEY, waiting.slice(-OUTBOX_CAP));
  } catch {
    // No IndexedDB (private mode): these events are lost, which analytics can afford.
  }
}

let flushing: Promise<void> | null = null;

/** Sends what is queued, then what waited offline. Concurrent calls join the one running. */
export function flushAnalytics(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  flushing ??= (async () => {
    const events = queue;
    queue = [];
    if (analyticsConsent() === 'declined') return;
    const online = typeof navigator === 'undefined' || navigator.onLine !== false;
    for (const batch of chunks(events, ANALYTICS_LIMITS.batchSize)) {
      if (!online || (await post(batch)) === 'wait') await keepOffline(batch);
    }
    if (online) await sendOutbox();
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendOutbox() {
  let waiting: QueuedEvent[] | undefined;
  try {
    const { get, del } = await import('idb-keyval');
    waiting = await get<QueuedEvent[]>(OUTBOX_KEY);
    if (!waiting?.length) return;
    await del(OUTBOX_KEY);
  } catch {
    return;
  }
  for (const batch of chunks(waiting, ANALYTICS_LIMITS.batchSize)) {
    if ((await post(batch)) === 'wait') await keepOffline(batch);
  }
}

/** On page hide the queue goes by beacon (it survives the page); offline it waits in IndexedDB instead. */
function sendOnHide() {
  const events = queue;
  queue = [];
  if (timer) clearTimeout(timer);
  timer = null;
  if (events.length === 0 || analyticsConsent() === 'declined') return;
  if (navigator.onLine === false || typeof navigator.sendBeacon !== 'function') {
    void keepOffline(events);
    return;
  }
  for (const batch of chunks(events, ANALYTICS_LIMITS.batchSize)) {
    if (!navigator.sendBeacon(url, new Blob([bodyOf(batch)], { type: 'application/json' }))) void keepOffline(batch);
  }
}

let listening = false;
function listenOnce() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendOnHide();
  });
  window.addEventListener('pagehide', sendOnHide);
  window.addEventListener('online', () => void flushAnalytics());
  // What waited offline from an earlier visit goes once this one is under way.
  setTimeout(() => void flushAnalytics(), FLUSH_DELAY_MS);
}

if (typeof window !== 'undefined') (window as unknown as { __analytics: typeof recent }).__analytics = recent;
