/**
 * `npm run bench:main-thread`: the main thread's CPU time during a cold load (issue 20), from Chromium's trace.
 * Lighthouse simulates a phone by multiplying the tasks' durations by 4, so on a shared machine its TBT swings
 * with whatever else runs; a task's thread time (`tdur`) counts only the CPU the renderer itself used and is far
 * steadier. Printed per page, median of --runs (default 5): the main thread's CPU time from navigation to 3 s
 * after load, the TBT the 4× phone would see from those tasks (Σ max(0, 4·t − 50 ms) after first paint), the
 * longest task, and the trace's event kinds by CPU time.
 *
 *   --origin=http://localhost:3170,http://localhost:3171   servers with the built app; alternated run by run
 *   --path=/login,/registration                            pages; --owner signs the owner in (for /dashboard, /bank)
 */
import { loadavg } from 'node:os';
import type { BrowserContext } from '@playwright/test';
import { launchChromium, signInAsOwner } from './chromium';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const ORIGINS = arg('origin', 'http://localhost:3170').split(',');
const PAGES = arg('path', '/login').split(',');
const RUNS = Number(arg('runs', '5'));
const OWNER = process.argv.includes('--owner');

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { frame?: string; url?: string; functionName?: string; type?: string } };
}

async function signIn(context: BrowserContext, origin: string) {
  const page = await context.newPage();
  await signInAsOwner(page, origin);
  await page.close();
}

const KINDS: Record<string, string> = {
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.evaluateModule': 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.produceModuleCache': 'compile',
  ParseHTML: 'parse html/css',
  ParseAuthorStyleSheet: 'parse html/css',
  UpdateLayoutTree: 'style/layout',
  Layout: 'style/layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  MajorGC: 'gc',
  MinorGC: 'gc',
};

async function measure(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(url).origin,
    storageTypes: OWNER ? 'service_workers,cache_storage,indexeddb' : 'all',
  });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'loading'],
      recordMode: 'recordAsMuchAsPossible',
    },
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
    timeout: 60_000,
  });
  await page.waitForTimeout(3000);
  await cdp.send('Tracing.end');
  await done;
  await page.close();

  // The page's renderer main thread: the one that evaluated the app's modules (about:blank has a renderer too).
  const main = events.find((e) => e.name === 'v8.evaluateModule');
  const parse = events.find((e) => e.name === 'ParseHTML' && e.pid === main?.pid && e.tid === main?.tid);
  if (!parse) throw new Error('no ParseHTML in the trace');
  const mine = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  const fcp =
    events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid)?.ts ??
    events.find((e) => e.name === 'firstContentfulPaint')?.ts;
  if (fcp === undefined) throw new Error('no firstContentfulPaint in the trace');
  const tasks = mine.filter((e) => e.name === 'RunTask' && (e.tdur ?? 0) > 0 && e.ts >= parse.ts - 50_000);
  const ms = (us: number) => us / 1000;
  const cpu = tasks.reduce((s, t) => s + ms(t.tdur!), 0);
  const afterFcp = tasks.filter((t) => t.ts >= fcp).reduce((s, t) => s + ms(t.tdur!), 0);
  const tbt = tasks.filter((t) => t.ts >= fcp).reduce((s, t) => s + Math.max(0, 4 * ms(t.tdur!) - 50), 0);
  const longest = Math.max(...tasks.map((t) => ms(t.tdur!)));
  const kinds = new Map<string, number>();
  // Outermost events of each kind only (a FunctionCall inside an EvaluateScript is not counted twice).
  const counted: TraceEvent[] = [];
  for (const e of mine.filter((x) => KINDS[x.name] && x.tdur !== undefined).sort((a, b) => a.ts - b.ts)) {
    const kind = KINDS[e.name]!;
    const inside = counted.some(
      (c) => KINDS[c.name] === kind && c.ts <= e.ts && c.ts + (c.dur ?? 0) >= e.ts + (e.dur ?? 0),
    );
    if (inside) continue;
    counted.push(e);
    kinds.set(kind, (kinds.get(kind) ?? 0) + ms(e.tdur!));
  }
  // The longest tasks, each named by the script and function (or event) it ran: where TBT comes from.
  const top = tasks
    .filter((t) => t.ts >= fcp && ms(t.tdur!) >= 8)
    .sort((a, b) => b.tdur! - a.tdur!)
    .slice(0, 6)
    .map((t) => {
      const inner = mine.filter((e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0));
      const named = inner.find((e) => e.args?.data?.url || e.args?.data?.functionName || e.args?.data?.type);
      const d = named?.args?.data;
      const what = d
        ? `${named!.name} ${d.type ?? ''}${(d.url ?? '').replace(/^.*\//, '')} ${d.functionName ?? ''}`
        : inner[0]?.name;
      return `${ms(t.tdur!).toFixed(0)} ms @${ms(t.ts - fcp).toFixed(0)} (${what})`;
    });
  return { cpu, afterFcp, tbt, longest, kinds, top };
}

const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

// Only the two flags this bench has always run with, so its figures stay comparable with earlier ones.
const browser = await launchChromium(['--no-sandbox', '--disable-gpu']);
const contexts = await Promise.all(
  ORIGINS.map(async (origin) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    if (OWNER) await signIn(context, origin);
    return context;
  }),
);
const loads: number[] = [];
for (const path of PAGES) {
  const results = ORIGINS.map(() => [] as Awaited<ReturnType<typeof measure>>[]);
  for (let run = 0; run < RUNS; run++) {
    // Alternating origins run by run: both see the same minutes of the machine's load.
    for (const [i, origin] of ORIGINS.entries()) {
      const result = await measure(contexts[i]!, origin + path);
      results[i]!.push(result);
      console.log(
        `  ${path} ${origin} run ${run + 1}: CPU ${result.cpu.toFixed(0)} ms, 4× TBT ≈ ${result.tbt.toFixed(0)} ms`,
      );
    }
    loads.push(loadavg()[0]!);
  }
  for (const [i, origin] of ORIGINS.entries()) {
    const r = results[i]!;
    const kinds = [...new Set(r.flatMap((x) => [...x.kinds.keys()]))]
      .map((k) => [k, median(r.map((x) => x.kinds.get(k) ?? 0))] as const)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v.toFixed(0)}`);
    console.log(
      `${path} ${origin}: main-thread CPU ${median(r.map((x) => x.cpu)).toFixed(0)} ms ` +
        `(runs ${r.map((x) => x.cpu.toFixed(0)).join(' ')}), ` +
        `after first paint ${median(r.map((x) => x.afterFcp)).toFixed(0)} ms, ` +
        `4× TBT ≈ ${median(r.map((x) => x.tbt)).toFixed(0)} ms, ` +
        `longest task ${median(r.map((x) => x.longest)).toFixed(0)} ms; ${kinds.join(', ')}`,
    );
    if (process.argv.includes('--tasks'))
      console.log(`  tasks after first paint (last run): ${r.at(-1)!.top.join('; ')}`);
  }
}
console.log(`load average during the runs: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`);
await browser.close();
