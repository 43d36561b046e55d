import { createBatcher, type Outcome } from '@/server/db/batcher';
import type { Db } from '@/server/db/client';
import { oncePerDb } from '@/server/db/once-per-db';
import { insertEvents, linkClients, type ClientLink, type StoredEvent } from '@/server/db/queries/analytics-events';
import { hitAll, type WeightedHit } from '@/server/db/queries/rate-limits';
import { tooMany } from '@/server/modules/auth/one-time-codes';
import { INGEST_BUCKETS, ingestLimits } from './ingest.limits';

/** One accepted request: its events (valid, deduplicated within the batch), who sent it and from where. */
export interface IngestItem {
  events: StoredEvent[];
  address: string;
  clientId: string;
  /** The signed-in sender, linked to the browser once the batch is stored. */
  caller: { userId: number; companyId: number | null } | null;
}

/** How many of the request's events were new. */
export type IngestResult = number;

/**
 * How analytics batches are grouped (server/db/batcher.ts, decision 010): at 1,000 events/s from 50
 * browsers a request arrives every 10 ms, and one insert per request made each wait behind the others' round
 * trips and commits (p99 56 ms on PGlite). Grouped, a tick's requests cost one count of their limits and
 * one insert. Two in flight, as the money paths: one is written while the next one's requests are read.
 * maxBatch bounds one statement at 6,400 rows.
 */
export const INGEST_BATCHING = { maxBatch: 64, concurrency: 2 };

const hitsOf = (item: IngestItem): WeightedHit[] => [
  {
    bucket: INGEST_BUCKETS.perAddress,
    key: item.address,
    rule: ingestLimits.perAddress,
    weight: item.events.length,
  },
  item.caller
    ? { bucket: INGEST_BUCKETS.perAccount, key: String(item.caller.userId), rule: ingestLimits.perAccount, weight: 1 }
    : { bucket: INGEST_BUCKETS.perBrowser, key: item.clientId, rule: ingestLimits.perBrowser, weight: 1 },
];

/**
 * Counts every request against its limits in one statement, then stores the events of those within them in
 * one insert (each event id once, whichever request of the group carried it first) and links the signed-in
 * browsers. A request is answered after its events are committed, so an answered event is never lost.
 */
export async function ingestAll(db: Db, items: IngestItem[], now: Date): Promise<Outcome<IngestResult>[]> {
  const perItem = items.map(hitsOf);
  const answers = await hitAll(db, perItem.flat(), now);
  let next = 0;
  const refusedFor = perItem.map((hits) => {
    const mine = answers.slice(next, (next += hits.length));
    return Math.max(...mine.map((a) => a.retryAfter));
  });
  const accepted = items.filter((_, i) => refusedFor[i] === 0);
  const stored = await insertEvents(
    db,
    accepted.flatMap((item) => item.events),
  );
  const links: ClientLink[] = accepted.flatMap((item) =>
    item.caller ? [{ clientId: item.clientId, userId: item.caller.userId, companyId: item.caller.companyId }] : [],
  );
  await linkClients(db, links);
  return items.map((item, i): Outcome<IngestResult> => {
    if (refusedFor[i]! > 0) return { ok: false, error: tooMany(refusedFor[i]!) };
    let mine = 0;
    for (const event of item.events) if (stored.delete(event.id)) mine += 1;
    return { ok: true, value: mine };
  });
}

const batcherOf = oncePerDb((db: Db) =>
  createBatcher<{ item: IngestItem; now: Date }, IngestResult>({
    ...INGEST_BATCHING,
    // Decided at the first request's time: they came together.
    run: (requests) =>
      ingestAll(
        db,
        requests.map((r) => r.item),
        requests[0]!.now,
      ),
  }),
);

/** Stores one request's events in the next group, or refuses it (429) past a limit. */
export function submitIngest(db: Db, item: IngestItem, now: Date): Promise<IngestResult> {
  return batcherOf(db).submit({ item, now });
}
