import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BarChart } from '@/src/components/charts/bar-chart';
import { toPlot } from '@/src/components/charts/chart-scale';
import { LineChart, type LineSeries } from '@/src/components/charts/line-chart';
import { Amount } from '@/src/components/ui/amount';
import { DeclineRate } from '@/src/components/ui/decline-rate';
import { QueryContent } from '@/src/components/ui/query-content';
import { Select } from '@/src/components/ui/select';
import { Skeleton } from '@/src/components/ui/skeleton';
import type { CardSpendSeries } from '@/src/contracts/card-analytics';
import { CURRENCIES, type Currency } from '@/src/contracts/money';
import { readChosenPeriod, saveChosenPeriod } from '@/src/lib/chosen-period';
import { formatAmount, formatMoney } from '@/src/lib/money';
import { PERIOD_PRESET_LABELS, PERIOD_PRESETS, presetPeriod, type PeriodPreset } from '@/src/lib/periods';
import { DashboardTile } from './dashboard-tile';
import { spendQueries } from './spend-queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './dashboard-page.module.css';

const PERIOD_KEY = 'dashboard';
const PRESET_OPTIONS = ([1, 2, 3, 4, 5, 0] as const).map((preset) => ({
  value: String(preset),
  label: PERIOD_PRESET_LABELS[preset],
}));

const known = (code: string): code is Currency => (CURRENCIES as readonly string[]).includes(code);
const money = (value: string, code: string) =>
  known(code) ? formatMoney(value, code) : `${formatAmount(value)} ${code}`;
const dayLabel = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;
const monthLabel = (month: string) => {
  const [year, number] = month.split('-');
  const name = new Date(Date.UTC(Number(year), Number(number) - 1, 1)).toLocaleString('en', {
    month: 'short',
    timeZone: 'UTC',
  });
  return `${name} ${year}`;
};

/** Spends of the cards in one currency as lines (the top cards of the period; amounts never mix currencies). */
function byCurrency(spends: CardSpendSeries[]): [string, LineSeries[]][] {
  const groups = new Map<string, LineSeries[]>();
  for (const card of spends) {
    const list = groups.get(card.currencyCode) ?? [];
    list.push({
      name: `${card.name} ·${card.last4}`,
      values: card.amounts.map(toPlot),
      display: card.amounts.map((amount) => money(amount, card.currencyCode)),
      total: money(card.total, card.currencyCode),
    });
    groups.set(card.currencyCode, list);
  }
  return [...groups];
}

/**
 * Spend and declines over a period (spec 3 "Spends by cards", "Daily averages", "decline rate (perMonth)"):
 * the chosen preset is remembered (spec 3 local data "chosen periods").
 */
export function SpendChartsSection() {
  const [preset, setPreset] = useState<PeriodPreset>(() => readChosenPeriod(PERIOD_KEY, PERIOD_PRESETS.thisMonth));
  const period = presetPeriod(preset);
  const spends = useQuery(spendQueries.spendsByCards(period));
  const average = useQuery(spendQueries.dailyAverage(period));
  const declines = useQuery(spendQueries.declineRate(period));

  return (
    <section className={blocks.stackWide} aria-labelledby="spend-title">
      <div className={blocks.toolbar}>
        <h2 id="spend-title" className={styles.spendTitle}>
          Spend and declines
        </h2>
        <Select
          className={styles.periodSelect}
          label="Period"
          options={PRESET_OPTIONS}
          value={String(preset)}
          onValueChange={(value) => {
            const next = Number(value) as PeriodPreset;
            saveChosenPeriod(PERIOD_KEY, next);
            setPreset(next);
          }}
        />
      </div>
      <div className={styles.grid}>
        <DashboardTile id="daily-average-title" title="Daily average" busy={average.isFetching}>
          <QueryContent query={average} what="daily average" loading={<Skeleton shape="block" height={48} />}>
            {({ records }) =>
              records.length === 0 ? (
                <p className={blocks.muted}>No spend in this period.</p>
              ) : (
                <ul className={styles.spendList}>
                  {records.map((row) => (
                    <li key={row.currencyCode}>
                      {known(row.currencyCode) ? (
                        <Amount value={row.dailyAverage} currency={row.currencyCode} />
                      ) : (
                        money(row.dailyAverage, row.currencyCode)
                      )}
                      <span className={styles.averageNote}>
                        a day · {money(row.total, row.currencyCode)} over {row.daysCount}{' '}
                        {row.daysCount === 1 ? 'day' : 'days'}
                      </span>
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryContent>
        </DashboardTile>
        <DashboardTile id="decline-rate-title" title="Decline rate" busy={declines.isFetching}>
          <QueryContent query={declines} what="decline rate" loading={<Skeleton shape="block" height={120} />}>
            {(rate) => (
              <>
                <p className={styles.figure} data-testid="decline-rate">
                  <DeclineRate rate={rate.declineRate} threshold={rate.threshold} empty="No payments yet" />
                </p>
                <p className={blocks.muted}>
                  {rate.declinePaymentsCount} declined of {rate.totalPaymentsCount} payments,{' '}
                  {PERIOD_PRESET_LABELS[preset].toLowerCase()} ({dayLabel(rate.period.from)}–{dayLabel(rate.period.to)})
                </p>
                {rate.perMonth.length > 1 ? (
                  <BarChart
                    title="Decline rate per month"
                    valueLabel="Decline rate"
                    max={100}
                    formatTick={(tick) => `${tick} %`}
                    width={420}
                    bars={rate.perMonth.map((month) => ({
                      label: monthLabel(month.month),
                      value: toPlot(month.declineRate),
                      display:
                        month.declineRate === null
                          ? 'no payments'
                          : `${month.declineRate} % (${month.declinePaymentsCount} of ${month.totalPaymentsCount})`,
                    }))}
                  />
                ) : null}
              </>
            )}
          </QueryContent>
        </DashboardTile>
        <DashboardTile id="spends-by-cards-title" title="Spend by card" busy={spends.isFetching} wide>
          <QueryContent query={spends} what="spend by card" loading={<Skeleton shape="block" height={200} />}>
            {({ spends: cards, timestamps }) =>
              cards.length === 0 ? (
                <p className={blocks.muted}>No card spent anything in this period.</p>
              ) : (
                byCurrency(cards).map(([currency, series]) => (
                  <LineChart
                    key={currency}
                    title={`Spend per day, ${currency} cards`}
                    xLabels={timestamps.map(dayLabel)}
                    series={series}
                    formatTick={(tick) => formatAmount(String(tick), { decimals: Number.isInteger(tick) ? 0 : 2 })}
                    width={960}
                  />
                ))
              )
            }
          </QueryContent>
        </DashboardTile>
      </div>
    </section>
  );
}
