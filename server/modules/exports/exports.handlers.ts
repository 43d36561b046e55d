import type { z } from 'zod';
import { can, hasPermission, isStaffRole } from '@/src/contracts/access';
import { EXPORT_MEDIA_TYPE, type exportEndpoints, type exportFilter } from '@/src/contracts/exports';
import { PAYMENT_STATUS } from '@/src/contracts/payments';
import { findAccount } from '@/server/db/queries/balances';
import { paymentBatches } from '@/server/db/queries/payment-batches';
import type { AuthContext } from '@/server/http/context';
import { forbidden, HttpError, invalidField, notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { paymentViewOf } from '@/server/modules/payment-lists/payment-view';
import { PAYMENT_LIST_TYPES } from '@/server/modules/payment-lists/list-types';
import { dayStart } from '@/server/lib/period';
import { EXPORT_TTL_SECONDS, readExportOrder, signExportOrder } from './export-token';
import { paymentFile } from './payment-file';

type Filter = z.output<typeof exportFilter>;

export const exportMessages = {
  hashInvalid: 'This export link is not valid',
  hashExpired: 'This export link has expired. Please export again',
} as const;

/**
 * What the caller may export: staff who see the payment lists, anything; an owner who may see balances,
 * only their own company's payments and accounts (the filter is narrowed to it, never widened).
 */
async function scopedFilter(
  c: Parameters<Handlers<typeof exportEndpoints>['createExport']>[0]['c'],
  auth: AuthContext,
  filter: Filter,
): Promise<Filter> {
  const { db } = c.var.deps;
  if (isStaffRole(auth.role)) {
    if (!can(auth.role, 'transferFunds.view')) throw forbidden();
    if (filter.accountId !== undefined && !(await findAccount(db, filter.accountId)))
      throw invalidField('filter.accountId', 'Unknown account');
    return filter;
  }
  if (
    !can(auth.role, 'bank.accounts') ||
    !hasPermission(auth.role, auth.permissions, 'see_balance') ||
    !auth.user.canSeeBalance ||
    auth.companyId === null
  ) {
    throw forbidden();
  }
  if (filter.companyId !== undefined && filter.companyId !== auth.companyId) throw notFound();
  if (filter.accountId !== undefined) {
    const account = await findAccount(db, filter.accountId);
    if (!account || account.companyId !== auth.companyId) throw notFound();
  }
  return { ...filter, list: 'all', companyId: auth.companyId };
}

export const exportsHandlers: Handlers<typeof exportEndpoints> = {
  async createExport({ auth, body, c }) {
    const { jwtKey, now } = c.var.deps;
    const filter = await scopedFilter(c, auth, body.filter);
    const expiresAt = Math.floor(now().getTime() / 1000) + EXPORT_TTL_SECONDS;
    const hash = signExportOrder(jwtKey, {
      userId: auth.userId,
      format: body.format,
      filter,
      timezoneOffset: c.var.timezoneOffset,
      expiresAt,
    });
    const fileName = `payments-${now().toISOString().slice(0, 10)}.${body.format}`;
    return { data: { hash, expiresAt, fileName } };
  },

  async downloadExport({ auth, query, c }) {
    const { db, jwtKey, now } = c.var.deps;
    const read = readExportOrder(jwtKey, query.hash, now());
    if (!read.ok) {
      if (read.reason === 'expired') throw new HttpError(410, exportMessages.hashExpired);
      throw invalidField('hash', exportMessages.hashInvalid);
    }
    const { order } = read;
    // A hash is for the person who asked for it; the rights are checked again, as they may have changed.
    if (order.userId !== auth.userId) throw notFound();
    const filter = await scopedFilter(c, auth, order.filter);
    // Days in the timezone of the person who asked, as the list they were looking at.
    const offset = order.timezoneOffset ?? 0;
    const period = {
      from: filter.from ? dayStart(filter.from, offset) : undefined,
      to: filter.to ? dayStart(filter.to, offset, 1) : undefined,
    };
    const batches = paymentBatches(db, {
      types: filter.list === 'all' ? undefined : PAYMENT_LIST_TYPES[filter.list],
      companyId: filter.companyId,
      accountId: filter.accountId,
      status: filter.status === undefined ? undefined : PAYMENT_STATUS[filter.status],
      type: filter.type,
      currency: filter.currency,
      search: filter.search || undefined,
      ...period,
    });
    const views = (async function* () {
      for await (const batch of batches) yield batch.map(paymentViewOf);
    })();
    const fileName = `payments-${now().toISOString().slice(0, 10)}.${order.format}`;
    return new Response(paymentFile(order.format, views, order.timezoneOffset), {
      headers: {
        'content-type': EXPORT_MEDIA_TYPE[order.format],
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      },
    });
  },
};
