import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ne } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig, type Config } from '@/server/config';
import { platformSecrets } from '@/server/db/schema/index';
import { bootstrap } from '@/server/lib/bootstrap';
import { seedConfigKey, seedDemo } from '@/server/seed/seed';
import { preparePgliteDataDir } from './pglite-template';
import { baseTestEnv } from './test-env';

/**
 * The demo seed takes tens of seconds per test file; a database seeded once per vitest run and copied for
 * each file takes a fraction of that. One template per run (the run id comes from global-setup.ts): the seed
 * dates its data relative to now, so a template from an earlier run would be out of date.
 */

const PGLITE_PREFIX = 'cardportal-pglite-seeded-';
const POSTGRES_PREFIX = 'tpl_seed_';
/** Older than this, a template belongs to a run that died without its teardown. */
export const SEEDED_TEMPLATE_MAX_AGE_MS = 12 * 3_600_000;
/** A lock older than this was left by a worker that died while seeding. */
const STALE_LOCK_MS = 10 * 60_000;

/** The seed the templates hold; a context whose config would seed differently seeds in place. */
export function seededTemplateFits(config: Config): boolean {
  return seedConfigKey(config) === seedConfigKey(loadConfig(baseTestEnv(tmpdir(), null)));
}

/**
 * The secrets bootstrap makes (VAPID keys) are dropped from the template, so each copy makes its own as a
 * freshly seeded database would; the sandbox issuer's secret stays, as the seeded cards were made with it.
 */
const SEED_SECRET = 'card-issuer-sandbox';

async function seed(env: Record<string, string>) {
  const runtime = await bootstrap(loadConfig(env));
  try {
    await seedDemo(runtime.deps);
    await runtime.deps.db.delete(platformSecrets).where(ne(platformSecrets.name, SEED_SECRET));
  } finally {
    await runtime.close();
  }
}

/** Puts this run's migrated and seeded PGlite database where openDatabase will open it from `dataDir`. */
export async function prepareSeededPgliteDataDir(dataDir: string, runId: string) {
  cpSync(await ensurePgliteTemplate(runId), path.join(dataDir, 'pglite'), { recursive: true });
}

/** This run's migrated and seeded PGlite template, made by the first caller while the others wait for it. */
export async function ensurePgliteTemplate(runId: string): Promise<string> {
  const dir = path.join(tmpdir(), `${PGLITE_PREFIX}${runId}`);
  const lock = `${dir}.lock`;
  for (;;) {
    if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
    try {
      // mkdir is atomic: one worker seeds, the others wait for it to publish.
      mkdirSync(lock);
    } catch {
      if (isStale(lock)) rmSync(lock, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    const building = `${dir}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      mkdirSync(building);
      await preparePgliteDataDir(building);
      await seed(baseTestEnv(building, null));
      renameSync(path.join(building, 'pglite'), dir);
    } finally {
      rmSync(building, { recursive: true, force: true });
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

function isStale(file: string): boolean {
  try {
    return statSync(file).mtimeMs < Date.now() - STALE_LOCK_MS;
  } catch {
    return false;
  }
}

/**
 * The name of this run's seeded PostgreSQL template next to the database `baseUrl` names, made on first
 * use. Workers take turns under an advisory lock; a template is finished once it refuses connections, so
 * one left half-made by a worker that died is made again.
 */
export async function ensurePostgresTemplate(baseUrl: string, runId: string): Promise<string> {
  const name = `${POSTGRES_PREFIX}${runId}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rows } = await client.query<{ ready: boolean }>(
      'select not datallowconn as ready from pg_database where datname = $1',
      [name],
    );
    if (rows[0]?.ready) return name;
    if (rows[0]) await client.query(`drop database "${name}" with (force)`);
    await client.query(`create database "${name}"`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    // The seed's app writes nothing outside the database, but its config needs a data directory.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cardportal-seed-'));
    try {
      await seed(baseTestEnv(dataDir, url.toString()));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // No connection may be open on a template while a copy is made; refusing them also marks it finished.
    await client.query(`alter database "${name}" allow_connections false`);
    return name;
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await client.end();
  }
}

/** Removes the seeded templates whose run id `matches` (PGlite directories, and PostgreSQL databases). */
export async function dropSeededTemplates(matches: (runId: string) => boolean) {
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(PGLITE_PREFIX)) continue;
    const runId = entry.slice(PGLITE_PREFIX.length).split('.')[0]!;
    if (matches(runId)) rmSync(path.join(tmpdir(), entry), { recursive: true, force: true });
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select datname as name from pg_database where datname like 'tpl\\_seed\\_%'",
    );
    for (const { name } of rows)
      if (matches(name.slice(POSTGRES_PREFIX.length)))
        await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
