/**
 * Page hits go to a pluggable tracker (spec 2.5: "an analytics hit is sent" after navigation). The default
 * keeps the last hits in memory for tests and debugging; a web-analytics counter can be plugged in with
 * `setTracker` without touching the router.
 */
export interface PageHit {
  url: string;
  title: string;
  at: number;
}

export interface Tracker {
  hit(hit: PageHit): void;
  event(name: string, params?: Record<string, unknown>): void;
}

const recent: (PageHit | { event: string; params?: Record<string, unknown>; at: number })[] = [];

const memoryTracker: Tracker = {
  hit: (hit) => {
    recent.push(hit);
    if (recent.length > 50) recent.shift();
  },
  event: (name, params) => {
    recent.push({ event: name, params, at: Date.now() });
    if (recent.length > 50) recent.shift();
  },
};

let tracker: Tracker = memoryTracker;
export const setTracker = (next: Tracker) => {
  tracker = next;
};
export const trackPage = (url: string, title: string) => tracker.hit({ url, title, at: Date.now() });
export const trackEvent = (name: string, params?: Record<string, unknown>) => tracker.event(name, params);

if (typeof window !== 'undefined') {
  // Readable from e2e tests and the console; holds only paths and titles, never personal data.
  (window as unknown as { __analytics: typeof recent }).__analytics = recent;
}

const CLIENT_ID_KEY = 'analytics-client-id';

/**
 * This browser's web-analytics client id (spec 7: registration sends `clientId`), made once and kept, so a
 * registration can be tied to the visits before it. Undefined where storage is unavailable.
 */
export function analyticsClientId(): string | undefined {
  try {
    let id = localStorage.getItem(CLIENT_ID_KEY);
    if (!id) {
      id =
        typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
          ? crypto.randomUUID()
          : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
      localStorage.setItem(CLIENT_ID_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}
