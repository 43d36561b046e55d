import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/server/db/client';
import { rollUpDirtyDays, storeEvents, type StoredEvent } from '@/server/db/queries/analytics-events';

const DAY = 86_400_000;
const CLIENT_PAGES = [
  '/dashboard',
  '/wallet',
  '/wallet/card/$cardId',
  '/bank',
  '/bank/account/$id',
  '/team',
  '/top-up',
  '/news',
  '/settings',
];
const STAFF_PAGES = [
  '/admin/clients',
  '/admin/clients/$id',
  '/admin/transfer-funds',
  '/admin/registration-confirmation',
  '/admin/analytics',
  '/admin/decline-rate',
];
const DEVICES = ['browser-desktop', 'browser-phone', 'pwa-phone', 'pwa-desktop'];

/** A small deterministic generator, so every demo database shows the same history. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * 90 days of page hits and product events (issue 22) for the demo's users and some anonymous visitors, so
 * the analytics page shows real figures on `npm start`; rolled up at once.
 */
export async function seedAnalytics(tx: Db, now: Date, days = 90) {
  const random = generator(22);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const people = rowsOf<{ id: number; company_id: number | null; role: number }>(
    await tx.execute(sql`select id, company_id, role from users where status = 1 order by id limit 40`),
  );
  const events: StoredEvent[] = [];
  const event = (e: Omit<StoredEvent, 'id' | 'referrer' | 'durationMs'> & { referrer?: string | null }) =>
    events.push({
      id: randomUUID(),
      referrer: e.referrer ?? null,
      durationMs: e.type === 'hit' ? Math.floor(random() * 120_000) : null,
      ...e,
    });

  for (let d = days - 1; d >= 0; d--) {
    const dayStart = now.getTime() - d * DAY - (now.getTime() % DAY);
    const at = () => new Date(Math.min(now.getTime(), dayStart + Math.floor(random() * DAY)));
    for (const person of people) {
      // Weekdays busier than weekends; not everyone every day.
      const weekday = new Date(dayStart).getUTCDay() % 6 !== 0;
      if (random() > (weekday ? 0.55 : 0.2)) continue;
      const pages = person.role === 2 || person.role === 3 || person.role === 4 ? CLIENT_PAGES : STAFF_PAGES;
      const device = person.role >= 2 && person.role <= 4 ? pick(DEVICES) : 'browser-desktop';
      const clientId = `demo-browser-${person.id}`;
      let previous: string | null = null;
      for (let hits = 1 + Math.floor(random() * 5); hits > 0; hits--) {
        const name = pick(pages);
        event({
          clientId,
          userId: person.id,
          companyId: person.company_id,
          type: 'hit',
          name,
          referrer: previous,
          device,
          at: at(),
        });
        previous = name;
      }
      if (pages === CLIENT_PAGES && random() < 0.08)
        event({
          clientId,
          userId: person.id,
          companyId: person.company_id,
          type: 'event',
          name: 'transfer-made',
          device,
          at: at(),
        });
      if (pages === CLIENT_PAGES && random() < 0.04)
        event({
          clientId,
          userId: person.id,
          companyId: person.company_id,
          type: 'event',
          name: 'top-up-requested',
          device,
          at: at(),
        });
    }
    // Visitors who open registration; some go on to send it.
    for (let v = Math.floor(random() * 6); v > 0; v--) {
      const clientId = `demo-visitor-${d}-${v}`;
      const device = pick(DEVICES);
      event({ clientId, userId: null, companyId: null, type: 'hit', name: '/registration', device, at: at() });
      event({ clientId, userId: null, companyId: null, type: 'event', name: 'registration-step-1', device, at: at() });
      if (random() < 0.3)
        event({ clientId, userId: null, companyId: null, type: 'event', name: 'registration-done', device, at: at() });
    }
  }
  for (let i = 0; i < events.length; i += 1000) await storeEvents(tx, events.slice(i, i + 1000));
  await rollUpDirtyDays(tx);
  return events.length;
}
