import { describe, expect, it } from 'vitest';
import { formatOffset, parseTimezone, TIMEZONES } from './timezones';

describe('timezones (spec 9)', () => {
  it('runs from UTC-12 to UTC+14 with half and quarter hours, plus Auto', () => {
    expect(TIMEZONES[0]).toBe('Auto');
    expect(TIMEZONES).toContain('UTC-12:00');
    expect(TIMEZONES).toContain('UTC+05:45');
    expect(TIMEZONES).toContain('UTC+09:30');
    expect(TIMEZONES.at(-1)).toBe('UTC+14:00');
  });
  it('parses the header forms and refuses the rest', () => {
    expect(parseTimezone('UTC+03:00')).toBe(180);
    expect(parseTimezone('GMT-5')).toBe(-300);
    expect(parseTimezone('+05:30')).toBe(330);
    expect(parseTimezone('UTC')).toBe(0);
    expect(parseTimezone('Auto')).toBeNull();
    expect(parseTimezone('UTC+15:00')).toBeUndefined();
    expect(parseTimezone('Europe/Paris')).toBeUndefined();
    expect(formatOffset(-570)).toBe('UTC-09:30');
  });
});
