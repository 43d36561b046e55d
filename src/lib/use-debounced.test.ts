import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS, useDebounced, useDebouncedSearch } from './use-debounced';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebounced', () => {
  it('answers a value once it has stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value), { initialProps: { value: 'a' } });
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    rerender({ value: 'abc' });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('abc');
  });
});

describe('useDebouncedSearch', () => {
  /** The hook over a search committed as `committed`, with what it commits. */
  const renderSearch = (committed: string) => {
    const commits: (string | undefined)[] = [];
    const hook = renderHook((props) => useDebouncedSearch(props.committed, (value) => commits.push(value)), {
      initialProps: { committed },
    });
    return { commits, ...hook };
  };

  it('commits the trimmed draft once, after a pause in typing; an emptied box commits undefined', () => {
    const { commits, result, rerender } = renderSearch('');
    act(() => result.current[1]('blu'));
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS / 2));
    act(() => result.current[1]('bluefin '));
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(commits).toEqual(['bluefin']);

    rerender({ committed: 'bluefin' });
    act(() => result.current[1]('  '));
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(commits).toEqual(['bluefin', undefined]);
  });

  it('shows a value committed from outside (the back button, a shared link) and does not commit it again', () => {
    const { commits, result, rerender } = renderSearch('acme');
    act(() => result.current[1]('acme l'));
    rerender({ committed: 'cobalt' });
    expect(result.current[0]).toBe('cobalt');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS * 2));
    expect(commits).toEqual([]);
  });
});
