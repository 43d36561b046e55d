import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';

/**
 * How the authorization path runs the statements that matter: `first` (the claim and the locks, then what
 * is read under them), which opens the transaction, so nothing runs before it, and `last` (an approval's
 * hold, with everything else it writes), which ends it, so nothing runs after it. `first` answers one
 * result per statement; each statement reads as of its own start, so one after the locks sees everything
 * the previous holder of those locks committed.
 */
export interface AuthorizationRun {
  /** The transaction, for whatever runs between them (a decline and its fee, the first answer of a replay). */
  tx: Db;
  first(queries: SQL[]): Promise<unknown[]>;
  last(query: SQL): Promise<unknown>;
}

/** The statements of an open transaction, each prepared once per connection (executePrepared). */
export const plainRun = (tx: Db): AuthorizationRun => ({
  tx,
  async first(queries) {
    const results = [];
    for (const query of queries) results.push(await executePrepared(tx, query));
    return results;
  },
  last: (query) => executePrepared(tx, query),
});

/**
 * One transaction for an authorization. Sending BEGIN with the first statements and COMMIT with the last
 * (PostgreSQL's simple protocol) would save two round trips while the card is locked, but only by inlining
 * the values as literals and building drizzle's session by hand; measured at +10–25 % on bench:authorizations,
 * not worth either. node-postgres 8.23's pipeline mode, which needs neither, was measured slower than this
 * (README, Benchmarks), so the seam stays for a driver that pipelines more cheaply.
 */
export function authorizationTransaction<T>(db: Db, work: (run: AuthorizationRun) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(plainRun(tx as unknown as Db)));
}
