import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMediaQuery } from './use-media-query';

/** A matchMedia answering `matches` for every query, counting the lists it builds. */
function fakeMatchMedia(matches: boolean) {
  const built: string[] = [];
  const matchMedia = (query: string) => {
    built.push(query);
    return { matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined };
  };
  return { built, matchMedia: matchMedia as unknown as Window['matchMedia'] };
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('useMediaQuery', () => {
  it('builds one list per query, however often it renders', () => {
    const fake = fakeMatchMedia(true);
    window.matchMedia = fake.matchMedia;
    const { result, rerender } = renderHook(() => useMediaQuery('(max-width: 1px)'));
    rerender();
    rerender();
    expect(result.current).toBe(true);
    expect(fake.built).toEqual(['(max-width: 1px)']);
  });

  it('asks a replaced matchMedia again, not the lists of the one before', () => {
    window.matchMedia = fakeMatchMedia(true).matchMedia;
    expect(renderHook(() => useMediaQuery('(max-width: 2px)')).result.current).toBe(true);
    window.matchMedia = fakeMatchMedia(false).matchMedia;
    expect(renderHook(() => useMediaQuery('(max-width: 2px)')).result.current).toBe(false);
  });
});
