import type { Context } from 'hono';
import type { z } from 'zod';
import { ANALYTICS_LIMITS, type analyticsBatch } from '@/src/contracts/analytics';
import { validation } from '@/src/contracts/messages';
import type { StoredEvent } from '@/server/db/queries/analytics-events';
import type { AppEnv, AuthContext } from '@/server/http/context';
import { HttpError } from '@/server/http/errors';
import { apiMessage } from '@/src/contracts/api-messages';
import { resolveAuth } from '@/server/middleware/auth';

const DAY = 86_400_000;

/**
 * The session behind a batch, when it carries one: its events are linked to that user and company. A
 * beacon sent while a token expired is still stored, as an anonymous browser's.
 */
export async function optionalCaller(c: Context<AppEnv>): Promise<AuthContext | null> {
  if (!c.req.header('authorization')) return null;
  try {
    return await resolveAuth(c);
  } catch {
    return null;
  }
}

export const deviceOf = (d: { standalone: boolean; mobile: boolean }) =>
  `${d.standalone ? 'pwa' : 'browser'}-${d.mobile ? 'phone' : 'desktop'}`;

/**
 * The batch as rows. A late batch keeps its own timestamps; one older than the retention (it would be
 * deleted at once) or further ahead than the allowed clock skew is refused, naming the event.
 */
export function eventsOf(batch: z.output<typeof analyticsBatch>, caller: AuthContext | null, now: Date): StoredEvent[] {
  const oldest = now.getTime() - ANALYTICS_LIMITS.retentionDays * DAY;
  const latest = now.getTime() + ANALYTICS_LIMITS.futureSkewMs;
  const errors: Record<string, string[]> = {};
  const device = deviceOf(batch.device);
  const rows = batch.events.map((e, i): StoredEvent => {
    const at = new Date(e.at);
    if (at.getTime() < oldest || at.getTime() > latest) errors[`events.${i}.at`] = [validation.notValid];
    return {
      id: e.id.toLowerCase(),
      clientId: batch.clientId,
      userId: caller?.userId ?? null,
      companyId: caller?.companyId ?? null,
      type: e.type,
      name: e.name,
      referrer: e.referrer,
      durationMs: e.durationMs,
      device,
      at,
    };
  });
  if (Object.keys(errors).length > 0) throw new HttpError(422, apiMessage.validationFailed, errors);
  return rows;
}
