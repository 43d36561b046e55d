import { z } from 'zod';
import { endpoint, idParam, paged, pageQuery } from './endpoint';
import { validation } from './messages';
import { isoDate, periodQuery } from './payments';
import { text } from './fields';
import { idName } from './simple-item';

export { parseTodaySpend, TODAY_SPEND_FORMAT_ERROR, type TodaySpendAmount } from './today-spend';

/**
 * Spend and declines (spec 3 "Today spend", "Spends by cards", "Daily averages", "decline rate (perMonth)";
 * PRODUCT.md "Cards"). Every figure is read from the card transactions the issuer reported:
 *
 * - **Spend** of a transaction: a pending authorization counts its amount, a settled one what settled
 *   less what was refunded, a reversed or declined one nothing. It is counted on the day (in the caller's
 *   timezone, the Timezone header) of the authorization, in the card's currency.
 * - **Decline rate** = declined / all authorizations (every status) in the period, as a percent with two
 *   decimals ("12.50"); null when there were no authorizations.
 * - **Scope** of a client: a buyer sees the cards they hold, a team lead their own and their team's, an
 *   owner the whole company. Staff see any company (`companyId`) or, where it is optional and left out,
 *   the whole platform.
 * - **Periods** are days `from`..`to` in the caller's timezone, both included. Spend endpoints default to
 *   spec 9's default (start of this month to today); decline-rate endpoints default to the last 30 days
 *   (today and the 29 days before), the same window the companies list shows.
 */

/** A percent with two decimals, e.g. "12.50"; null when there is nothing to divide by. */
const rate = z.string().nullable();

/** Days the decline-rate figures cover when the request names none. */
export const DECLINE_RATE_DEFAULT_DAYS = 30;

// ---- today spend ----

/**
 * What the portal's server answers for today's spend: a map by currency code (decimal strings) with the
 * `executionTime` of the query in milliseconds, or an empty array when nothing was spent today. Read it
 * with `parseTodaySpend`, which also accepts the spec's other two shapes.
 */
export const todaySpendResponse = z.union([
  z.array(z.never()).max(0),
  z.object({ executionTime: z.number() }).catchall(z.string()),
]);
export type TodaySpendResponse = z.infer<typeof todaySpendResponse>;

export const todaySpend = endpoint({
  method: 'get',
  path: '/user/today-spend',
  access: 'spend.view',
  summary:
    "Today's spend (caller's timezone) over the caller's scope: a buyer's cards, a lead's team, an owner's " +
    'company; staff: the platform',
  response: todaySpendResponse,
});

export const userTodaySpend = endpoint({
  method: 'get',
  path: '/user/{id}/today-spend',
  access: 'spend.view',
  summary: "Today's spend on the cards a user holds; 404 for a user outside the caller's reach",
  params: idParam,
  response: todaySpendResponse,
});

export const companyTodaySpend = endpoint({
  method: 'get',
  path: '/backoffice/company/{id}/today-spend',
  access: 'company.view',
  summary: "Today's spend on every card of the company (staff)",
  params: idParam,
  response: todaySpendResponse,
});

// ---- client dashboard charts ----

const optionalCompanyId = z.coerce
  .number({ error: validation.integer })
  .int(validation.integer)
  .positive(validation.notValid)
  .optional();

/** Period of a chart; staff name the company (clients' own company is implied; another one is 404). */
export const chartQuery = z.object({ ...periodQuery, companyId: optionalCompanyId });
/** The period the server actually used (defaults filled in), as calendar days. */
const periodView = z.object({ from: isoDate, to: isoDate });

export const spendsByCardsQuery = chartQuery.extend({
  /** The cards with the most spend in the period, at most this many (the rest are left out of the chart). */
  limit: z.coerce
    .number({ error: validation.integer })
    .int(validation.integer)
    .min(1, validation.minValue(1))
    .max(100, validation.maxValue(100))
    .default(10),
});
export const cardSpendSeries = z.object({
  cardId: z.number(),
  name: z.string(),
  last4: z.string(),
  currencyCode: z.string(),
  holder: idName,
  /** Decimal strings, one per entry of `timestamps`. */
  amounts: z.array(z.string()),
  /** The card's spend over the whole period. */
  total: z.string(),
});
export type CardSpendSeries = z.infer<typeof cardSpendSeries>;

export const spendsByCards = endpoint({
  method: 'get',
  path: '/company/spends-by-cards',
  access: 'dashboard.client',
  summary: "Spend per day per card over the period (caller's scope), cards with the most spend first",
  query: spendsByCardsQuery,
  response: z.object({
    period: periodView,
    /** Every day of the period (YYYY-MM-DD in the caller's timezone), oldest first. */
    timestamps: z.array(isoDate),
    spends: z.array(cardSpendSeries),
  }),
});

