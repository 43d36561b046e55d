/**
 * `npm run bench:upload-health`: does the server keep serving while it refuses hostile decline files?
 *
 * Seeds a fresh demo database (PGlite in a temp DATA_DIR, or a scratch database on the server DATABASE_URL
 * names, dropped afterwards), starts the real server (`node --import tsx server/main.ts`, production mode) on a
 * free port, signs in as the main administrator and uploads, one after the other,
 *
 *   the zip bomb                  one sheet inflating to 1 GB, declared at its true size
 *   2 M rows, true size           the 2,000,000-row decline file, declared at its ~100 MB
 *   2 M rows, declared 2 MB       the same file understating its size: only the streamed row count stops it
 *
 * while GET /api/health is sent every 20 ms at a fixed rate (open loop: a slow answer does not delay the next
 * request, so a stalled server shows as latency, not as fewer samples). For each file it prints the refusal
 * (status, time), the server's RSS growth (peak during the upload over its RSS before) and health p50/p99.
 * A refusal takes tens of milliseconds, a few health samples, so each file is sent `--repeat` times (default
 * 20) back to back under one sampler: the figures are the slowest refusal, the peak RSS and the p99 of them all.
 * Targets (issue 17): refused ≤ 1 s each, RSS growth ≤ 100 MB, health p99 ≤ 50 ms. `--check` exits 1 on a miss.
 */
import { readFileSync } from 'node:fs';
import { twoMillionRows, zipBomb, MB } from '@/server/test-support/hostile-xlsx';
import { signIn, withSeededServer } from './server-process';
import { engineName, loadAverage, printVerdicts, runBench, type Verdict } from './report';

const TARGETS = { refusalMs: 1000, rssGrowthMb: 100, healthP99Ms: 50 };
const HEALTH_EVERY_MS = 20;
/** Health is sampled this long before each upload too, so a file's figures are not the previous one's tail. */
const QUIET_MS = 1000;
const argv = process.argv.slice(2);
const REPEAT = Math.max(1, Number(argv[argv.indexOf('--repeat') + 1]) || 20);

/** Resident memory of a Linux process in MB, from /proc; 0 where /proc cannot say. */
function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.split(/\s+/)[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Sends GET /api/health every HEALTH_EVERY_MS on a fixed schedule and samples the server's RSS at each tick,
 * until `stop` is called; answers every latency (a failed or non-200 answer counts as a failure).
 */
function sampleHealth(base: string, pid: number) {
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  let failures = 0;
  let peakRss = rssMb(pid);
  const started = performance.now();
  let tick = 0;
  let timer: NodeJS.Timeout | undefined;
  const fire = () => {
    const sent = performance.now();
    pending.push(
      fetch(`${base}/api/health`)
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.status !== 200) failures++;
          latencies.push(performance.now() - sent);
        })
        .catch(() => {
          failures++;
        }),
    );
    peakRss = Math.max(peakRss, rssMb(pid));
    tick += 1;
    // The next send is due at a fixed time from the start, whatever this one costs.
    timer = setTimeout(fire, Math.max(0, started + tick * HEALTH_EVERY_MS - performance.now()));
  };
  fire();
  return {
    async stop() {
      clearTimeout(timer);
      await Promise.all(pending);
      const sorted = [...latencies].sort((a, b) => a - b);
      return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), samples: sorted.length, failures, peakRss };
    },
  };
}

async function upload(base: string, token: string, bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append(
    'file',
    new File([bytes], 'declines.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  const started = performance.now();
  const res = await fetch(`${base}/api/backoffice/settings/upload-guava-decline-file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, ms: performance.now() - started, text };
}

async function main() {
  await withSeededServer('upload', {}, async ({ base, pid, scratch }) => {
    const token = await signIn(base, 'superadmin@demo.test');

    const files: [string, Uint8Array<ArrayBuffer>][] = [
      ['zip bomb (1 GB)', zipBomb()],
      ['2 M rows, true size', twoMillionRows()],
      ['2 M rows, declared 2 MB', twoMillionRows(2 * MB)],
    ];
    console.log(
      `\nbench:upload-health — ${engineName(scratch)}, each file ${REPEAT}×, health every ${HEALTH_EVERY_MS} ms, ` +
        `load average ${loadAverage()}`,
    );
    const verdicts: Verdict[] = [];
    for (const [label, bytes] of files) {
      const quiet = sampleHealth(base, pid);
      await new Promise((r) => setTimeout(r, QUIET_MS));
      const idle = await quiet.stop();
      const rssBefore = rssMb(pid);
      const during = sampleHealth(base, pid);
      let res = await upload(base, token, bytes);
      for (let i = 1; i < REPEAT; i++) {
        const next = await upload(base, token, bytes);
        // The verdict is on the worst answer: a failed status wins, then the slower refusal.
        const worse = (next.status >= 500 ? 1 : 0) - (res.status >= 500 ? 1 : 0) || next.ms - res.ms;
        if (worse > 0) res = next;
      }
      const health = await during.stop();
      const growth = Math.max(0, health.peakRss - rssBefore);
      console.log(
        `  ${label.padEnd(24)} ${String(Math.round(bytes.length / 1024)).padStart(5)} KB → ${res.status} in ` +
          `${String(Math.round(res.ms)).padStart(5)} ms   ` +
          `RSS +${growth.toFixed(0).padStart(3)} MB (of ${rssBefore.toFixed(0)})   ` +
          `health p50 ${health.p50.toFixed(1)} ms p99 ${health.p99.toFixed(1)} ms ` +
          `(${health.samples} samples, ${health.failures} failed; idle p99 ${idle.p99.toFixed(1)} ms)`,
      );
      verdicts.push(
        [
          `${label}: refused (4xx) in ${Math.round(res.ms)} ms (target ≤ ${TARGETS.refusalMs} ms)`,
          res.status >= 400 && res.status < 500 && res.ms <= TARGETS.refusalMs,
        ],
        [
          `${label}: RSS growth ${growth.toFixed(0)} MB (target ≤ ${TARGETS.rssGrowthMb} MB)`,
          growth <= TARGETS.rssGrowthMb,
        ],
        [
          `${label}: health p99 ${health.p99.toFixed(1)} ms, ${health.failures} failed ` +
            `(target ≤ ${TARGETS.healthP99Ms} ms, 0 failed)`,
          health.p99 <= TARGETS.healthP99Ms && health.failures === 0,
        ],
      );
      if (res.status >= 500) console.log(`    ${res.text.slice(0, 300)}`);
    }
    printVerdicts(verdicts);
  });
}

runBench(main);
