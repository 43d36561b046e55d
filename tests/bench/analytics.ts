/**
 * `npm run bench:analytics` (issue 22): page hits and events through the real server (production mode), open
 * loop at a fixed rate — 1,000 events/s for 10 s from 50 browsers, each sending a batch of 10 every 500 ms
 * whether or not the last one was answered, so a slow server shows in the latency (measured from when each
 * batch was due, not when it went out) instead of slowing the load. Then every event must be in the
 * database (zero loss). Beside it, the transfer load of bench:transfer-http (50 connections) runs alone and
 * with the ingestion, alternately, and its p99 is compared. Targets: ingestion p99 ≤ 20 ms, zero loss,
 * transfer p99 with ingestion within 20 % of without. PostgreSQL with DATABASE_URL, else PGlite.
 * The browsers are what a real office looks like to the server: one address (127.0.0.1, as behind a NAT),
 * each with its own client id, half of them signed in as the bench companies' owners (so their batches are
 * linked and counted per account), half anonymous (counted per browser); see ingest.limits.ts.
 * Options: --rate=N (1000 events/s), --clients=N (50), --batch=N (10), --duration=S (10), --rounds=N (2),
 * --check (exit 1 on a miss). `--volume`: the page's queries over a million events instead (analytics-volume.ts).
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/server/db/client';
import { runVolume } from './analytics-volume';
import { benchServerEnv, benchStorage, freePorts, signIn, withAppRuntime, withBenchInstances } from './server-process';
import { engineName, loadAverage, printVerdicts, runBench, serverErrorCount } from './report';
import { BENCH_PASSWORD, prepareTransferCompanies, transferRequest } from './transfer-load';
import { numberOption } from './options';

const RATE = numberOption('rate', 1000);
const CLIENTS = numberOption('clients', 50);
const BATCH = numberOption('batch', 10);
const DURATION = numberOption('duration', 10);
const ROUNDS = numberOption('rounds', 2);
const TARGET_INGEST_P99_MS = 20;
const TARGET_TRANSFER_SLOWDOWN = 0.2;
const PAGES = ['/dashboard', '/wallet', '/wallet/card/$id', '/bank', '/team', '/top-up', '/news', '/settings'];

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface IngestResult {
  batches: number;
  events: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

/** One browser's batch: `BATCH` hits on the pages above, timestamped now. */
function batchOf(clientId: string, mobile: boolean) {
  return JSON.stringify({
    clientId,
    device: { standalone: mobile, mobile },
    events: Array.from({ length: BATCH }, (_, i) => ({
      id: randomUUID(),
      type: 'hit',
      name: PAGES[i % PAGES.length],
      referrer: PAGES[(i + 1) % PAGES.length],
      durationMs: 1000 + i,
      at: new Date().toISOString(),
    })),
  });
}

/** The open loop: every client's batches fall due on a fixed schedule, spread evenly over the interval. */
async function ingest(base: string, tokens: (string | undefined)[]): Promise<IngestResult> {
  const interval = (1000 * CLIENTS * BATCH) / RATE;
  const perClient = Math.floor((DURATION * 1000) / interval);
  const due: { at: number; client: number }[] = [];
  const start = performance.now() + 50;
  for (let c = 0; c < CLIENTS; c += 1)
    for (let k = 0; k < perClient; k += 1) due.push({ at: start + (c / CLIENTS) * interval + k * interval, client: c });
  due.sort((a, b) => a.at - b.at);
  const latencies: number[] = [];
  let failed = 0;
  const answers: Promise<void>[] = [];
  for (const { at, client } of due) {
    const wait = at - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const body = batchOf(`bench-browser-${process.pid}-${client}`, client % 2 === 0);
    const token = client % 2 === 0 ? tokens[client % tokens.length] : undefined;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    answers.push(
      fetch(`${base}/api/analytics/events`, { method: 'POST', headers, body })
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.status !== 200) failed += 1;
        })
        .catch(() => void (failed += 1))
        .finally(() => latencies.push(performance.now() - at)),
    );
  }
  await Promise.all(answers);
  latencies.sort((a, b) => a - b);
  return {
    batches: due.length,
    events: due.length * BATCH,
    failed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
  };
}