export const dailyAverageRecord = z.object({
  currencyCode: z.string(),
  /** Spend over the period divided by its number of days, rounded half-up to the currency's minor unit. */
  dailyAverage: z.string(),
  total: z.string(),
  daysCount: z.number(),
});
export const dailyAverage = endpoint({
  method: 'get',
  path: '/company/daily-average',
  access: 'dashboard.client',
  summary: "Average spend per day over the period per currency (caller's scope); currencies without spend are left out",
  query: chartQuery,
  response: z.object({ period: periodView, records: z.array(dailyAverageRecord) }),
});

export const declineFigures = z.object({
  declineRate: rate,
  declinePaymentsCount: z.number(),
  totalPaymentsCount: z.number(),
});
export type DeclineFigures = z.infer<typeof declineFigures>;

export const companyDeclineRate = endpoint({
  method: 'get',
  path: '/company/decline-rate',
  access: 'spend.view',
  summary:
    'Decline rate over the period (default the last 30 days) and per calendar month of it; clients: their scope; ' +
    'staff: companyId or the platform',
  query: chartQuery,
  response: declineFigures.extend({
    period: periodView,
    /** The warning threshold in percent (the company owner's, or the default for the platform) and rate > it. */
    threshold: z.string(),
    isAboveThreshold: z.boolean(),
    /** One row per calendar month the period touches, oldest first, each clipped to the period. */
    perMonth: z.array(declineFigures.extend({ month: z.string() })),
  }),
});

// ---- admin decline-rate page ----

export const DECLINE_RATE_SORT = ['declineRate', 'declinePaymentsCount', 'totalPaymentsCount', 'name', 'id'] as const;
export type DeclineRateSort = (typeof DECLINE_RATE_SORT)[number];

export const declineRateListQuery = z.object({
  ...periodQuery,
  /** Part of the company's name or its uuid. */
  search: text().trim().max(100, validation.maxLength(100)).optional(),
  sort: z.enum(DECLINE_RATE_SORT, { error: validation.notValid }).default('declineRate'),
  order: z.enum(['asc', 'desc'], { error: validation.notValid }).default('desc'),
  /** Only companies with at least one authorization in the period (default) or every company. */
  onlyActive: z
    .enum(['0', '1', 'true', 'false'], { error: validation.notValid })
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  ...pageQuery,
});
export type DeclineRateListQuery = z.input<typeof declineRateListQuery>;

export const declineRateCompany = declineFigures.extend({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  /** The owner's decline-rate warning threshold in percent (their notification setting, or the default). */
  threshold: z.string(),
  /** declineRate > threshold: the row the page highlights. */
  isAboveThreshold: z.boolean(),
});
export type DeclineRateCompany = z.infer<typeof declineRateCompany>;

export const declineRateList = endpoint({
  method: 'get',
  path: '/backoffice/decline-rate/list',
  access: 'declineRate.view',
  summary:
    'Companies with their decline rate over the period (default the last 30 days), sortable and paged; nulls sort last',
  query: declineRateListQuery,
  response: paged(declineRateCompany).extend({
    period: periodView,
    /** The default warning threshold in percent (NOTIFICATION_TYPE.decline_rate_warning). */
    threshold: z.string(),
  }),
});

export const declineRateDetailsQuery = z.object({ ...periodQuery });

const byCard = declineFigures.extend({
  cardId: z.number(),
  name: z.string(),
  last4: z.string(),
  holder: idName,
});
const byUser = declineFigures.extend({ userId: z.number(), name: z.string() });
const byDay = declineFigures.extend({ date: isoDate });
const byReason = z.object({ reason: z.string(), count: z.number() });

export const declineRateDetails = endpoint({
  method: 'get',
  path: '/backoffice/decline-rate/{id}',
  access: 'declineRate.view',
  summary: "One company's decline rate over the period: totals, by card, by holder, by day and by decline reason",
  params: idParam,
  query: declineRateDetailsQuery,
  response: declineFigures.extend({
    company: z.object({ id: z.number(), uuid: z.string(), name: z.string() }),
    period: periodView,
    threshold: z.string(),
    isAboveThreshold: z.boolean(),
    /** Cards with at least one authorization in the period, most declines first. */
    byCard: z.array(byCard),
    /** Holders with at least one authorization in the period, most declines first. */
    byUser: z.array(byUser),
    /** Every day of the period, oldest first (zeros where nothing happened). */
    byDay: z.array(byDay),
    /** DECLINE_REASON keys with their counts, most frequent first. */
    byReason: z.array(byReason),
  }),
});

export const cardAnalyticsEndpoints = {
  todaySpend,
  userTodaySpend,
  companyTodaySpend,
  spendsByCards,
  dailyAverage,
  companyDeclineRate,
  declineRateList,
  declineRateDetails,
};
