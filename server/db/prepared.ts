import type { Db } from './client';

/**
 * A statement prepared once per database handle (the pool, or the PGlite instance) and reused: drizzle
 * builds its SQL once instead of per call, and PostgreSQL parses and plans a named statement once per
 * connection. For the queries every authenticated request runs. Keyed weakly, so a transaction handle
 * that prepares one does not outlive its transaction.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let statement = cache.get(db);
    if (!statement) {
      statement = build(db);
      cache.set(db, statement);
    }
    return statement;
  };
}
