import { apiMessage } from '@/src/contracts/api-messages';
import type { CompensationPeriod, compensationEndpoints } from '@/src/contracts/compensation';
import {
  activePeriods,
  getPeriod,
  insertPeriod,
  listPeriods,
  lockPeriodCreation,
  paidByPeriod,
  periodDays,
  stopPeriodRow,
  totalPaid,
  type CompensationPeriodRow,
} from '@/server/db/queries/compensation';
import { HttpError, notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { formatMinor, toMinor } from '@/server/ledger/amounts';
import { readDeclineFile } from './decline-file';
import { refundDeclineFees } from './decline-refunds';
import { pageMeta } from '@/server/db/paging';
import { specDate, specDateOrNull } from '@/server/lib/spec-date';

function periodView(row: CompensationPeriodRow, paid: bigint): CompensationPeriod {
  return {
    id: row.id,
    startDate: row.startDate.toISOString().slice(0, 10),
    endDate: specDateOrNull(row.endDate),
    compensationAmount: formatMinor(row.compensationAmount, row.currency),
    compensationPercent: row.compensationPercent,
    currency: row.currency,
    isActive: row.isActive,
    paidAmount: formatMinor(paid, row.currency),
    createdAt: specDate(row.createdAt),
  };
}

/** Compensation periods (role 1) and the uploaded decline file for refunds (roles 1, 6). */
export const compensationHandlers: Handlers<typeof compensationEndpoints> = {
  async listCompensationPeriods({ query, c }) {
    const db = c.var.deps.db;
    const { records, totalCount } = await listPeriods(db, {
      isActive: query.isActive === undefined ? undefined : query.isActive === '1',
      page: query.page,
      perPage: query.perPage,
    });
    const paid = await paidByPeriod(
      db,
      records.map((r) => r.id),
    );
    return { meta: pageMeta(query, totalCount), records: records.map((r) => periodView(r, paid.get(r.id) ?? 0n)) };
  },

  async compensationTotalAmount({ query, c }) {
    return {
      totalAmount: formatMinor(await totalPaid(c.var.deps.db, query.currency), query.currency),
      currencyCode: query.currency,
    };
  },

  async createCompensationPeriod({ body, auth, c }) {
    const { db, now } = c.var.deps;
    const period = await db.transaction(async (tx) => {
      await lockPeriodCreation(tx);
      if ((await activePeriods(tx)).length > 0) throw new HttpError(409, apiMessage.compensationPeriodActive);
      return insertPeriod(tx, {
        startDate: new Date(`${body.startDate}T00:00:00Z`),
        compensationAmount: toMinor(body.compensationAmount, body.currency),
        compensationPercent: body.compensationPercent,
        currency: body.currency,
        isActive: true,
        createdBy: auth.userId,
        createdAt: now(),
      });
    });
    return { message: apiMessage.compensationPeriodCreated, period: periodView(period, 0n) };
  },

  async stopCompensationPeriod({ params, c }) {
    const { db, now } = c.var.deps;
    const stopped = await db.transaction(async (tx) => {
      const period = await getPeriod(tx, params.id, { lock: true });
      if (!period) throw notFound();
      if (!period.isActive) throw new HttpError(409, apiMessage.compensationPeriodNotActive);
      return stopPeriodRow(tx, period.id, now());
    });
    return { message: apiMessage.compensationPeriodStopped, endDate: specDate(stopped.endDate!) };
  },

  async compensationPeriodDetails({ params, query, c }) {
    const db = c.var.deps.db;
    const period = await getPeriod(db, params.id);
    if (!period) throw notFound();
    const [{ records, totalCount }, paid] = await Promise.all([
      periodDays(db, period.id, query.page, query.perPage),
      paidByPeriod(db, [period.id]),
    ]);
    return {
      meta: pageMeta(query, totalCount),
      period: periodView(period, paid.get(period.id) ?? 0n),
      records: records.map((r) => ({
        date: r.day,
        amount: formatMinor(r.amount, period.currency),
        companiesCount: r.companies,
      })),
    };
  },

  async uploadDeclineFile({ body, auth, c }) {
    const { db, now } = c.var.deps;
    const { rows, errors } = await readDeclineFile(await body.file.arrayBuffer());
    const outcome = await db.transaction((tx) =>
      refundDeclineFees(tx, { rows, readErrors: errors, fileName: body.file.name, auth, now: now() }),
    );
    return {
      status: 'success' as const,
      message: apiMessage.declineFileDone(outcome.refundedCount, outcome.skippedCount),
      ...outcome,
    };
  },
};
