import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { listenPglite, listenPostgres, type ChannelHandlers, type Unlisten } from './notifications';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The database or a transaction: query functions take either as their first argument. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** LISTEN on a notification channel (cross-instance events, ARCHITECTURE.md). */
  listen(channel: string, handlers: ChannelHandlers): Promise<Unlisten>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseTarget =
  { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string | null };

/** PGlite in `dataDir` (or in memory when null) by default; PostgreSQL when a URL is given. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize });
    // An idle connection the server ends (restart, failover, admin termination) must not crash the
    // process: the pool drops it and opens a new one on the next query.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return {
      db,
      engine: 'postgres',
      listen: (channel, handlers) => listenPostgres(target.url, channel, handlers),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (target.dataDir) {
    const dir = path.join(target.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    engine: 'pglite',
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: () => client.close(),
  };
}

/** Rows of a raw `db.execute`: both drivers answer `{ rows }`, which the shared type does not say. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
