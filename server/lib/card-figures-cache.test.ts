import { describe, expect, it } from 'vitest';
import { CardFiguresCache, parseCardFiguresChange } from './card-figures-cache';

const figures = (spend: bigint) => ({ cardsCount: 1, spend });

function liveCache(clock = () => 0) {
  const cache = new CardFiguresCache({ maxAgeMs: 1_000, maxEntries: 2, clock });
  cache.resume();
  return cache;
}

describe('CardFiguresCache', () => {
  it('serves what it stored, for the same currency and month start only', () => {
    const cache = liveCache();
    cache.keep(7, 'USD', 100, figures(5n), cache.beginRead());
    expect(cache.figuresOf(7, 'USD', 100)?.spend).toBe(5n);
    expect(cache.figuresOf(7, 'EUR', 100)).toBeNull();
    expect(cache.figuresOf(7, 'USD', 200)).toBeNull();
    expect(cache.figuresOf(8, 'USD', 100)).toBeNull();
  });

  it('drops the holders a change names, and everyone on any other payload', () => {
    const cache = liveCache();
    for (const id of [1, 2]) cache.keep(id, 'USD', 0, figures(1n), cache.beginRead());
    cache.invalidate(parseCardFiguresChange('2,3'));
    expect(cache.figuresOf(1, 'USD', 0)).not.toBeNull();
    expect(cache.figuresOf(2, 'USD', 0)).toBeNull();
    cache.invalidate(parseCardFiguresChange('*'));
    expect(cache.size).toBe(0);
    expect(parseCardFiguresChange('1,x')).toEqual({ kind: 'all' });
    expect(parseCardFiguresChange('')).toEqual({ kind: 'all' });
  });

  it('does not store a read that began before a change', () => {
    const cache = liveCache();
    const epoch = cache.beginRead();
    cache.invalidate({ kind: 'holders', ids: [99] });
    cache.keep(7, 'USD', 0, figures(1n), epoch);
    expect(cache.figuresOf(7, 'USD', 0)).toBeNull();
  });

  it('serves and keeps nothing while its change feed is down, and ages entries out', () => {
    let now = 0;
    const cache = liveCache(() => now);
    cache.keep(7, 'USD', 0, figures(1n), cache.beginRead());
    now = 1_001;
    expect(cache.figuresOf(7, 'USD', 0)).toBeNull();
    cache.keep(7, 'USD', 0, figures(1n), cache.beginRead());
    cache.suspend();
    expect(cache.figuresOf(7, 'USD', 0)).toBeNull();
    cache.keep(7, 'USD', 0, figures(1n), cache.beginRead());
    expect(cache.size).toBe(0);
  });

  it('keeps at most its number of entries, dropping the oldest', () => {
    const cache = liveCache();
    for (const id of [1, 2, 3]) cache.keep(id, 'USD', 0, figures(1n), cache.beginRead());
    expect(cache.size).toBe(2);
    expect(cache.figuresOf(1, 'USD', 0)).toBeNull();
    expect(cache.figuresOf(3, 'USD', 0)).not.toBeNull();
  });
});
