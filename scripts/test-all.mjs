#!/usr/bin/env node
// `npm test`: the whole chain, in order, stopping at the first failure.
//   typecheck and lint (side by side) → unit (vitest, jsdom)
//   → server (vitest, PGlite; PostgreSQL when DATABASE_URL is set)
//   → build (vite) and the e2e run's seeded database (side by side)
//   → e2e (playwright, against the build served by the real server)
// Prints each step's duration, and as its last line `N passed, N failed` counted from the test runners' JSON
// reports. A step that fails without reporting a failing test (type error, lint error, build error, a crash)
// counts as one failure, so a red run never ends with "0 failed".
// Run a subset by naming steps: `npm test -- lint unit`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const reports = mkdtempSync(path.join(tmpdir(), 'cardportal-test-'));

/** Vitest's JSON report (jest-compatible). */
const vitestCounts = (file) => {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  };
};
/** Playwright's JSON report: expected = passed, unexpected = failed, flaky = passed on a retry. */
const playwrightCounts = (file) => {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, flaky: stats.flaky };
};

// What failed and why, printed last: CI keeps only the tail of its log, and a failure has to be mendable from it.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLines = (text, count = 6) =>
  String(text ?? '')
    .replace(ANSI, '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, count)
    .map((line) => `      ${line.trim().slice(0, 200)}`)
    .join('\n');
const vitestFailures = (file) =>
  JSON.parse(readFileSync(file, 'utf8')).testResults.flatMap((suite) =>
    suite.assertionResults
      .filter((test) => test.status === 'failed')
      .map(
        (test) => `  ${path.relative(root, suite.name)} › ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`,
      ),
  );
const playwrightFailures = (file) => {
  const failures = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const [attempt, result] of test.results.entries()) {
          if (result.status === 'passed' || result.status === 'skipped') continue;
          const error = result.error?.message ?? result.errors?.[0]?.message ?? result.status;
          const where = result.error?.location ? ` (line ${result.error.location.line})` : '';
          failures.push(
            `  ${spec.file}:${spec.line} › ${spec.title}, attempt ${attempt + 1}${where}\n${firstLines(error)}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites) walk(suite);
  return failures;
};

const vitest = (project) => {
  const report = path.join(reports, `${project}.json`);
  return {
    name: project,
    command: bin('vitest'),
    args: ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    report,
    counts: vitestCounts,
    failures: vitestFailures,
  };
};

const e2eReport = path.join(reports, 'e2e.json');
// Names the e2e run's seeded template, made by the e2e-seed step and used by the e2e step's portals (playwright
// .config.ts keeps a name it is given). The format is server/test-support/template-run-id.ts's: seconds since
// the epoch in base 36, then six hex digits, so a template left by a run that stopped early is swept as stale.
process.env.E2E_RUN_ID ??= `${Math.floor(Date.now() / 1000).toString(36)}${randomBytes(3).toString('hex')}`;
// Steps with the same `together` run at once: tsc and eslint each keep one core busy, so on two cores the pair
// takes the time of the longer one. Their output is held and printed whole when each ends.
const STEPS = [
  { name: 'typecheck', command: npm, args: ['run', '--silent', 'typecheck'], together: 'static' },
  { name: 'lint', command: npm, args: ['run', '--silent', 'lint'], together: 'static' },
  vitest('unit'),
  vitest('server'),
  // The build keeps about one core busy; the e2e run's demo seed (one core, ~26 s) is made beside it.
  { name: 'build', command: bin('vite'), args: ['build'], together: 'build' },
  {
    name: 'e2e-seed',
    command: process.execPath,
    args: ['--import', 'tsx', 'tests/e2e/support/seed-run-template.ts'],
    together: 'build',
  },
  {
    name: 'e2e',
    command: bin('playwright'),
    args: ['test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    report: e2eReport,
    counts: playwrightCounts,
    failures: playwrightFailures,
  },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STEPS.some((step) => step.name === name));
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${STEPS.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const steps = wanted.length ? STEPS.filter((step) => wanted.includes(step.name)) : STEPS;

const formatDuration = (ms) => {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  return `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
};
const banner = (text) => console.log(`\n${'━'.repeat(80)}\n▶ ${text}\n${'━'.repeat(80)}`);

const running = new Set();
let interrupted = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // The terminal sends Ctrl-C to the children too; forward other signals and let the steps end on their own.
    if (signal !== 'SIGINT') for (const child of running) child.kill(signal);
    interrupted = signal;
  });
}

