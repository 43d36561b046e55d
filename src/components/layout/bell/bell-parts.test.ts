import { describe, expect, it } from 'vitest';
import { bellParts } from './bell';

describe('what the bell number is made of (spec 4: unread notifications plus slides)', () => {
  it('names both parts, each only when there is one', () => {
    expect(bellParts(2, 1)).toBe('2 unread notifications and 1 news slide to view');
    expect(bellParts(1, 0)).toBe('1 unread notification');
    expect(bellParts(0, 3)).toBe('3 news slides to view');
    expect(bellParts(0, 0)).toBe('');
  });
});
