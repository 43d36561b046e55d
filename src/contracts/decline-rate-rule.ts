/*
 * When a decline rate warns: the one rule the server (notifications, lists, figures) and the PWA (every place
 * a rate is shown) apply. Plain code without the schema library so any screen may import it.
 */

/** A percent such as "47.06", "20" or "12.5" in hundredths of a percent; null when it is not one. */
function hundredths(percent: string): bigint | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** Strictly above the threshold: a rate equal to it does not yet warn; no rate (no payments) never does. */
export function isRateAbove(rate: string | null, threshold: string): boolean {
  if (rate === null) return false;
  const [value, limit] = [hundredths(rate), hundredths(threshold)];
  return value !== null && limit !== null && value > limit;
}
