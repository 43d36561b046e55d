/**
 * How long one at-risk list serves: its rules are of days (14 days without spend, a 30-day decline rate)
 * and of balances, so a list at most this old is what the page and every staff user's "A" badge (polled
 * every 30 s) read, instead of judging every company on each request. Periods start at multiples of it
 * since the epoch. A module of its own, without the database, so the e2e suite can read it too.
 */
export const RISK_PERIOD_MS = 5 * 60_000;

export const riskPeriodStart = (now: Date) => new Date(Math.floor(now.getTime() / RISK_PERIOD_MS) * RISK_PERIOD_MS);
