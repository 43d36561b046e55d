import type { Db } from './client';

/**
 * What is made once per database handle (the pool, or the PGlite instance) and kept while it lives: a
 * prepared statement every authenticated request runs (drizzle builds its SQL once, PostgreSQL plans it
 * once per connection), a hot path's batcher (server/db/batcher.ts). Keyed weakly, so a transaction
 * handle that makes one does not outlive its transaction, and each test's database has its own.
 */
export function oncePerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = build(db);
      made.set(db, value);
    }
    return value;
  };
}
