import type { z } from 'zod';
import type { analyticsOverview, FUNNEL_STEPS } from '@/src/contracts/analytics';
import type { Db } from '@/server/db/client';
import {
  activityByDay,
  approvalCohorts,
  hitsByDevice,
  moneyActiveByDay,
  moneyByDay,
  onboardingFunnel,
  topPages,
  type ReportFilter,
} from '@/server/db/queries/analytics-report';
import { formatMinor } from '@/server/ledger/amounts';
import { divideHalfUp } from '@/server/ledger/rounding';

type Overview = z.input<(typeof analyticsOverview)['response']>;
const DAY = 86_400_000;
export const COHORT_WEEKS = 12;

/** part / whole as a percent with one decimal, half-up ("42.5"); null when whole is zero. */
export function percent(part: number, whole: number): string | null {
  if (whole === 0) return null;
  const tenths = divideHalfUp(BigInt(part) * 1000n, BigInt(whole));
  return `${tenths / 10n}.${tenths % 10n}`;
}

const oneDecimal = (hours: number | null) => (hours === null ? null : (Math.round(hours * 10) / 10).toFixed(1));

/** Every UTC day from..to, both included. */
/** How many days `from`..`to` holds, both included (0 when `to` is before `from`), without listing them. */
export const dayCount = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1);

export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

export async function funnelOf(db: Db, f: ReportFilter): Promise<Overview['funnel']> {
  const r = await onboardingFunnel(db, f);
  const steps: [(typeof FUNNEL_STEPS)[number], number, number | null][] = [
    ['invitations', r.visitors, null],
    ['registrations', r.registrations, null],
    ['approved', r.approved, r.hoursToApproved],
    ['firstTopUp', r.firstTopUp, r.hoursToTopUp],
    ['firstCard', r.firstCard, r.hoursToCard],
    ['firstPurchase', r.firstPurchase, r.hoursToPurchase],
  ];
  return steps.map(([step, count, hours], i) => ({
    step,
    count,
    conversion: i === 0 ? null : percent(count, steps[i - 1]![1]),
    medianHours: oneDecimal(hours),
  }));
}

export async function activityOf(db: Db, f: ReportFilter) {
  const [hits, money] = await Promise.all([activityByDay(db, f), moneyActiveByDay(db, f)]);
  const byDay = new Map(hits.days.map((d) => [d.day, d]));
  const moneyByDayMap = new Map(money.map((d) => [d.day, Number(d.companies)]));
  return {
    activeInPeriod: hits.activeInPeriod,
    activity: daysBetween(f.from, f.to).map((date) => ({
      date,
      activeFromHits: Number(byDay.get(date)?.actors ?? 0),
      activeFromMoney: moneyByDayMap.get(date) ?? 0,
      hits: Number(byDay.get(date)?.hits ?? 0),
    })),
  };
}

export async function moneyOf(db: Db, f: ReportFilter): Promise<Overview['money']> {
  const rows = await moneyByDay(db, f);
  return rows
    .sort((a, b) => a.day.localeCompare(b.day) || a.currency.localeCompare(b.currency))
    .map((r) => ({
      date: r.day,
      currency: r.currency,
      topUps: Number(r.top_ups),
      topUpAmount: formatMinor(BigInt(r.top_up_amount), r.currency),
      transfers: Number(r.transfers),
      transferAmount: formatMinor(BigInt(r.transfer_amount), r.currency),
      cardSpend: formatMinor(BigInt(r.spend), r.currency),
      purchases: Number(r.purchases),
      declines: Number(r.declines),
    }));
}

/** The retention grid; weeks not yet reached (after `now`) are null rather than a misleading 0 %. */
export async function cohortsOf(db: Db, f: ReportFilter, now: Date): Promise<Overview['cohorts']> {
  const rows = await approvalCohorts(db, f);
  return rows.map((r) => {
    const weekStart = Date.parse(`${r.week}T00:00:00Z`);
    return {
      week: r.week,
      companies: Number(r.companies),
      weeks: Array.from({ length: COHORT_WEEKS }, (_, i) =>
        weekStart + (i + 1) * 7 * DAY > now.getTime() + 7 * DAY
          ? null
          : percent(Number(r.active[i] ?? 0), Number(r.companies)),
      ),
    };
  });
}

export async function pagesOf(db: Db, f: ReportFilter) {
  const [pages, devices] = await Promise.all([topPages(db, f), hitsByDevice(db, f)]);
  return {
    topPages: pages.map((p) => ({ path: p.path, hits: Number(p.hits), visitors: Number(p.visitors) })),
    devices: devices.map((d) => ({ device: d.device as Overview['devices'][number]['device'], hits: Number(d.hits) })),
  };
}
