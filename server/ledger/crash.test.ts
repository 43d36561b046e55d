import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_JOBS } from '@/server/app-jobs';
import { loadConfig } from '@/server/config';
import { rowsOf } from '@/server/db/client';
import { openAccountId } from '@/server/db/queries/accounts';
import { ACCOUNT_TYPE, companies } from '@/server/db/schema/index';
import { bootstrap } from '@/server/lib/bootstrap';
import { DEMO_PASSWORD } from '@/server/seed/demo-users';
import { seedDemo } from '@/server/seed/seed';
import { freePort } from '@/server/test-support/free-port';
import { createScratchDatabase, type ScratchDatabase } from '@/server/test-support/scratch-database';
import { ledgerViolations } from './invariants';
import { topUp } from './operations';

/**
 * Issue 5 "must be shown": the server killed with SIGKILL in the middle of a transfer load, then started
 * again on the same database. Every payment is whole (all its postings or none), the ledger balances, and
 * the restarted server takes transfers again. Runs on PGlite (its files) and on PostgreSQL.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'cardportal-crash-'));
let scratch: ScratchDatabase | null = null;
let server: ChildProcess | null = null;

afterAll(async () => {
  server?.kill('SIGKILL');
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function env(port: number): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'crash-test-signing-key-0123456789abcdefghij',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'never',
    ...(scratch && { DATABASE_URL: scratch.url }),
  };
}

async function start(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env(port) },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The server did not start within 60 s');
}

async function stopped(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** Demo data, and a well-funded USD transit account beside Northwind's USD BIN account. */
async function prepare() {
  if (process.env.DATABASE_URL) scratch = await createScratchDatabase(process.env.DATABASE_URL);
  const runtime = await bootstrap(loadConfig(env(0)), { jobs: APP_JOBS });
  try {
    await seedDemo(runtime.deps);
    const { db } = runtime.deps;
    const [northwind] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Northwind Media'));
    const companyId = northwind!.id;
    const transit = await openAccountId(db, { companyId, type: ACCOUNT_TYPE.transit, currency: 'USD' });
    const bin = await openAccountId(db, { companyId, type: ACCOUNT_TYPE.bin, currency: 'USD' });
    await db.transaction((tx) =>
      topUp(tx, {
        companyId,
        accountId: transit!,
        amount: 100_000_000n,
        currency: 'USD',
        source: 2,
        pending: false,
        initiator: { kind: 'system' },
      }),
    );
    return { transit: transit!, bin: bin! };
  } finally {
    await runtime.close();
  }
}

async function signIn(base: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

let keys = 0;
const transfer = (base: string, token: string, from: number, to: number) =>
  fetch(`${base}/api/transfer`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'Idempotency-Key': `crash-${process.pid}-${(keys += 1)}`,
    },
    body: JSON.stringify({ fromAccountId: from, toAccountId: to, amount: '1.00' }),
  });

describe('a crash during a transfer load', () => {
  it(
    'leaves no half-written payment and a balanced ledger; the restarted server goes on',
    { timeout: 180_000 },
    async () => {
      const { transit, bin } = await prepare();
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      server = await start(port);
      const token = await signIn(base);

      let accepted = 0;
      let running = true;
      const worker = async () => {
        while (running) {
          try {
            if ((await transfer(base, token, transit, bin)).status === 201) accepted += 1;
          } catch {
            return; // the connection died with the server
          }
        }
      };
      const load = Array.from({ length: 20 }, worker);
      // Kill it once transfers are flowing, so some are in flight.
      while (accepted < 50) await new Promise((resolve) => setTimeout(resolve, 10));
      await stopped(server, 'SIGKILL');
      running = false;
      await Promise.all(load);

      server = await start(port);
      const again = await transfer(base, await signIn(base), transit, bin);
      expect(again.status).toBe(201);
      await stopped(server, 'SIGTERM');

      const runtime = await bootstrap(loadConfig(env(0)), { jobs: APP_JOBS });
      try {
        const { db } = runtime.deps;
        expect(await ledgerViolations(db)).toEqual({ unbalanced: [], overdrawn: [], cacheDrift: [] });
        // A completed payment has its postings; a payment never stands without them.
        const broken = rowsOf(
          await db.execute(sql`
          select p.id from payments p left join postings q on q.payment_id = p.id
          where p.status = 2 group by p.id having count(q.id) < 2`),
        );
        expect(broken).toEqual([]);
        const [row] = rowsOf<{ n: number }>(
          await db.execute(sql`select count(*)::int as n from payments where type = 'transfer_transit_to_bin'`),
        );
        // Every transfer the client was told about is there (plus any the kill cut off after commit), and the one
        // after.
        expect(row!.n).toBeGreaterThanOrEqual(accepted + 1);
        expect(row!.n).toBeLessThanOrEqual(accepted + 1 + 20);
      } finally {
        await runtime.close();
      }
    },
  );
});
