import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Runs a raw statement as a named prepared statement: PostgreSQL parses and plans it once per connection
 * instead of on every call (measured as about half of what the authorization statements cost it). The
 * name is a hash of the text, so one shape always has one name whatever its values (they are parameters);
 * use it only for statements of a few fixed shapes, as each shape stays prepared on every connection.
 * PGlite runs it as an ordinary statement.
 */
export function executePrepared(db: Db, query: SQL): Promise<unknown> {
  // drizzle keeps the dialect internal; it is the same object tx.execute() builds its queries with.
  const { dialect } = db as unknown as { dialect: PgDialect };
  const built = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 24)}`;
  return db._.session.prepareQuery(built, undefined, name, false).execute();
}
