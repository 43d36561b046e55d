/**
 * `npm run bench:api`: what an authenticated request costs next to one that does nothing.
 *
 * Seeds a fresh demo database (PGlite in a temp DATA_DIR, or a scratch database on the server DATABASE_URL
 * names, dropped afterwards), starts the real server (`node --import tsx server/main.ts`, production mode)
 * on a free port, signs in as owner@demo.test and runs autocannon against
 *
 *   GET /api/ping      the HTTP stack alone: no auth, no database
 *   GET /api/user/me   Bearer JWT check, live session lookup, profile query, response
 *
 * Targets: me/ping throughput ratio ≥ 0.5, p99 of user/me ≤ 25 ms, zero errors and non-2xx answers.
 * Options: --connections=N (100), --duration=S (10), --warmup=S (2), --check (exit 1 when a target is missed),
 * --cpu-prof (the server writes a V8 CPU profile to $TMPDIR/cardportal-bench-profiles), --only=ping|me (one endpoint,
 * for profiling).
 */
import { readFileSync } from 'node:fs';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { signIn, withSeededServer } from './server-process';
import { engineName, loadAverage, printVerdicts, runBench } from './report';
import { numberOption } from './options';

const TARGETS = { ratio: 0.5, p99Ms: 25 };

const flags = new Set(process.argv.slice(2));
const CONNECTIONS = numberOption('connections', 100);
const DURATION = numberOption('duration', 10);
const WARMUP = numberOption('warmup', 2);
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.split('=')[1];

/** CPU seconds (user + system) a Linux process has used so far; 0 where /proc cannot say. */
function cpuSeconds(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving the benchmark's database (to charge their CPU to the requests). */
async function backendPids(): Promise<number[]> {
  if (!scratchUrl) return [];
  const client = new pg.Client({ connectionString: scratchUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

interface Measured {
  result: Result;
  /** CPU per request, in microseconds: the server process and the database backends. */
  serverCpuUs: number;
  databaseCpuUs: number;
}

let serverPid = 0;
let scratchUrl: string | null = null;

/**
 * Throughput and latency depend on what else the machine runs; CPU per request does much less, so it is
 * measured too (from /proc: the server, and on PostgreSQL the backends of the benchmark's database).
 */
async function load(url: string, headers: Record<string, string>): Promise<Measured> {
  if (WARMUP > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, headers });
  const pids = await backendPids();
  const server0 = cpuSeconds(serverPid);
  const db0 = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const perRequest = (seconds: number) => Math.round((seconds * 1e6) / Math.max(1, result.requests.total));
  return {
    result,
    serverCpuUs: perRequest(cpuSeconds(serverPid) - server0),
    databaseCpuUs: perRequest(pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - db0),
  };
}

const row = (label: string, { result: r, serverCpuUs, databaseCpuUs }: Measured) =>
  `  ${label.padEnd(16)} ${r.requests.average.toFixed(0).padStart(7)} req/s   ` +
  `p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   ` +
  `cpu/req server ${String(serverCpuUs).padStart(4)} µs` +
  `${scratchUrl ? ` + db ${String(databaseCpuUs).padStart(4)} µs` : ''}   ` +
  `errors ${r.errors}  timeouts ${r.timeouts}  non-2xx ${r.non2xx}`;

async function main() {
  await withSeededServer('api', { cpuProfile: flags.has('--cpu-prof') }, async ({ base, pid, scratch }) => {
    scratchUrl = scratch?.url ?? null;
    serverPid = pid;
    const token = await signIn(base);

    console.log(
      `\nbench:api — ${engineName(scratch)}, ${CONNECTIONS} connections × ${DURATION} s (after ${WARMUP} s ` +
        `warm-up), load average ${loadAverage()}`,
    );
    if (ONLY) {
      const url = ONLY === 'me' ? `${base}/api/user/me` : `${base}/api/ping`;
      console.log(row(ONLY, await load(url, ONLY === 'me' ? { authorization: `Bearer ${token}` } : {})));
      return;
    }
    const ping = await load(`${base}/api/ping`, {});
    const me = await load(`${base}/api/user/me`, { authorization: `Bearer ${token}` });

    const ratio = me.result.requests.average / ping.result.requests.average;
    const failures = [me.result, ping.result].reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
    const cpuRatio = (ping.serverCpuUs + ping.databaseCpuUs) / Math.max(1, me.serverCpuUs + me.databaseCpuUs);
    const verdicts = [
      [`me/ping ratio ${ratio.toFixed(2)} (target ≥ ${TARGETS.ratio})`, ratio >= TARGETS.ratio],
      [
        `user/me p99 ${me.result.latency.p99} ms (target ≤ ${TARGETS.p99Ms} ms)`,
        me.result.latency.p99 <= TARGETS.p99Ms,
      ],
      [`errors, timeouts and non-2xx ${failures} (target 0)`, failures === 0],
    ] as const;
    console.log(row('GET /api/ping', ping));
    console.log(row('GET /api/user/me', me));
    printVerdicts(verdicts);
    // What the ratio would be on a machine where these processes had the CPU to themselves.
    console.log(`       CPU-cost ratio ping/me ${cpuRatio.toFixed(2)} (the throughput ratio when CPU-bound and alone)`);
  });
}

runBench(main);
