import { describe, expect, it } from 'vitest';
import { labelEvery, labelsThatFit, niceMax, showsLabel, ticks, toPlot } from './chart-scale';

describe('chart scale', () => {
  it('rounds the axis top up to a readable number', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(12)).toBe(20);
    expect(niceMax(230)).toBe(250);
    expect(niceMax(0.3)).toBeCloseTo(0.5);
  });
  it('spaces ticks evenly and thins labels', () => {
    expect(ticks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(labelEvery(30)).toBe(4);
    expect(labelEvery(5)).toBe(1);
    expect(toPlot('12.50')).toBe(12.5);
    expect(toPlot(null)).toBe(0);
  });

  it('never prints a label on top of the last one', () => {
    const shown = Array.from({ length: 22 }, (_, i) => i).filter((i) => showsLabel(i, 22, labelEvery(22, 7)));
    expect(shown).toEqual([0, 4, 8, 12, 16, 21]);
    expect(Array.from({ length: 3 }, (_, i) => showsLabel(i, 3, 1))).toEqual([true, true, true]);
  });

  it('prints only the x labels that fit a narrow drawing', () => {
    expect(labelsThatFit(300, 8)).toBe(5);
    expect(labelsThatFit(900, 8)).toBe(8);
    expect(labelsThatFit(60, 8)).toBe(2);
  });
});
