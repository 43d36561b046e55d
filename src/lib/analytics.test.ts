import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// IndexedDB is not in jsdom: an in-memory store stands in for idb-keyval's three calls.
const store = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  get: async (key: string) => store.get(key),
  set: async (key: string, value: unknown) => void store.set(key, value),
  del: async (key: string) => void store.delete(key),
}));

type Analytics = typeof import('./analytics');
let analytics: Analytics;
let sent: {
  url: string;
  body: { clientId: string; events: { name: string; type: string; referrer: string | null }[] };
}[];
let answer: () => Promise<Response>;

beforeEach(async () => {
  vi.resetModules();
  localStorage.clear();
  store.clear();
  sent = [];
  answer = async () => new Response('{}', { status: 200 });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    return answer();
  });
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
  analytics = await import('./analytics');
});
afterEach(() => vi.unstubAllGlobals());

describe('the analytics sender', () => {
  it('sends hits in one batch, by route template, each with the page before it', async () => {
    analytics.trackPage('/admin/clients/987654321?tab=cards', 'Company', '/admin/clients/$id');
    analytics.trackPage('/admin/analytics', 'Analytics', '/admin/analytics');
    analytics.trackEvent('sign-in');
    await analytics.flushAnalytics();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/analytics/events');
    expect(sent[0]!.body.clientId).toBe(analytics.analyticsClientId());
    expect(sent[0]!.body.events.map((e) => [e.type, e.name, e.referrer])).toEqual([
      ['hit', '/admin/clients/$id', null],
      ['hit', '/admin/analytics', '/admin/clients/$id'],
      ['event', 'sign-in', '/admin/analytics'],
    ]);
    expect(JSON.stringify(sent)).not.toMatch(/987654321|tab=cards/);
  });

  it('sends nothing at all once the visitor declined analytics, and forgets what waited', async () => {
    analytics.trackPage('/dashboard', 'Dashboard', '/dashboard');
    analytics.setAnalyticsConsent('declined');
    analytics.trackPage('/wallet', 'Wallet', '/wallet');
    analytics.trackEvent('transfer-made');
    await analytics.flushAnalytics();
    expect(sent).toEqual([]);
    expect(store.size).toBe(0);
  });

  it('keeps a batch in IndexedDB while offline and sends it, ids unchanged, once back online', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    analytics.trackPage('/bank', 'Bank', '/bank');
    await analytics.flushAnalytics();
    expect(sent).toEqual([]);
    const waiting = store.get('analytics-outbox') as { id: string }[];
    expect(waiting).toHaveLength(1);

    Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
    await analytics.flushAnalytics();
    expect(sent).toHaveLength(1);
    expect((sent[0]!.body.events as unknown as { id: string }[])[0]!.id).toBe(waiting[0]!.id);
    expect(store.has('analytics-outbox')).toBe(false);
  });

  it('keeps a batch the server could not take (5xx) for later, and drops one it refused (4xx)', async () => {
    answer = async () => new Response('{}', { status: 503 });
    analytics.trackPage('/team', 'Team', '/team');
    await analytics.flushAnalytics();
    expect(store.get('analytics-outbox')).toHaveLength(1);

    answer = async () => new Response('{}', { status: 422 });
    await analytics.flushAnalytics();
    expect(store.has('analytics-outbox')).toBe(false);
  });

  it('sends the queue with sendBeacon when the page is hidden', async () => {
    const beacons: Blob[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string, body: Blob) => beacons.push(body) > 0,
    });
    analytics.trackPage('/wallet', 'Wallet', '/wallet');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
    const body = JSON.parse(await beacons[0]!.text()) as { events: { name: string }[] };
    expect(body.events.map((e) => e.name)).toEqual(['/wallet']);
    await analytics.flushAnalytics();
    expect(sent).toEqual([]);
  });
});
