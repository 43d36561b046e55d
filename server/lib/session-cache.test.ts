import { describe, expect, it } from 'vitest';
import { LiveSessionCache, parseAuthChange, type LiveSessionRow } from './session-cache';

const row = (userId: number, companyId: number | null) =>
  ({
    user: { id: userId, companyId },
    company: null,
    revokedAt: null,
    expiresAt: new Date(),
  }) as unknown as LiveSessionRow;

function liveCache(clock = () => 0) {
  const cache = new LiveSessionCache({ maxAgeMs: 1_000, maxEntries: 3, clock });
  cache.resume();
  return cache;
}

describe('LiveSessionCache', () => {
  it('serves what it stored', () => {
    const cache = liveCache();
    cache.store('s1', row(1, 10), cache.beginRead());
    expect(cache.get('s1')?.user.id).toBe(1);
  });

  it('does not store a read that began before an invalidation', () => {
    const cache = liveCache();
    const epoch = cache.beginRead();
    cache.invalidate({ kind: 'user', id: 99 });
    cache.store('s1', row(1, 10), epoch);
    expect(cache.get('s1')).toBeNull();
  });

  it('drops exactly what a change names', () => {
    const cache = liveCache();
    cache.store('a', row(1, 10), cache.beginRead());
    cache.store('b', row(2, 10), cache.beginRead());
    cache.store('c', row(3, 20), cache.beginRead());
    cache.invalidate({ kind: 'session', id: 'a' });
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((r) => r?.user.id ?? null)).toEqual([null, 2, 3]);
    cache.invalidate({ kind: 'company', id: 10 });
    expect([cache.get('b'), cache.get('c')].map((r) => r?.user.id ?? null)).toEqual([null, 3]);
    cache.invalidate({ kind: 'user', id: 3 });
    expect(cache.size).toBe(0);
  });

  it('serves nothing and keeps nothing while its change feed is down', () => {
    const cache = liveCache();
    cache.store('a', row(1, 10), cache.beginRead());
    cache.suspend();
    expect(cache.get('a')).toBeNull();
    cache.store('a', row(1, 10), cache.beginRead());
    cache.resume();
    expect(cache.get('a')).toBeNull();
  });

  it('forgets entries older than maxAgeMs and the oldest beyond maxEntries', () => {
    let now = 0;
    const cache = liveCache(() => now);
    cache.store('a', row(1, 1), cache.beginRead());
    now = 1_001;
    expect(cache.get('a')).toBeNull();
    for (const id of ['b', 'c', 'd', 'e']) cache.store(id, row(2, 2), cache.beginRead());
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeNull();
  });
});

describe('parseAuthChange', () => {
  it('reads the payloads of migration 0003 and treats anything else as "all"', () => {
    expect(parseAuthChange('s:5f0c')).toEqual({ kind: 'session', id: '5f0c' });
    expect(parseAuthChange('u:12')).toEqual({ kind: 'user', id: 12 });
    expect(parseAuthChange('c:7')).toEqual({ kind: 'company', id: 7 });
    expect(parseAuthChange('x:7')).toEqual({ kind: 'all' });
    expect(parseAuthChange('u:abc')).toEqual({ kind: 'all' });
  });
});
