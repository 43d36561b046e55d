import { describe, expect, it } from 'vitest';
import type { Notification } from '@/src/contracts/notifications';
import {
  bellPageQuery,
  COUNT_AFTER_CLEAR_ALL,
  countAfterViewing,
  hasBell,
  isNew,
  isPolledRole,
  loadedCount,
  nearBottom,
  nextPageOf,
  withViewed,
  type NotificationPage,
} from './bell-logic';

const item = (id: number, status = 1): Notification => ({
  id,
  title: `n${id}`,
  description: '<p>x</p>',
  status: { value: status, description: status === 1 ? 'New' : 'Viewed' },
  date: {
    date: '2026-11-22T07:00:00.000+00:00',
    timestamp: 1795330800,
    serverTimezone: 'UTC',
    serverTimezoneOffset: '+00:00',
  },
  link: null,
  type: 'message',
});
const page = (n: number, ids: number[], totalCount: number): NotificationPage => ({
  meta: { page: n, perPage: 15, pagesCount: Math.ceil(totalCount / 15), totalCount },
  records: ids.map((id) => item(id)),
});
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('bell paging', () => {
  it('asks for 15 new notifications a page', () => {
    expect(bellPageQuery(2)).toEqual({ page: 2, perPage: 15, status: [1] });
  });

  it('loads the next page until the loaded count equals the total', () => {
    const first = page(1, range(1, 15), 32);
    expect(nextPageOf([first])).toBe(2);
    const second = page(2, range(16, 15), 32);
    expect(nextPageOf([first, second])).toBe(3);
    const third = page(3, range(31, 2), 32);
    expect(loadedCount([first, second, third])).toBe(32);
    expect(nextPageOf([first, second, third])).toBeUndefined();
  });

  it('stops on an empty page and when everything fits on one', () => {
    expect(nextPageOf([page(1, range(1, 3), 3)])).toBeUndefined();
    expect(nextPageOf([page(1, range(1, 15), 40), page(2, [], 40)])).toBeUndefined();
    expect(nextPageOf([])).toBeUndefined();
  });

  it('triggers within 50 px of the bottom and not before', () => {
    const box = { clientHeight: 360, scrollHeight: 1000 };
    expect(nearBottom({ ...box, scrollTop: 589 })).toBe(false); // 51 px left
    expect(nearBottom({ ...box, scrollTop: 590 })).toBe(true); // 50 px left
    expect(nearBottom({ ...box, scrollTop: 640 })).toBe(true); // at the bottom
    expect(nearBottom({ clientHeight: 360, scrollHeight: 300, scrollTop: 0 })).toBe(true); // nothing to scroll
  });
});

describe('bell count', () => {
  it('drops by one per viewed notification, never below zero; Clear All resets it', () => {
    expect(countAfterViewing(5)).toBe(4);
    expect(countAfterViewing(1)).toBe(0);
    expect(countAfterViewing(0)).toBe(0);
    expect(countAfterViewing(5, 3)).toBe(2);
    expect(COUNT_AFTER_CLEAR_ALL).toBe(0);
  });

  it('marks the opened item Viewed in place and leaves the others new', () => {
    const pages = withViewed([page(1, [1, 2], 3), page(2, [3], 3)], 2);
    expect(pages.flatMap((p) => p.records).map((n) => [n.id, isNew(n)])).toEqual([
      [1, true],
      [2, false],
      [3, true],
    ]);
    expect(pages[1]!.meta.totalCount).toBe(3);
  });
});

describe('who has a bell and who is polled', () => {
  it('hides the bell for roles 7 and 8 and polls only the client roles', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter(hasBell)).toEqual([1, 2, 3, 4, 5, 6]);
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter(isPolledRole)).toEqual([2, 3, 4]);
    expect(hasBell(undefined)).toBe(false);
  });
});
