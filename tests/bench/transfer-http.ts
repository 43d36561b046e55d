/**
 * `npm run bench:transfer-http`: `POST /api/transfer` through the real server (production mode), 50
 * connections × 10 s. Each request is a transfer of 1.00 from a company's USD transit account to its USD
 * BIN account, signed in as that company's owner, with its own Idempotency-Key, the company picked at
 * random among 50 (as many companies at work at once). With --hot every request debits one account,
 * queueing on its row lock. Targets: p99 ≤ 100 ms and no 5xx. PostgreSQL with DATABASE_URL, else PGlite.
 * Options: --connections=N (50), --duration=S (10), --companies=N (50), --hot, --instances=N (1: servers on one
 * database, requests spread round robin, the job queue on the first), --cpu-prof, --check (exit 1 on a miss).
 */
import autocannon from 'autocannon';
import { ledgerViolations } from '@/server/ledger/invariants';
import { benchServerEnv, benchStorage, freePorts, signIn, withAppRuntime, withBenchInstances } from './server-process';
import { BENCH_PASSWORD, prepareTransferCompanies, transferRequest } from './transfer-load';
import { engineName, ledgerVerdict, loadAverage, printVerdicts, runBench, serverErrorCount } from './report';
import { numberOption } from './options';

const TARGET_P99_MS = 100;
const CONNECTIONS = numberOption('connections', 50);
const DURATION = numberOption('duration', 10);
const COMPANIES = process.argv.includes('--hot') ? 1 : numberOption('companies', 50);
const INSTANCES = numberOption('instances', 1);
async function checkLedger(env: Record<string, string>) {
  return withAppRuntime(env, (runtime) => ledgerViolations(runtime.deps.db));
}

async function main() {
  const { dataDir, scratch, dispose } = await benchStorage('transfer');
  try {
    const ports = await freePorts(INSTANCES);
    const envOf = (i: number) =>
      benchServerEnv(dataDir, ports[i]!, {
        ...(scratch && { DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: String(Math.ceil(CONNECTIONS / INSTANCES)) }),
        // Several instances share the database; one runs the job queue, as a deployment would (README).
        ...(i > 0 && { JOBS_WORKER: 'false' }),
      });
    const env = envOf(0);
    const pool = await prepareTransferCompanies(env, COMPANIES);
    const envs = ports.map((_, i) => envOf(i));
    const result = await withBenchInstances(
      envs,
      { cpuProfile: process.argv.includes('--cpu-prof') },
      async ({ bases }) => {
        for (const company of pool) company.token = await signIn(bases[0]!, company.email, BENCH_PASSWORD);
        return autocannon({
          url: bases.map((base) => `${base}/api/transfer`),
          method: 'POST',
          connections: CONNECTIONS,
          duration: DURATION,
          headers: { 'content-type': 'application/json' },
          requests: [{ setupRequest: transferRequest(pool) }],
        });
      },
    );
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
    await dispose();
  }
}

runBench(main);
