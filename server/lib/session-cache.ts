import type { findLiveSession } from '@/server/db/queries/sessions';

export type LiveSessionRow = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/** What a database change says it touched (channel `auth_changed`, migration 0003). */
export type AuthChange =
  { kind: 'session'; id: string } | { kind: 'user'; id: number } | { kind: 'company'; id: number } | { kind: 'all' };

export const AUTH_CHANGED_CHANNEL = 'auth_changed';

export function parseAuthChange(payload: string): AuthChange {
  const [kind, id] = [payload.slice(0, 2), payload.slice(2)];
  if (kind === 's:' && id) return { kind: 'session', id };
  if (kind === 'u:' && /^\d+$/.test(id)) return { kind: 'user', id: Number(id) };
  if (kind === 'c:' && /^\d+$/.test(id)) return { kind: 'company', id: Number(id) };
  return { kind: 'all' };
}

interface Entry {
  row: LiveSessionRow;
  storedAt: number;
}

/**
 * The live-session check of every authenticated request, served from memory (decision 007).
 *
 * Correctness rests on invalidation, not on expiry: this instance drops everything after each request
 * that may have written (so its own writes count on the very next request), and every instance drops what
 * a committed change to sessions, users or companies names, as PostgreSQL announces it on `auth_changed`.
 * A read that started before an invalidation is never stored after it (the epoch check), so a slow query
 * cannot put back what a revocation removed. `maxAgeMs` only bounds how long a lost notification could
 * matter; the listener connection dropping clears everything.
 */
export class LiveSessionCache {
  private readonly entries = new Map<string, Entry>();
  private epoch = 0;
  /** Off until the change feed listens, and whenever it is down: nothing is served that it could not clear. */
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
    this.invalidate({ kind: 'all' });
  }

  get(sessionId: string): LiveSessionRow | null {
    if (!this.live) return null;
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    if (this.now() - entry.storedAt > this.options.maxAgeMs) {
      this.entries.delete(sessionId);
      return null;
    }
    return entry.row;
  }

  /** The epoch to hand back to `store` once the database has answered. */
  beginRead(): number {
    return this.epoch;
  }

  store(sessionId: string, row: LiveSessionRow, readEpoch: number) {
    if (!this.live || readEpoch !== this.epoch) return;
    if (this.entries.size >= this.options.maxEntries) {
      // Maps iterate in insertion order: drop the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sessionId, { row, storedAt: this.now() });
  }

  invalidate(change: AuthChange) {
    this.epoch += 1;
    if (change.kind === 'all') {
      this.entries.clear();
      return;
    }
    if (change.kind === 'session') {
      this.entries.delete(change.id);
      return;
    }
    for (const [id, { row }] of this.entries) {
      const hit = change.kind === 'user' ? row.user.id === change.id : row.user.companyId === change.id;
      if (hit) this.entries.delete(id);
    }
  }

  get size() {
    return this.entries.size;
  }
}
