export const BACKOFF_BASE_MS = 5_000;
export const BACKOFF_MAX_MS = 60 * 60_000;

/**
 * The pause before attempt `attempts + 1`: 5 s, 10 s, 20 s … up to an hour, each drawn between half and
 * all of it (jitter), so jobs that failed together (a provider outage) do not all come back together.
 */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const full = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(full / 2 + (random() * full) / 2);
}