const transfers = (base: string, pool: Awaited<ReturnType<typeof prepareTransferCompanies>>) =>
  autocannon({
    url: `${base}/api/transfer`,
    method: 'POST',
    connections: 50,
    duration: DURATION,
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: transferRequest(pool) }],
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  if (process.argv.includes('--volume')) return runVolume();
  const { dataDir, scratch, dispose } = await benchStorage('analytics');
  try {
    const [port] = await freePorts(1);
    const env = benchServerEnv(dataDir, port!, scratch ? { DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: '50' } : {});
    const pool = await prepareTransferCompanies(env, 50);
    const ingests: IngestResult[] = [];
    const without: number[] = [];
    const withIngest: number[] = [];
    let transferErrors = 0;
    await withBenchInstances([env], {}, async ({ bases }) => {
      const base = bases[0]!;
      for (const company of pool) company.token = await signIn(base, company.email, BENCH_PASSWORD);

      console.log(
        `\nbench:analytics — ${engineName(scratch)}, one server, ${RATE} events/s open loop for ${DURATION} s ` +
          `from ${CLIENTS} browsers (batches of ${BATCH}), load average ${loadAverage()}`,
      );
      const tokens = pool.map((company) => company.token);
      const alone = await ingest(base, tokens);
      const line = (label: string, r: IngestResult) =>
        console.log(
          `  ${label}  ${r.batches} batches, ${r.events} events   p50 ${ms(r.p50)}   p99 ${ms(r.p99)}   ` +
            `max ${ms(r.max)}   failed ${r.failed}`,
        );
      line('ingestion alone             ', alone);
      ingests.push(alone);
      for (let round = 1; round <= ROUNDS; round += 1) {
        const quiet = await transfers(base, pool);
        without.push(quiet.latency.p99);
        const [busy, during] = await Promise.all([transfers(base, pool), ingest(base, tokens)]);
        withIngest.push(busy.latency.p99);
        ingests.push(during);
        transferErrors += serverErrorCount(quiet) + serverErrorCount(busy) + quiet.errors + busy.errors;
        console.log(
          `  round ${round}: transfers alone ${quiet.requests.average.toFixed(0)} req/s p99 ${quiet.latency.p99} ` +
            `ms; with ingestion ${busy.requests.average.toFixed(0)} req/s p99 ${busy.latency.p99} ms`,
        );
        line(`  ingestion beside transfers`, during);
      }
    });

    const sent = ingests.reduce((n, r) => n + r.events, 0);
    const failed = ingests.reduce((n, r) => n + r.failed, 0);
    const stored = await withAppRuntime(env, async (runtime) =>
      Number(
        rowsOf<{ n: number }>(
          await runtime.deps.db.execute(
            sql`select count(*)::int as n from analytics_events
              where client_id like ${`bench-browser-${process.pid}-%`}`,
          ),
        )[0]!.n,
      ),
    );
    const worstP99 = Math.max(...ingests.map((r) => r.p99));
    const slowdown = median(withIngest) / median(without) - 1;
    console.log(`  load average after ${loadAverage()}`);
    printVerdicts([
      [
        `ingestion p99 ${ms(worstP99)} at worst (target ≤ ${TARGET_INGEST_P99_MS} ms)`,
        worstP99 <= TARGET_INGEST_P99_MS,
      ],
      [
        `events sent ${sent}, stored ${stored}, refused or failed batches ${failed} (target: all stored)`,
        stored === sent,
      ],
      [
        `transfer p99 median ${median(without)} ms alone, ${median(withIngest)} ms with ingestion: ` +
          `${(slowdown * 100).toFixed(0)} % (target ≤ ${TARGET_TRANSFER_SLOWDOWN * 100} %)`,
        // A round whose transfers were never answered reports p99 0: no figure, not a pass.
        slowdown <= TARGET_TRANSFER_SLOWDOWN && Math.min(...without, ...withIngest) > 0,
      ],
      [`transfer 5xx and connection errors ${transferErrors} (target 0)`, transferErrors === 0],
    ]);
  } finally {
    await dispose();
  }
}

runBench(main);
