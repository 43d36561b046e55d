import { describe, expect, it } from 'vitest';
import {
  hexToRgb,
  isAlmostWhite,
  isHexColor,
  looksAlmostWhite,
  nameVanishesIntoFill,
  overWhite,
  toCssPaint,
  toRgba,
} from './partner-colors';

describe('hex colours', () => {
  it('accept # with 3 or 6 hex digits in any case, and nothing else', () => {
    for (const ok of ['#fff', '#FFF', '#1e6fd9', '#1E6FD9', '#000']) expect(isHexColor(ok), ok).toBe(true);
    for (const bad of ['fff', '#ffff', '#12345', '#1234567', '#ggg', '# fff', 'red', '', '#fff '])
      expect(isHexColor(bad), bad).toBe(false);
  });

  it('read the channels, doubling the short form', () => {
    expect(hexToRgb('#abc')).toEqual([170, 187, 204]);
    expect(hexToRgb('#1E6FD9')).toEqual([30, 111, 217]);
    expect(hexToRgb('#12')).toBeNull();
  });
});

describe('almost white', () => {
  it('is every channel above 240 (240 itself is not)', () => {
    expect(isAlmostWhite([241, 241, 241])).toBe(true);
    expect(isAlmostWhite([240, 255, 255])).toBe(false);
    expect(isAlmostWhite([255, 255, 200])).toBe(false);
  });

  it('draws a colour over white by its opacity', () => {
    expect(overWhite({ color: '#000', opacity: 0 })).toEqual([255, 255, 255]);
    expect(overWhite({ color: '#000', opacity: 1 })).toEqual([0, 0, 0]);
    expect(overWhite({ color: '#000', opacity: 0.5 })).toEqual([128, 128, 128]);
    expect(looksAlmostWhite({ color: '#000000', opacity: 0.05 })).toBe(true);
    expect(looksAlmostWhite({ color: '#000000', opacity: 0.06 })).toBe(false);
  });

  it('refuses a name that vanishes into its fill: an almost-white name colour on an almost-white fill', () => {
    const white = { color: '#fff', opacity: 1 };
    const blue = { color: '#1E6FD9', opacity: 1 };
    expect(nameVanishesIntoFill([white], [white])).toBe(true);
    expect(nameVanishesIntoFill([white], [blue, { color: '#FAFAFA', opacity: 1 }])).toBe(true);
    expect(nameVanishesIntoFill([white], [blue])).toBe(false);
    expect(nameVanishesIntoFill([blue], [white])).toBe(false);
    expect(nameVanishesIntoFill([{ color: 'oops', opacity: 1 }], [white])).toBe(false);
  });
});

describe('CSS paint', () => {
  it('writes rgba with the opacity rounded to 2 places, a gradient at its angle', () => {
    expect(toRgba({ color: '#abc', opacity: 0.5 })).toBe('rgba(170, 187, 204, 0.5)');
    expect(toRgba({ color: 'nope', opacity: 1 })).toBe('transparent');
    expect(toCssPaint([{ color: '#000', opacity: 1 }], 45)).toBe('rgba(0, 0, 0, 1)');
    expect(
      toCssPaint(
        [
          { color: '#000', opacity: 1 },
          { color: '#fff', opacity: 0.25 },
        ],
        135,
      ),
    ).toBe('linear-gradient(135deg, rgba(0, 0, 0, 1), rgba(255, 255, 255, 0.25))');
    expect(toCssPaint([], 0)).toBe('transparent');
  });
});
