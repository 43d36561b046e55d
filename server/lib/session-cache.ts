import type { findLiveSession } from '@/server/db/queries/sessions';
import { InvalidatedCache } from './invalidated-cache';

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

/**
 * The live-session check of every authenticated request, served from memory (decision 007).
 *
 * This instance drops everything after each request that may have written (so its own writes count on the very
 * next request), and every instance drops what a committed change to sessions, users or companies names, as
 * PostgreSQL announces it on `auth_changed`. The rest (the epoch, the feed being down, the age bound) is
 * InvalidatedCache's.
 */
export class LiveSessionCache extends InvalidatedCache<string, LiveSessionRow, AuthChange> {
  invalidate(change: AuthChange) {
    if (change.kind === 'all') this.clear();
    else if (change.kind === 'session') this.delete(change.id);
    else if (change.kind === 'user') this.deleteWhere((row) => row.user.id === change.id);
    else this.deleteWhere((row) => row.user.companyId === change.id);
  }
}
