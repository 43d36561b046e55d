import type { Database } from '@/server/db/client';

interface Entry<V> {
  value: V;
  storedAt: number;
}

/**
 * Rows served from memory and kept right by invalidation, not by expiry (decision 007): the session check
 * (session-cache.ts) and the caller's card figures (card-figures-cache.ts) both sit on it.
 *
 * - Off until its change feed (a LISTEN channel) listens, and whenever the feed is down: nothing is served
 *   that a lost notification could leave wrong.
 * - A read that began before an invalidation is never stored after it (the epoch), so a slow query cannot put
 *   back what a change removed.
 * - `maxAgeMs` only bounds how long a notification PostgreSQL could not deliver would matter.
 */
export abstract class InvalidatedCache<K, V, Change> {
  private readonly entries = new Map<K, Entry<V>>();
  private epoch = 0;
  private live = false;

  constructor(private readonly options: { maxAgeMs: number; maxEntries: number; clock?: () => number }) {}

  private now() {
    return (this.options.clock ?? Date.now)();
  }

  /** The change feed is listening: entries may be kept from now on. */
  resume() {
    this.live = true;
  }

  /** The change feed is down: forget everything and keep nothing until it is back. */
  suspend() {
    this.live = false;
    this.clear();
  }

  get(key: K): V | null {
    if (!this.live) return null;
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.now() - entry.storedAt > this.options.maxAgeMs) {
      this.entries.delete(key);
      return null;
    }
    return entry.value;
  }

  /** The epoch to hand back to `store` once the database has answered. */
  beginRead(): number {
    return this.epoch;
  }

  store(key: K, value: V, readEpoch: number) {
    if (!this.live || readEpoch !== this.epoch) return;
    if (this.entries.size >= this.options.maxEntries && !this.entries.has(key)) {
      // Maps iterate in insertion order: drop the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, storedAt: this.now() });
  }

  /** Drops what a change announced on the cache's channel names. */
  abstract invalidate(change: Change): void;

  protected clear() {
    this.epoch += 1;
    this.entries.clear();
  }

  protected delete(key: K) {
    this.epoch += 1;
    this.entries.delete(key);
  }

  protected deleteWhere(hit: (value: V) => boolean) {
    this.epoch += 1;
    for (const [key, { value }] of this.entries) if (hit(value)) this.entries.delete(key);
  }

  get size() {
    return this.entries.size;
  }
}

/** Keeps `cache` told of the changes announced on `channel`: served from while the LISTEN is up, empty while not. */
export function listenForChanges<Change>(
  database: Pick<Database, 'listen'>,
  channel: string,
  cache: InvalidatedCache<unknown, unknown, Change>,
  parse: (payload: string) => Change,
) {
  return database.listen(channel, {
    onPayload: (payload) => cache.invalidate(parse(payload)),
    onListening: () => cache.resume(),
    onLost: () => cache.suspend(),
  });
}
