/**
 * `npm run bench:transfer-http`: `POST /api/transfer` through the real server (production mode), 50
 * connections × 10 s. Each request is a transfer of 1.00 from a company's USD transit account to its USD
 * BIN account, signed in as that company's owner, with its own Idempotency-Key, the company picked at
 * random among 50 (as many companies at work at once). With --hot every request debits one account,
 * queueing on its row lock. Targets: p99 ≤ 100 ms and no 5xx. PostgreSQL with DATABASE_URL, else PGlite.
 * Options: --connections=N (50), --duration=S (10), --companies=N (50), --hot, --cpu-prof, --check (exit 1 on a miss).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../server/config';
import { createTransitAccounts } from '../../server/db/queries/accounts';
import { ACCOUNT_TYPE, accounts, binSets, companies, users } from '../../server/db/schema/index';
import { ledgerViolations } from '../../server/ledger/invariants';
import { topUp } from '../../server/ledger/operations';
import { bootstrap } from '../../server/lib/bootstrap';
import { hashPassword } from '../../server/modules/auth/passwords';
import { seedDemo } from '../../server/seed/seed';
import { createScratchDatabase, type ScratchDatabase } from '../../server/test-support/scratch-database';
import { freePort, signIn, startServer, stopServer, waitHealthy, type ServerProcess } from './server-process';

const TARGET_P99_MS = 100;
const option = (name: string, fallback: number) => {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.split('=')[1]) : fallback;
};
const CONNECTIONS = option('connections', 50);
const DURATION = option('duration', 10);
const COMPANIES = process.argv.includes('--hot') ? 1 : option('companies', 50);
const PASSWORD = 'Bench-pass-1!';

interface BenchCompany {
  email: string;
  transit: number;
  bin: number;
  token?: string;
}

/**
 * Demo data, then companies each with an owner, a USD transit account with plenty of money and a USD BIN
 * account of the demo USD BIN set (so the tariff scale prices every transfer).
 */
async function prepare(env: Record<string, string>): Promise<BenchCompany[]> {
  const runtime = await bootstrap(loadConfig({ ...env, NODE_ENV: 'development', LOG_LEVEL: 'warn' }));
  try {
    await seedDemo(runtime.deps);
    const { db } = runtime.deps;
    const [usdSet] = await db.select({ id: binSets.id }).from(binSets).where(eq(binSets.currency, 'USD'));
    const passwordHash = await hashPassword(PASSWORD);
    const made: BenchCompany[] = [];
    await db.transaction(async (tx) => {
      for (let i = 0; i < COMPANIES; i += 1) {
        const [company] = await tx.insert(companies).values({ name: `Bench ${i}`, referralHash: `BENCHHTTP${String(i).padStart(7, '0')}`, status: 2 }).returning({ id: companies.id });
        const companyId = company!.id;
        const email = `owner${i}@bench.test`;
        await tx.insert(users).values({ email, passwordHash, role: 2, status: 2, companyId, isProfileFilled: true });
        const transit = (await createTransitAccounts(tx, companyId)).find((a) => a.currency === 'USD')!.id;
        const [bin] = await tx
          .insert(accounts)
          .values({ companyId, type: ACCOUNT_TYPE.bin, currency: 'USD', name: 'BIN USD', binSetId: usdSet!.id })
          .returning({ id: accounts.id });
        await topUp(tx, { companyId, accountId: transit, amount: 1_000_000_000n, currency: 'USD', source: 2, pending: false, initiator: { kind: 'system' } });
        made.push({ email, transit, bin: bin!.id });
      }
    });
    return made;
  } finally {
    await runtime.close();
  }
}

async function checkLedger(env: Record<string, string>) {
  const runtime = await bootstrap(loadConfig({ ...env, NODE_ENV: 'development', LOG_LEVEL: 'warn' }));
  try {
    return await ledgerViolations(runtime.deps.db);
  } finally {
    await runtime.close();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cardportal-bench-transfer-'));
  let scratch: ScratchDatabase | null = null;
  let server: ServerProcess | null = null;
  try {
    if (process.env.DATABASE_URL) scratch = await createScratchDatabase(process.env.DATABASE_URL);
    const port = await freePort();
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-only-signing-key-0123456789abcdefghijkl',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'never',
      ...(scratch && { DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: String(CONNECTIONS) }),
    };
    const pool = await prepare(env);
    server = startServer(env, { cpuProfile: process.argv.includes('--cpu-prof') });
    const base = `http://127.0.0.1:${port}`;
    await waitHealthy(base, server);
    for (const company of pool) company.token = await signIn(base, company.email, PASSWORD);
    let serial = 0;
    const result = await autocannon({
      url: `${base}/api/transfer`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => {
            const company = pool[Math.floor(Math.random() * pool.length)]!;
            return {
              ...request,
              headers: { ...request.headers, authorization: `Bearer ${company.token}`, 'idempotency-key': `bench-${process.pid}-${(serial += 1)}` },
              body: JSON.stringify({ fromAccountId: company.transit, toAccountId: company.bin, amount: '1.00' }),
            };
          },
        },
      ],
    });
    await stopServer(server);
    server = null;
    const violations = await checkLedger(env);
    const clean = Object.values(violations).every((rows) => rows.length === 0);
    const serverErrors = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => code.startsWith('5'))
      .reduce((n, [, { count }]) => n + count, 0);
    const engine = scratch ? 'PostgreSQL (scratch database)' : 'PGlite (embedded)';
    console.log(`\nbench:transfer-http — ${engine}, ${CONNECTIONS} connections × ${DURATION} s, ${COMPANIES} ${COMPANIES === 1 ? 'company (hot)' : 'companies'}, load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    console.log(`  POST /api/transfer  ${result.requests.average.toFixed(0)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   non-2xx ${result.non2xx}   errors ${result.errors}`);
    const verdicts = [
      [`p99 ${result.latency.p99} ms (target ≤ ${TARGET_P99_MS} ms)`, result.latency.p99 <= TARGET_P99_MS],
      [`5xx ${serverErrors}, connection errors ${result.errors} (target 0)`, serverErrors === 0 && result.errors === 0],
      [`ledger invariants after the run: ${clean ? 'hold' : JSON.stringify(violations).slice(0, 300)}`, clean],
    ] as const;
    for (const [text, ok] of verdicts) console.log(`  ${ok ? 'ok  ' : 'MISS'} ${text}`);
    if (process.argv.includes('--check') && verdicts.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    await stopServer(server);
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
