/**
 * The timezone list of spec section 9: UTC-12 to UTC+14 with the half and quarter hours in use, plus Auto
 * (no conversion: the browser's own zone). Stored and sent as `UTC±HH:MM`.
 */
const OFFSETS_IN_MINUTES = [
  -720, -660, -600, -570, -540, -480, -420, -360, -300, -240, -210, -180, -120, -60, 0, 60, 120, 180, 210, 240, 270,
  300, 330, 345, 360, 390, 420, 480, 525, 540, 570, 600, 630, 660, 720, 765, 780, 840,
] as const;

export const AUTO_TIMEZONE = 'Auto';
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export const TIMEZONES: readonly string[] = [AUTO_TIMEZONE, ...OFFSETS_IN_MINUTES.map(formatOffset)];

/**
 * Parses `UTC+03:00`, `GMT+3`, `+05:30` or `Auto` into minutes east of UTC (null for Auto);
 * undefined when it is none of these or outside UTC-12…UTC+14.
 */
export function parseTimezone(value: string): number | null | undefined {
  const text = value.trim();
  if (text.toLowerCase() === 'auto') return null;
  const match =
    /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i.exec(text) ?? (/^(?:UTC|GMT)$/i.test(text) ? [] : null);
  if (!match) return undefined;
  if (match.length === 0) return 0;
  const [, sign, hours, minutes] = match;
  const total = Number(hours) * 60 + Number(minutes ?? 0);
  if (Number(minutes ?? 0) >= 60) return undefined;
  const signed = sign === '-' ? -total : total;
  return signed < -720 || signed > 840 ? undefined : signed;
}
