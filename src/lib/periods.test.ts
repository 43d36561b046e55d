import { describe, expect, it } from 'vitest';
import { defaultPeriod, isPeriodPreset, presetPeriod, PERIOD_PRESETS } from './periods';

const today = '2025-03-15';

describe('period presets', () => {
  it('default runs from the start of the month to today', () => {
    expect(defaultPeriod(today)).toEqual({ from: '2025-03-01', to: '2025-03-15' });
  });

  it.each([
    [PERIOD_PRESETS.all, { from: '2022-08-01', to: '2025-03-15' }],
    [PERIOD_PRESETS.today, { from: '2025-03-15', to: '2025-03-15' }],
    [PERIOD_PRESETS.yesterday, { from: '2025-03-14', to: '2025-03-14' }],
    [PERIOD_PRESETS.last7Days, { from: '2025-03-09', to: '2025-03-15' }],
    [PERIOD_PRESETS.thisMonth, { from: '2025-03-01', to: '2025-03-15' }],
    [PERIOD_PRESETS.lastMonth, { from: '2025-02-01', to: '2025-02-28' }],
  ])('preset %i', (preset, expected) => {
    expect(presetPeriod(preset, today)).toEqual(expected);
  });

  it('crosses month and year boundaries', () => {
    expect(presetPeriod(PERIOD_PRESETS.yesterday, '2025-01-01')).toEqual({ from: '2024-12-31', to: '2024-12-31' });
    expect(presetPeriod(PERIOD_PRESETS.lastMonth, '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetPeriod(PERIOD_PRESETS.last7Days, '2025-03-02')).toEqual({ from: '2025-02-24', to: '2025-03-02' });
  });

  it('recognises preset numbers', () => {
    expect(isPeriodPreset(3)).toBe(true);
    expect(isPeriodPreset(6)).toBe(false);
    expect(isPeriodPreset('1')).toBe(false);
  });
});
