import ExcelJS from 'exceljs';
import { DEVICE_LABEL, FUNNEL_LABEL, RISK_LABEL } from '@/src/contracts/analytics-labels';
import { COMPANY_SEGMENT_LABEL } from '@/src/contracts/companies';
import type { ExportFormat } from '@/src/contracts/exports';
import { csvCell } from '@/server/modules/exports/payment-file';
import { COHORT_WEEKS } from './report';
import type { Overview } from './overview';

type Cell = string | number;

/** One table of the page: a sheet of the workbook, a titled block of the CSV. */
export interface Block {
  title: string;
  header: string[];
  rows: Cell[][];
}

const orDash = (value: string | null) => value ?? '';

/**
 * The page's tables as the file holds them, in the page's order, with the page's wording. Amounts stay
 * the server's exact strings ("1234.50"), so they add up in a spreadsheet; percentages and hours are
 * numbers in text form, an empty cell where the page shows a dash.
 */
export function analyticsBlocks(o: Overview): Block[] {
  return [
    {
      title: 'Period',
      header: ['From', 'To'],
      rows: [[o.period.from, o.period.to]],
    },
    {
      title: 'Onboarding funnel',
      header: ['Step', 'Count', 'From previous step, %', 'Median hours from previous step'],
      rows: o.funnel.map((s) => [FUNNEL_LABEL[s.step], s.count, orDash(s.conversion), orDash(s.medianHours)]),
    },
    {
      title: 'Companies at risk',
      header: [
        'Company ID',
        'Company',
        'Segment',
        'Why',
        'Last spend',
        'Decline rate 30 days, %',
        "Owner's warning threshold, %",
      ],
      rows: o.atRisk.map((c) => [
        c.id,
        c.name,
        COMPANY_SEGMENT_LABEL[c.segment] ?? String(c.segment),
        c.reasons.map((r) => RISK_LABEL[r]).join('; '),
        orDash(c.lastSpendAt?.date ?? null),
        orDash(c.declineRate),
        c.declineThreshold,
      ]),
    },
    {
      title: 'Cohorts',
      header: [
        'Approved in the week of',
        'Companies',
        ...Array.from({ length: COHORT_WEEKS }, (_, i) => `Week ${i + 1}, % with a purchase`),
      ],
      rows: o.cohorts.map((c) => [c.week, c.companies, ...c.weeks.map(orDash)]),
    },
    {
      title: 'Activity',
      header: ['Day', 'Active (page hits)', 'Active companies (money)', 'Hits'],
      rows: o.activity.map((d) => [d.date, d.activeFromHits, d.activeFromMoney, d.hits]),
    },
    {
      title: 'Money per day',
      header: [
        'Day',
        'Currency',
        'Top-ups',
        'Top-up amount',
        'Transfers',
        'Transfer amount',
        'Card spend',
        'Purchases',
        'Declines',
      ],
      rows: o.money.map((m) => [
        m.date,
        m.currency,
        m.topUps,
        m.topUpAmount,
        m.transfers,
        m.transferAmount,
        m.cardSpend,
        m.purchases,
        m.declines,
      ]),
    },
    {
      title: 'Top pages',
      header: ['Page', 'Hits', 'Visitors (per day, summed)'],
      rows: o.topPages.map((p) => [p.path, p.hits, p.visitors]),
    },
    {
      title: 'Devices',
      header: ['Device', 'Hits'],
      rows: o.devices.map((d) => [DEVICE_LABEL[d.device] ?? d.device, d.hits]),
    },
  ];
}

/**
 * CSV: each table under its title line, a blank line between tables; every cell quoted and kept from
 * running as a formula (company names are typed by clients), with a byte-order mark for spreadsheets.
 */
export function analyticsCsv(blocks: Block[]): string {
  const line = (cells: Cell[]) => cells.map(csvCell).join(',');
  const tables = blocks.map((b) => [line([b.title]), line(b.header), ...b.rows.map(line)].join('\r\n'));
  return `\uFEFF${tables.join('\r\n\r\n')}\r\n`;
}

/** Sheet names are at most 31 characters and may not hold : \ / ? * [ ]. */
const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

/** Excel: one sheet per table, its header row first. Text stays text: a workbook cell is never a formula here. */
export async function analyticsXlsx(blocks: Block[]): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  for (const block of blocks) {
    const sheet = workbook.addWorksheet(sheetName(block.title));
    sheet.columns = block.header.map((header) => ({ header, width: Math.max(12, Math.min(40, header.length + 2)) }));
    for (const row of block.rows) sheet.addRow(row);
  }
  return Uint8Array.from(Buffer.from(await workbook.xlsx.writeBuffer()));
}

export async function analyticsFile(
  format: ExportFormat,
  overview: Overview,
): Promise<Uint8Array<ArrayBuffer> | string> {
  const blocks = analyticsBlocks(overview);
  return format === 'csv' ? analyticsCsv(blocks) : analyticsXlsx(blocks);
}
