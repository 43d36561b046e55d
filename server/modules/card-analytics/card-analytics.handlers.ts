import type { Context } from 'hono';
import type { cardAnalyticsEndpoints, TodaySpendResponse } from '@/src/contracts/card-analytics';
import {
  dailySpendOfCards,
  declineCounts,
  declineCountsByCard,
  declineCountsByDay,
  declineCountsByHolder,
  declineCountsByMonth,
  declineRateCompanies,
  declineReasons,
  ownerDeclineThresholds,
  spendByCurrency,
  topCardsBySpend,
  type SpendScope,
} from '@/server/db/queries/card-analytics';
import { getCompanyRow } from '@/server/db/queries/companies';
import type { AppEnv } from '@/server/http/context';
import { notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { formatMinor } from '@/server/ledger/amounts';
import { divideHalfUp } from '@/server/ledger/rounding';
import { userTarget } from '@/server/http/user-target';
import { dayStart, todayIn } from '@/server/lib/period';
import {
  DEFAULT_DECLINE_THRESHOLD,
  daysOf,
  declinePeriod,
  declineRate,
  figuresOf,
  isAbove,
  monthsOf,
  spendPeriod,
  thresholdText,
} from './figures';
import { callerScope } from './scope';
import { pageMeta } from '@/server/db/paging';

const ZERO = { total: 0, declined: 0 };

/** Today (caller's timezone) as a map by currency with the query's executionTime; [] when nothing moved. */
async function todaySpendOf(c: Context<AppEnv>, scope: SpendScope): Promise<TodaySpendResponse> {
  const started = performance.now();
  const offset = c.var.timezoneOffset ?? 0;
  const today = todayIn(c.var.deps.now(), offset);
  const rows = await spendByCurrency(c.var.deps.db, scope, {
    from: dayStart(today, offset),
    to: dayStart(today, offset, 1),
  });
  if (rows.length === 0) return [];
  const map = Object.fromEntries(rows.map((r) => [r.currency, formatMinor(r.spend, r.currency)])) as Record<
    string,
    string
  > & { executionTime: number };
  map.executionTime = Math.round((performance.now() - started) * 1000) / 1000;
  return map;
}

async function thresholdOf(c: Context<AppEnv>, companyId: number) {
  const own = (await ownerDeclineThresholds(c.var.deps.db, [companyId])).get(companyId);
  return thresholdText(own ?? DEFAULT_DECLINE_THRESHOLD);
}

export const cardAnalyticsHandlers: Handlers<typeof cardAnalyticsEndpoints> = {
  async todaySpend({ auth, c }) {
    return todaySpendOf(c, await callerScope(c.var.deps.db, auth));
  },

  async userTodaySpend({ params, auth, c }) {
    const user = await userTarget(c.var.deps.db, auth, params.id, 'view');
    return todaySpendOf(c, { ...(user.companyId !== null && { companyId: user.companyId }), holderUserIds: [user.id] });
  },

  async companyTodaySpend({ params, c }) {
    if (!(await getCompanyRow(c.var.deps.db, params.id))) throw notFound();
    return todaySpendOf(c, { companyId: params.id });
  },

  async spendsByCards({ query, auth, c }) {
    const db = c.var.deps.db;
    const scope = await callerScope(db, auth, query.companyId);
    const period = spendPeriod(c, query.from, query.to);
    const cards = await topCardsBySpend(db, scope, period, query.limit);
    const daily = await dailySpendOfCards(
      db,
      cards.map((card) => card.cardId),
      period,
      period.offset,
    );
    const timestamps = daysOf(period.days.from, period.days.to);
    const index = new Map(timestamps.map((day, i) => [day, i]));
    const spends = cards.map((card) => {
      const amounts = timestamps.map(() => 0n);
      for (const row of daily) {
        const i = index.get(row.day);
        if (row.cardId === card.cardId && i !== undefined) amounts[i]! += row.spend;
      }
      return {
        cardId: card.cardId,
        name: card.name,
        last4: card.last4,
        currencyCode: card.currency,
        holder: { id: card.holderId, name: card.holderName },
        amounts: amounts.map((a) => formatMinor(a, card.currency)),
        total: formatMinor(card.total, card.currency),
      };
    });
    return { period: period.days, timestamps, spends };
  },

  async dailyAverage({ query, auth, c }) {
    const scope = await callerScope(c.var.deps.db, auth, query.companyId);
    const period = spendPeriod(c, query.from, query.to);
    const daysCount = daysOf(period.days.from, period.days.to).length;
    const rows = await spendByCurrency(c.var.deps.db, scope, period);
    return {
      period: period.days,
      records: rows
        .filter((r) => r.spend > 0n)
        .map((r) => ({
          currencyCode: r.currency,
          dailyAverage: formatMinor(divideHalfUp(r.spend, BigInt(daysCount)), r.currency),
          total: formatMinor(r.spend, r.currency),
          daysCount,
        })),
    };
  },

  async companyDeclineRate({ query, auth, c }) {
    const db = c.var.deps.db;
    const scope = await callerScope(db, auth, query.companyId);
    const period = declinePeriod(c, query.from, query.to);
    const [total, byMonth, threshold] = await Promise.all([
      declineCounts(db, scope, period),
      declineCountsByMonth(db, scope, period, period.offset),
      scope.companyId === undefined ? thresholdText(DEFAULT_DECLINE_THRESHOLD) : thresholdOf(c, scope.companyId),
    ]);
    return {
      ...figuresOf(total),
      period: period.days,
      threshold,
      isAboveThreshold: isAbove(declineRate(total), threshold),
      perMonth: monthsOf(period.days.from, period.days.to).map((month) => ({
        month,
        ...figuresOf(byMonth.get(month) ?? ZERO),
      })),
    };
  },

  async declineRateList({ query, c }) {
    const db = c.var.deps.db;
    const period = declinePeriod(c, query.from, query.to);
    const { records, totalCount } = await declineRateCompanies(db, {
      period,
      search: query.search || undefined,
      onlyActive: query.onlyActive,
      sort: query.sort,
      order: query.order,
      page: query.page,
      perPage: query.perPage,
    });
    const thresholds = await ownerDeclineThresholds(
      db,
      records.map((r) => r.id),
    );
    return {
      meta: pageMeta(query, totalCount),
      period: period.days,
      threshold: thresholdText(DEFAULT_DECLINE_THRESHOLD),
      records: records.map((r) => {
        const threshold = thresholdText(thresholds.get(r.id) ?? DEFAULT_DECLINE_THRESHOLD);
        const figures = figuresOf(r);
        return {
          id: r.id,
          uuid: r.uuid,
          name: r.name,
          ...figures,
          threshold,
          isAboveThreshold: isAbove(figures.declineRate, threshold),
        };
      }),
    };
  },

  async declineRateDetails({ params, query, c }) {
    const db = c.var.deps.db;
    const company = await getCompanyRow(db, params.id);
    if (!company) throw notFound();
    const period = declinePeriod(c, query.from, query.to);
    const scope = { companyId: company.id };
    const [total, byCard, byUser, byDay, byReason, threshold] = await Promise.all([
      declineCounts(db, scope, period),
      declineCountsByCard(db, scope, period),
      declineCountsByHolder(db, scope, period),
      declineCountsByDay(db, scope, period, period.offset),
      declineReasons(db, scope, period),
      thresholdOf(c, company.id),
    ]);
    return {
      company: { id: company.id, uuid: company.uuid, name: company.name },
      period: period.days,
      ...figuresOf(total),
      threshold,
      isAboveThreshold: isAbove(declineRate(total), threshold),
      byCard: byCard.map((r) => ({
        cardId: r.cardId,
        name: r.name,
        last4: r.last4,
        holder: { id: r.holderId, name: r.holderName },
        ...figuresOf(r),
      })),
      byUser: byUser.map((r) => ({ userId: r.userId, name: r.name, ...figuresOf(r) })),
      byDay: daysOf(period.days.from, period.days.to).map((date) => ({ date, ...figuresOf(byDay.get(date) ?? ZERO) })),
      byReason,
    };
  },
};
