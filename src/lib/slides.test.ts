import { beforeEach, describe, expect, it } from 'vitest';
import type { SlideItem } from '@/src/contracts/slides';
import { CHECKED_SLIDES_KEY, checkedSlides, rememberCheckedSlide, uncheckedSlides } from './slides';

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
