import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatSlideDate, isoOf, timeOf, todayIsoDate } from './dates';
import { setChosenTimezone } from './timezone';

afterEach(() => setChosenTimezone(null));

describe('formatDate', () => {
  it('converts instants into the chosen timezone', () => {
    setChosenTimezone('UTC+03:00');
    expect(formatDate('2025-01-31T22:30:00Z')).toBe('01.02.2025 01:30');
    setChosenTimezone('UTC-12:00');
    expect(formatDate('2025-01-31T10:00:00Z', 'YYYY-MM-DD HH:mm')).toBe('2025-01-30 22:00');
    setChosenTimezone('UTC+05:45');
    expect(formatDate('2025-01-31T00:00:00Z', 'HH:mm')).toBe('05:45');
  });

  it('follows the browser on Auto', () => {
    setChosenTimezone('Auto');
    const iso = '2025-06-15T12:34:00Z';
    expect(formatDate(iso, 'YYYY-MM-DD HH:mm')).toBe(dayjs(iso).format('YYYY-MM-DD HH:mm'));
  });

  it('never shifts a bare calendar date', () => {
    setChosenTimezone('UTC-12:00');
    expect(formatDate('2025-09-17', 'DD.MM.YYYY')).toBe('17.09.2025');
  });

  it('stays blank for missing or broken input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('slides and today', () => {
  it('prints slide dates as DD.MM.YYYY', () => {
    expect(formatSlideDate('2025-09-17')).toBe('17.09.2025');
  });

  it('knows what today is in the chosen zone', () => {
    setChosenTimezone('UTC+14:00');
    expect(todayIsoDate(new Date('2025-03-31T12:00:00Z'))).toBe('2025-04-01');
    setChosenTimezone('UTC-12:00');
    expect(todayIsoDate(new Date('2025-03-31T11:00:00Z'))).toBe('2025-03-30');
  });
});

describe('spec dates (spec 3)', () => {
  const served = {
    date: '2025-03-01T11:00:00.000+01:00',
    timestamp: 1_740_823_200,
    serverTimezone: 'Europe/Berlin',
    serverTimezoneOffset: '+01:00',
  };
  it("are shown in the user's timezone, whatever the server's", () => {
    setChosenTimezone('UTC+03:00');
    expect(formatDate(served)).toBe('01.03.2025 13:00');
    setChosenTimezone('UTC-05:00');
    expect(formatDate(served)).toBe('01.03.2025 05:00');
  });
  it('give a <time> its ISO instant and a sort its milliseconds', () => {
    expect(isoOf(served)).toBe('2025-03-01T10:00:00.000Z');
    expect(timeOf(served)).toBe(1_740_823_200_000);
    expect(isoOf(null)).toBeUndefined();
  });
});
