import type { z } from 'zod';
import type { analyticsEndpoints, analyticsQuery } from '@/src/contracts/analytics';
import { EXPORT_MEDIA_TYPE } from '@/src/contracts/exports';
import { clientIp } from '@/server/http/client-ip';
import { markRiskSeen, seenRiskIds } from '@/server/db/queries/analytics-risk';
import type { Handlers } from '@/server/http/mount';
import { HttpError, invalidField, notFound } from '@/server/http/errors';
import { EXPORT_TTL_SECONDS, readExportOrder, signExportOrder } from '@/server/modules/exports/export-token';
import { exportMessages } from '@/server/modules/exports/exports.handlers';
import { analyticsFile } from './analytics-file';
import { eventsOf, optionalCaller } from './ingest';
import { exportOf, overviewOf, reportFilterOf } from './overview';
import { atRiskIdsNow, atRiskNow } from './risk';
import { pageAnswer } from '@/server/db/paging';
import { submitIngest } from './ingest-batcher';

type AnalyticsFilter = z.output<typeof analyticsQuery>;

const fileNameOf = (from: string, to: string, format: string) => `analytics-${from}-${to}.${format}`;

export const analyticsHandlers: Handlers<typeof analyticsEndpoints> = {
  async ingestEvents({ body, c }) {
    const { db, now } = c.var.deps;
    const caller = await optionalCaller(c);
    const events = eventsOf(body, caller, now());
    // Counted once the batch is valid (a refused one writes nothing, not even a counter), with the
    // requests that arrived beside it (ingest-batcher.ts).
    const unique = [...new Map(events.map((e) => [e.id, e])).values()];
    const stored = await submitIngest(
      db,
      { events: unique, address: clientIp(c), clientId: body.clientId, caller },
      now(),
    );
    return { stored, duplicates: events.length - stored };
  },

  async analyticsOverview({ query, auth, c }) {
    const { db, now } = c.var.deps;
    const filter = reportFilterOf(query, now(), 'query');
    const [overview, atRiskIds] = await Promise.all([overviewOf(db, filter, now()), atRiskIdsNow(db, now())]);
    // Opening the page is what clears the "A" badge: what is at risk now counts as seen.
    await markRiskSeen(db, auth.userId, atRiskIds);
    return overview;
  },

  async analyticsAtRisk({ query, auth, c }) {
    const { db, now } = c.var.deps;
    // Read after the visit (the page asks once the overview answered): new is what the visit before did not show.
    const [list, seen] = await Promise.all([atRiskNow(db, now(), query), seenRiskIds(db, auth.userId, 'beforeLast')]);
    return pageAnswer(query, list, (company) => ({ ...company, isNew: !seen?.has(company.id) }));
  },

  async createAnalyticsExport({ auth, body, c }) {
    const { jwtKey, now } = c.var.deps;
    // The period is fixed now, as the page showed it: a file fetched after midnight holds the same days.
    const { from, to } = reportFilterOf(body.filter, now(), 'filter');
    const expiresAt = Math.floor(now().getTime() / 1000) + EXPORT_TTL_SECONDS;
    const filter: AnalyticsFilter = { ...body.filter, from, to };
    const hash = signExportOrder(
      jwtKey,
      { userId: auth.userId, format: body.format, filter, timezoneOffset: null, expiresAt },
      'analytics',
    );
    return { data: { hash, expiresAt, fileName: fileNameOf(from, to, body.format) } };
  },

  async downloadAnalyticsExport({ auth, query, c }) {
    const { db, jwtKey, now } = c.var.deps;
    const read = readExportOrder<AnalyticsFilter>(jwtKey, query.hash, now(), 'analytics');
    if (!read.ok) {
      if (read.reason === 'expired') throw new HttpError(410, exportMessages.hashExpired);
      throw invalidField('hash', exportMessages.hashInvalid);
    }
    const { order } = read;
    // A hash is for the person who asked for it (the right itself is checked again by the route).
    if (order.userId !== auth.userId) throw notFound();
    const filter = reportFilterOf(order.filter, now(), 'hash');
    // Exporting reads the page's tables but is not a visit: the "A" badge stays as it is.
    const body = await analyticsFile(order.format, await exportOf(db, filter, now()));
    return new Response(body, {
      headers: {
        'content-type': EXPORT_MEDIA_TYPE[order.format],
        'content-disposition': `attachment; filename="${fileNameOf(filter.from, filter.to, order.format)}"`,
        'cache-control': 'no-store',
      },
    });
  },
};
