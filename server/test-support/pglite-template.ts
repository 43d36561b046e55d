import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@/server/db/client';

const PREFIX = 'cardportal-pglite-template-';
const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
const pgliteVersion = (
  JSON.parse(
    readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8'),
  ) as {
    version: string;
  }
).version;

/** Changes whenever a migration or the PGlite build does, so a stale template is never used. */
function templateKey(): string {
  const hash = createHash('sha256').update(pgliteVersion);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsDir);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, empty PGlite data directory, built once per machine and migration set. A fresh PGlite runs
 * initdb in WebAssembly (seconds per test file); copying a ready directory takes a fraction of that.
 */
async function ensureTemplate(): Promise<string> {
  const dir = path.join(tmpdir(), `${PREFIX}${templateKey()}`);
  if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  const building = `${dir}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ kind: 'pglite', dataDir: building });
  await database.close();
  try {
    // Atomic publish: when two workers build at once, the first rename wins and the other is dropped.
    renameSync(path.join(building, 'pglite'), dir);
  } catch {
    if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`Could not publish the PGlite template at ${dir}`);
  }
  rmSync(building, { recursive: true, force: true });
  removeStaleTemplates(dir);
  return dir;
}

function removeStaleTemplates(current: string) {
  const hourAgo = Date.now() - 3_600_000;
  for (const name of readdirSync(tmpdir())) {
    const full = path.join(tmpdir(), name);
    if (!name.startsWith(PREFIX) || full === current) continue;
    try {
      if (statSync(full).mtimeMs < hourAgo) rmSync(full, { recursive: true, force: true });
    } catch {
      // Someone else removed it first.
    }
  }
}

/** Puts a migrated PGlite database where openDatabase({ kind: 'pglite', dataDir }) will open it. */
export async function preparePgliteDataDir(dataDir: string) {
  cpSync(await ensureTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
}