function run(step, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    running.add(child);
    child.on('error', (error) => resolve({ code: 127, error, output }));
    child.on('close', (code, signal) => resolve({ code: code ?? 1, signal, output }));
  }).finally(() => {
    for (const child of running) if (child.exitCode !== null || child.signalCode !== null) running.delete(child);
  });
}

/** Runs one step (or, quietly, one of a group) and reads its report. */
async function runStep(step, quiet) {
  if (!quiet) banner(`${step.name}: ${path.relative(root, step.command) || step.command} ${step.args.join(' ')}`);
  const started = Date.now();
  const { code, signal, error, output } = await run(step, { quiet });
  if (quiet) {
    banner(`${step.name}: ${path.relative(root, step.command) || step.command} ${step.args.join(' ')}`);
    process.stdout.write(Buffer.concat(output));
  }
  const result = { name: step.name, ms: Date.now() - started, code, signal, counts: null };
  if (step.report && existsSync(step.report)) {
    try {
      result.counts = step.counts(step.report);
    } catch (parseError) {
      console.error(`Could not read the ${step.name} report (${parseError.message}); relying on the exit code.`);
    }
  }
  if (code !== 0 && step.failures && existsSync(step.report)) {
    try {
      result.failures = step.failures(step.report);
    } catch {
      // The counts above already said the report could not be read.
    }
  }
  if (error) console.error(`Could not start ${step.command}: ${error.message}`);
  return result;
}

const results = [];
const startedAt = Date.now();
let failedStep = null;
for (let index = 0; index < steps.length && !failedStep;) {
  const step = steps[index];
  const group = step.together ? steps.slice(index).filter((other) => other.together === step.together) : [step];
  index += group.length;
  const groupResults = await Promise.all(group.map((member) => runStep(member, group.length > 1)));
  for (const result of groupResults) {
    results.push(result);
    if (!failedStep && (result.code !== 0 || interrupted)) {
      failedStep = result;
      const why = result.signal
        ? `killed by ${result.signal}`
        : interrupted
          ? `interrupted (${interrupted})`
          : `exit code ${result.code}`;
      console.error(`\n✖ Step "${result.name}" failed (${why}) after ${formatDuration(result.ms)}; stopping here.`);
    }
  }
}

// Summary: one line per step, then the totals.
let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
console.log(`\n${'━'.repeat(80)}\nSummary\n${'━'.repeat(80)}`);
for (const result of results) {
  const ok = result.code === 0 && result !== failedStep;
  let detail = '';
  if (result.counts) {
    passed += result.counts.passed;
    failed += result.counts.failed;
    skipped += result.counts.skipped ?? 0;
    flaky += result.counts.flaky ?? 0;
    detail = `${result.counts.passed} passed, ${result.counts.failed} failed`;
    if (result.counts.skipped) detail += `, ${result.counts.skipped} skipped`;
    if (result.counts.flaky) detail += ` (${result.counts.flaky} flaky: passed on retry)`;
  }
  if (!ok && !result.counts?.failed) {
    failed += 1;
    detail = detail ? `${detail}; the step itself failed` : 'failed';
  }
  console.log(`${ok ? '✔' : '✖'} ${result.name.padEnd(10)} ${formatDuration(result.ms).padStart(8)}  ${detail}`);
}
for (const step of steps.slice(results.length))
  console.log(`- ${step.name.padEnd(10)} ${'skipped'.padStart(8)}  not run`);
// Wall time: the steps run side by side count once.
const total = Date.now() - startedAt;
const notes = [skipped && `${skipped} tests skipped`, flaky && `${flaky} flaky`].filter(Boolean).join(', ');
console.log(`  ${'total'.padEnd(10)} ${formatDuration(total).padStart(8)}${notes ? `  (${notes})` : ''}`);
if (failedStep?.failures?.length)
  console.log(`\nWhat failed in "${failedStep.name}":\n${failedStep.failures.join('\n')}`);
if (failedStep) console.log(`\nFAILED at step "${failedStep.name}".`);
rmSync(reports, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep ? failedStep.code || 1 : 0);
