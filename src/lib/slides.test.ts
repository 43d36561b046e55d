import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SlideItem } from '@/src/contracts/slides';
import { CHECKED_SLIDES_KEY, checkedSlides, rememberCheckedSlide, slidesQuery, uncheckedSlides } from './slides';

const item = (id: string, checked = false): SlideItem => ({
  id,
  set: 'fresh',
  slideKeys: [`${id}-1`],
  checked,
  startDate: '2025-09-17',
  title: id,
  description: '',
});

describe('checked slides (spec 3 local data)', () => {
  beforeEach(() => localStorage.clear());

  it('are kept per user in this browser', () => {
    rememberCheckedSlide(7, 'fresh');
    rememberCheckedSlide(7, 'fresh');
    rememberCheckedSlide(8, 'cryptoWalletChange:x');
    expect(checkedSlides(7)).toEqual(['fresh']);
    expect(checkedSlides(8)).toEqual(['cryptoWalletChange:x']);
    expect(checkedSlides(9)).toEqual([]);
  });

  it('survive a broken stored value by starting afresh', () => {
    localStorage.setItem(CHECKED_SLIDES_KEY, '[1,2');
    expect(checkedSlides(7)).toEqual([]);
    rememberCheckedSlide(7, 'fresh');
    expect(checkedSlides(7)).toEqual(['fresh']);
  });

  it('leave out what the server or this browser has seen, keeping the order', () => {
    const items = [item('fresh'), item('seen', true), item('wallet')];
    expect(uncheckedSlides(items, []).map((i) => i.id)).toEqual(['fresh', 'wallet']);
    expect(uncheckedSlides(items, ['fresh']).map((i) => i.id)).toEqual(['wallet']);
    expect(uncheckedSlides(undefined, [])).toEqual([]);
  });
});

describe('the slides query', () => {
  const asked = async (client: QueryClient, calls: { n: number }) => {
    const observer = new QueryObserver(client, {
      ...slidesQuery,
      queryFn: () => {
        calls.n += 1;
        return Promise.resolve([item('fresh')]);
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
    return unsubscribe;
  };

  it('asks again for an answer kept from before this app load', async () => {
    const client = new QueryClient();
    client.setQueryData(slidesQuery.queryKey, [item('old')], { updatedAt: 1 });
    const calls = { n: 0 };
    (await asked(client, calls))();
    expect(calls.n).toBe(1);
  });

  it('is asked once per app load, however many mount it', async () => {
    const client = new QueryClient();
    const calls = { n: 0 };
    const first = await asked(client, calls);
    const second = await asked(client, calls);
    first();
    second();
    expect(calls.n).toBe(1);
  });
});
