import { loadavg } from 'node:os';
import type { Result } from 'autocannon';

/** How the benchmarks print their heading and verdicts, so every report reads the same. */

export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export const engineName = (scratch: unknown) => (scratch ? 'PostgreSQL (scratch database)' : 'PGlite (embedded)');

/** Answers in the 5xx range: a benchmark's load must never make the server fail. */
export const serverErrorCount = (result: Result) =>
  Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => code.startsWith('5'))
    .reduce((n, [, { count }]) => n + count, 0);

export type Verdict = readonly [text: string, ok: boolean];

/** The ledger's invariants (server/ledger/invariants.ts) checked after a run, as a verdict. */
export function ledgerVerdict(violations: Record<string, readonly unknown[]>): Verdict {
  const clean = Object.values(violations).every((rows) => rows.length === 0);
  return [`ledger invariants after the run: ${clean ? 'hold' : JSON.stringify(violations).slice(0, 300)}`, clean];
}

/** One line per verdict; with `--check`, a missed target makes the run exit 1. */
export function printVerdicts(verdicts: readonly Verdict[]) {
  for (const [text, ok] of verdicts) console.log(`  ${ok ? 'ok  ' : 'MISS'} ${text}`);
  if (process.argv.includes('--check') && verdicts.some(([, ok]) => !ok)) process.exitCode = 1;
}

/** Runs a benchmark's main: a failure prints the error and exits 1, whatever child processes are left. */
export function runBench(main: () => Promise<void>) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
