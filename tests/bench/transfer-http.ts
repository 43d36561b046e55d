/**
 * `npm run bench:transfer-http`: `POST /api/transfer` through the real server (production mode), 50
 * connections × 10 s. Each request is a transfer of 1.00 from a company's USD transit account to its USD
 * BIN account, signed in as that company's owner, with its own Idempotency-Key, the company picked at
 * random among 50 (as many companies at work at once). With --hot every request debits one account,
 * queueing on its row lock. Targets: p99 ≤ 100 ms and no 5xx. PostgreSQL with DATABASE_URL, else PGlite.
 * Options: --connections=N (50), --duration=S (10), --companies=N (50), --hot, --instances=N (1: servers on one
 * database, requests spread round robin, the job queue on the first), --cpu-prof, --check (exit 1 on a miss).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { createTransitAccounts } from '@/server/db/queries/accounts';
import { ACCOUNT_TYPE, accounts, binSets, companies, users } from '@/server/db/schema/index';
import { ledgerViolations } from '@/server/ledger/invariants';
import { topUp } from '@/server/ledger/operations';
import { hashPassword } from '@/server/modules/auth/passwords';
import { seedDemo } from '@/server/seed/seed';
import { createScratchDatabase, type ScratchDatabase } from '@/server/test-support/scratch-database';
import { benchServerEnv, freePorts, signIn, startInstances, withAppRuntime } from './server-process';
import { engineName, ledgerVerdict, loadAverage, printVerdicts, serverErrorCount } from './report';

const TARGET_P99_MS = 100;
const option = (name: string, fallback: number) => {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.split('=')[1]) : fallback;
};
const CONNECTIONS = option('connections', 50);
const DURATION = option('duration', 10);
const COMPANIES = process.argv.includes('--hot') ? 1 : option('companies', 50);
const INSTANCES = option('instances', 1);
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
  return withAppRuntime(env, async (runtime) => {
    await seedDemo(runtime.deps);
    const { db } = runtime.deps;
    const [usdSet] = await db.select({ id: binSets.id }).from(binSets).where(eq(binSets.currency, 'USD'));
    const passwordHash = await hashPassword(PASSWORD);
    const made: BenchCompany[] = [];
    await db.transaction(async (tx) => {
      for (let i = 0; i < COMPANIES; i += 1) {
        const [company] = await tx
          .insert(companies)
          .values({ name: `Bench ${i}`, referralHash: `BENCHHTTP${String(i).padStart(7, '0')}`, status: 2 })
          .returning({ id: companies.id });
        const companyId = company!.id;
        const email = `owner${i}@bench.test`;
        await tx.insert(users).values({ email, passwordHash, role: 2, status: 2, companyId, isProfileFilled: true });
        const transit = (await createTransitAccounts(tx, companyId)).find((a) => a.currency === 'USD')!.id;
        const [bin] = await tx
          .insert(accounts)
          .values({ companyId, type: ACCOUNT_TYPE.bin, currency: 'USD', name: 'BIN USD', binSetId: usdSet!.id })
          .returning({ id: accounts.id });
        await topUp(tx, {
          companyId,
          accountId: transit,
          amount: 1_000_000_000n,
          currency: 'USD',
          source: 2,
          pending: false,
          initiator: { kind: 'system' },
        });
        made.push({ email, transit, bin: bin!.id });
      }
    });
    return made;
  });
}

async function checkLedger(env: Record<string, string>) {
  return withAppRuntime(env, (runtime) => ledgerViolations(runtime.deps.db));
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cardportal-bench-transfer-'));
  let scratch: ScratchDatabase | null = null;
  let instances: Awaited<ReturnType<typeof startInstances>> | null = null;
  try {
    if (process.env.DATABASE_URL) scratch = await createScratchDatabase(process.env.DATABASE_URL);
    const ports = await freePorts(INSTANCES);
    const envOf = (i: number) =>
      benchServerEnv(dataDir, ports[i]!, {
        ...(scratch && { DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: String(Math.ceil(CONNECTIONS / INSTANCES)) }),
        // Several instances share the database; one runs the job queue, as a deployment would (README).
        ...(i > 0 && { JOBS_WORKER: 'false' }),
      });
    const env = envOf(0);
    const pool = await prepare(env);
    instances = await startInstances(
      ports.map((_, i) => envOf(i)),
      { cpuProfile: process.argv.includes('--cpu-prof') },
    );
    const { bases } = instances;
    for (const company of pool) company.token = await signIn(bases[0]!, company.email, PASSWORD);
    let serial = 0;
    const result = await autocannon({
      url: bases.map((base) => `${base}/api/transfer`),
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
              headers: {
                ...request.headers,
                authorization: `Bearer ${company.token}`,
                'idempotency-key': `bench-${process.pid}-${(serial += 1)}`,
              },
              body: JSON.stringify({ fromAccountId: company.transit, toAccountId: company.bin, amount: '1.00' }),
            };
          },
        },
      ],
    });
    await instances.stop();
    const violations = await checkLedger(env);
    const serverErrors = serverErrorCount(result);
    console.log(
      `\nbench:transfer-http — ${engineName(scratch)}, ` +
        `${INSTANCES === 1 ? 'one server' : `${INSTANCES} servers`}, ` +
        `${CONNECTIONS} connections × ${DURATION} s, ${COMPANIES} ` +
        `${COMPANIES === 1 ? 'company (hot)' : 'companies'}, load average ${loadAverage()}`,
    );
    console.log(
      `  POST /api/transfer  ${result.requests.average.toFixed(0)} req/s   ` +
        `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   ` +
        `non-2xx ${result.non2xx}   errors ${result.errors}`,
    );
    const verdicts = [
      [`p99 ${result.latency.p99} ms (target ≤ ${TARGET_P99_MS} ms)`, result.latency.p99 <= TARGET_P99_MS],
      [`5xx ${serverErrors}, connection errors ${result.errors} (target 0)`, serverErrors === 0 && result.errors === 0],
      ledgerVerdict(violations),
    ] as const;
    printVerdicts(verdicts);
  } finally {
    await instances?.stop();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
