/**
 * `npm run bench:profile-load`: what a cold load of a page executes on the main thread (issue 20), as a V8 CPU
 * profile taken through CDP with Lighthouse's mobile CPU slowdown (4×). Prints self time per script and the
 * heaviest functions, and the page's long tasks; writes the .cpuprofile for DevTools.
 *
 *   --origin=http://localhost:3170   a server already running the built app (`npm start`)
 *   --path=/dashboard                the page (default /login); --owner signs the owner in first
 */

import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map';
import { launchChromium, signInAsOwner } from './chromium';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const ORIGIN = arg('origin', 'http://localhost:3170');
const PAGE = arg('path', '/login');
const OWNER = process.argv.includes('--owner');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

async function main() {
  // Only the two flags this bench has always run with, so its figures stay comparable with earlier ones.
  const browser = await launchChromium(['--no-sandbox', '--disable-gpu']);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  if (OWNER) {
    const page = await context.newPage();
    await signInAsOwner(page, ORIGIN);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: ORIGIN,
      storageTypes: 'service_workers,cache_storage,indexeddb',
    });
    await page.close();
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.addInitScript(() => {
    (window as unknown as { __long: number[][] }).__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        (window as unknown as { __long: number[][] }).__long.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.goto(ORIGIN + PAGE, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const longTasks = await page.evaluate(() => (window as unknown as { __long: number[][] }).__long);
  const paints = await page.evaluate(() =>
    performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`),
  );
  const lcp = await page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        new PerformanceObserver((l) => {
          const e = l.getEntries().at(-1) as PerformanceEntry & { element?: Element };
          resolve(
            `${Math.round(e.startTime)} ${e.element?.tagName ?? ''} ${e.element?.textContent?.slice(0, 40) ?? ''}`,
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
  console.log(`${PAGE}: wall ${Date.now() - t0} ms; paints ${paints.join(', ')}; LCP ${lcp}`);
  console.log(`long tasks [start, ms]: ${JSON.stringify(longTasks)}`);

  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byUrl = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const node of profile.nodes) {
    const us = self.get(node.id) ?? 0;
    const url = node.callFrame.url.replace(ORIGIN, '') || `(${node.callFrame.functionName || 'native'})`;
    byUrl.set(url, (byUrl.get(url) ?? 0) + us);
    const { functionName, lineNumber, columnNumber } = node.callFrame;
    const fn = `${functionName || '(anon)'} ${url}:${lineNumber + 1}:${columnNumber + 1}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + us);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${(v / 1000).toFixed(1).padStart(8)} ms  ${k}`);
  console.log('self time by script:');
  console.log(top(byUrl, 25).join('\n'));
  console.log('heaviest functions:');
  const consumers = new Map<string, SourceMapConsumer | null>();
  const original = async (key: string) => {
    const m = /^(.*) (\/assets\/[^:]+\.js):(\d+):(\d+)$/.exec(key);
    if (!m) return key;
    const mapFile = path.join('dist', `${m[2]}.map`);
    if (!consumers.has(mapFile))
      consumers.set(
        mapFile,
        existsSync(mapFile) ? await new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null,
      );
    const pos = consumers.get(mapFile)?.originalPositionFor({ line: Number(m[3]), column: Number(m[4]) - 1 });
    return pos?.source
      ? `${m[1]} ${pos.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${pos.line} ` +
          `(${pos.name ?? ''})`
      : key;
  };
  for (const line of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 45))
    console.log(`  ${(line[1] / 1000).toFixed(1).padStart(8)} ms  ${await original(line[0])}`);
  const file = path.join(tmpdir(), `load-${PAGE.replace(/\W/g, '_')}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  console.log(
    `profile: ${file}; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await browser.close();
}

await main();
