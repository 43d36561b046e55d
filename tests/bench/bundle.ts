/**
 * `npm run bench:bundle`: how many bytes of JavaScript a phone really downloads for the first screens, and
 * what the service worker downloads when it installs.
 *
 * Builds the app (`vite build`; skip with --no-build), starts the real server on a free port with a fresh
 * demo database, and loads each page in Chromium with a cold cache and the service worker blocked (so its
 * precache does not count). Every .js file the page loaded is then fetched once more as Chromium asks for it
 * over HTTPS (`Accept-Encoding: gzip, deflate, br, zstd`; over plain http it leaves brotli out) and counted at
 * the bytes the server sent: bytes on the wire, in the coding the server chose.
 *
 *   /login                   a visitor, signed out
 *   /registration            a visitor joining
 *   /dashboard               the client dashboard for the signed-in owner, cold (token already stored)
 *   service worker install   sw.js and every URL of its precache manifest, as a client's first visit fetches them
 *
 * Then, from the build's source maps, which packages and folders those bytes come from. Targets (issue 20):
 * /login ≤ 110 KB, /registration ≤ 130 KB, /dashboard ≤ 190 KB, the install ≤ 400 KB. `--check` exits
 * non-zero when a budget (BUDGETS below) is exceeded; `--top N` lists more parts.
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { runBench } from './report';
import { launchChromium } from './chromium';
import { buildPwa, DIST, startDemoServer } from './server-process';

const OWNER = { email: 'owner@demo.test', password: 'Demo-pass-1!' };
const KB = 1024;
/** Issue 20's targets, shown beside each figure. */
const TARGETS: Record<string, number> = {
  '/login': 110 * KB,
  '/registration': 130 * KB,
  '/dashboard (owner)': 190 * KB,
  'service worker install': 400 * KB,
};
/**
 * What `--check` refuses: today's figures plus about 1.5 KB, so nothing grows back and yet a change in how
 * Rolldown splits shared modules (a few hundred bytes either way) does not fail CI. /login is capped at its target
 * instead (109.2 KB since the API client left ofetch, issue 20 wave 4): its margin is the 0.8 KB left under it.
 * Measured 2026-11-26: 109.2 / 115.0 / 140.9 / 365.5 KB; /dashboard 137.5 KB once the signed-in pages' shared
 * modules came in a few chunks (session 6).
 */
const BUDGETS: Record<string, number> = {
  '/login': 110 * KB,
  '/registration': 112 * KB, // 110.6 KB once step 1 left the kit's components (session 6, h3)
  '/dashboard (owner)': 140 * KB, // 139.0 KB with AfterFirstPaint's transition (session 12; TBT −100 ms)
  'service worker install': 367 * KB,
};
/** What Chromium sends over HTTPS, as a phone reaches the portal in production. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const argv = process.argv.slice(2);
const args = new Set(argv);
/** `--top N`: how many parts of each page to list (default 18). */
const TOP = Number(argv[argv.indexOf('--top') + 1]) || 18;

interface Script {
  url: string;
  raw: number;
  /** Bytes the server sent for it, in `encoding`. */
  wire: number;
  encoding: string;
}

interface Measurement {
  label: string;
  scripts: Script[];
}

// ---------------------------------------------------------------------------------------------------------
// Measuring in Chromium

/** GETs `url` as Chromium would over HTTPS and counts the bytes of the body as they came, still encoded. */
function onTheWire(url: string): Promise<{ wire: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
        let wire = 0;
        res.on('data', (chunk: Buffer) => (wire += chunk.length));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve({ wire, encoding: res.headers['content-encoding'] ?? 'identity' })
            : reject(new Error(`${url}: ${res.statusCode}`)),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** What a client's first visit downloads into the precache: sw.js and every URL of its injected manifest. */
async function serviceWorkerInstall(origin: string): Promise<Measurement> {
  const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  const urls = ['sw.js', ...[...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!)];
  const scripts: Script[] = [];
  for (const url of new Set(urls)) {
    const raw = readFileSync(path.join(DIST, url)).length;
    scripts.push({ url: `${origin}/${url}`, raw, ...(await onTheWire(`${origin}/${url}`)) });
  }
  return { label: 'service worker install', scripts: scripts.sort((a, b) => b.wire - a.wire) };
}

/**
 * Opens `pathname` in a fresh context and sums every JavaScript response once the page shows `ready` (a role
 * and name) and the network has settled.
 */
async function measure(
  browser: Browser,
  origin: string,
  pathname: string,
  label: string,
  ready: { role: 'button' | 'heading'; name: string },
  options: BrowserContextOptions = {},
): Promise<Measurement> {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  const page = await context.newPage();
  const pending: Array<Promise<Script | null>> = [];
  page.on('response', (response) => {
    const url = response.url();
    const isJs = new URL(url).pathname.endsWith('.js') || response.request().resourceType() === 'script';
    if (!isJs || response.status() !== 200) return;
    pending.push(
      response
        .body()
        .then(async (body) => ({ url, raw: body.length, ...(await onTheWire(url)) }))
        .catch(() => null),
    );
  });
  await page.goto(origin + pathname);
  await page.getByRole(ready.role, { name: ready.name, exact: true }).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const landed = new URL(page.url()).pathname; // a redirect would measure another page
  const scripts = new Map<string, Script>();
  for (const script of await Promise.all(pending)) if (script) scripts.set(script.url, script);
  await context.close();
  if (landed !== pathname) throw new Error(`${label}: expected to stay on ${pathname}, landed on ${landed}`);
  return { label, scripts: [...scripts.values()].sort((a, b) => b.wire - a.wire) };
}

/** Signs the owner in through the form and returns the stored state (the token in localStorage). */
async function ownerState(browser: Browser, origin: string) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  const state = await context.storageState();
  await context.close();
  return state;
}

// ---------------------------------------------------------------------------------------------------------
// Attribution through source maps

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Map([...B64].map((c, i) => [c, i]));

/** Decodes one source-map `mappings` line into [generatedColumn, sourceIndex | -1] segments. */
function decodeLine(line: string, state: { source: number }): Array<[number, number]> {
  const segments: Array<[number, number]> = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const values: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = B64_VALUE.get(char) ?? 0;
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
      } else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += values[0] ?? 0;
    if (values.length >= 4) state.source += values[1] ?? 0;
    segments.push([column, values.length >= 4 ? state.source : -1]);
  }
  return segments;
}

/** Where a source file's bytes are credited: an npm package, or a folder of ours. */
function owner(source: string): string {
  const normalized = source.replace(/\\/g, '/');
  const nm = normalized.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = normalized.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? normalized);
  }
  const src = normalized.indexOf('src/');
  if (src >= 0) {
    const parts = normalized.slice(src).split('/');
    return parts.length > 3 ? parts.slice(0, 3).join('/') : parts.slice(0, -1).join('/') || normalized;
  }
  return normalized.replace(/^(\.\.\/)+/, '') || '(generated)';
}

/** For each owner, the code it contributed to the given built files. */
function attribute(scripts: Script[]): Map<string, string[]> {
  const byOwner = new Map<string, string[]>();
  const add = (key: string, code: string) => {
    if (!code) return;
    const list = byOwner.get(key) ?? [];
    list.push(code);
    byOwner.set(key, list);
  };
  for (const script of scripts) {
    const file = path.join(DIST, new URL(script.url).pathname);
    if (!existsSync(file) || !existsSync(`${file}.map`)) {
      add('(no source map)', existsSync(file) ? readFileSync(file, 'utf8') : '');
      continue;
    }
    const code = readFileSync(file, 'utf8').split('\n');
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
    const state = { source: 0 };
    map.mappings.split(';').forEach((mappingLine, lineIndex) => {
      const line = code[lineIndex] ?? '';
      const segments = decodeLine(mappingLine, state);
      if (segments.length === 0) return add('(unmapped)', line);
      add('(unmapped)', line.slice(0, segments[0]![0]));
      segments.forEach(([column, source], i) => {
        const end = segments[i + 1]?.[0] ?? line.length;
        add(source >= 0 ? owner(map.sources[source] ?? '?') : '(unmapped)', line.slice(column, end));
      });
    });
  }
  return byOwner;
}

// ---------------------------------------------------------------------------------------------------------
// Report

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);

const total = (m: Measurement, key: 'raw' | 'wire') => m.scripts.reduce((s, x) => s + x[key], 0);

function printMeasurement(m: Measurement, top = Infinity) {
  console.log(
    `\n${m.label}: ${m.scripts.length} files, ${kb(total(m, 'raw'))} raw, ${kb(total(m, 'wire'))} on the wire`,
  );
  console.log(`  ${pad('file', 52)}${lpad('raw', 11)}${lpad('wire', 11)}  coding`);
  for (const s of m.scripts.slice(0, top))
    console.log(`  ${pad(new URL(s.url).pathname, 52)}${lpad(kb(s.raw), 11)}${lpad(kb(s.wire), 11)}  ${s.encoding}`);
  if (m.scripts.length > top) console.log(`  … ${m.scripts.length - top} more`);
}

function printAttribution(m: Measurement, top = TOP) {
  const rows = [...attribute(m.scripts)].map(([key, parts]) => {
    const code = parts.join('');
    return { key, raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  console.log(`\n  What ${m.label} is made of (gzip of each part alone; parts compress better together):`);
  for (const r of rows.slice(0, top)) console.log(`    ${pad(r.key, 50)}${lpad(kb(r.raw), 11)}${lpad(kb(r.gzip), 11)}`);
  const rest = rows.slice(top);
  if (rest.length)
    console.log(
      `    ${pad(`… ${rest.length} more`, 50)}` +
        `${lpad(kb(rest.reduce((s, r) => s + r.raw, 0)), 11)}${lpad(kb(rest.reduce((s, r) => s + r.gzip, 0)), 11)}`,
    );
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  buildPwa();

  const { origin, stop } = await startDemoServer('bench');
  const browser = await launchChromium();
  try {
    const login = await measure(browser, origin, '/login', '/login', { role: 'button', name: 'Sign in' });
    const dashboard = await measure(
      browser,
      origin,
      '/dashboard',
      '/dashboard (owner)',
      { role: 'heading', name: 'Dashboard' },
      {
        storageState: await ownerState(browser, origin),
      },
    );
    const registration = await measure(browser, origin, '/registration', '/registration', {
      role: 'heading',
      name: 'Join the product',
    });
    const install = await serviceWorkerInstall(origin);
    const pages = [login, registration, dashboard];
    const results = [...pages, install];

    for (const m of pages) printMeasurement(m);
    printMeasurement(install, TOP);
    for (const m of pages) printAttribution(m);

    console.log(
      `\nSummary: bytes on the wire with Accept-Encoding "${ACCEPT_ENCODING}" (pages: every .js response, service ` +
        `worker blocked, cold cache)`,
    );
    console.log(
      `  ${pad('what', 26)}${lpad('files', 7)}${lpad('raw', 12)}${lpad('wire', 12)}` +
        `${lpad('budget', 12)}${lpad('target', 12)}  verdict`,
    );
    let over = false;
    for (const m of results) {
      const wire = total(m, 'wire');
      const budget = BUDGETS[m.label]!;
      const target = TARGETS[m.label]!;
      const verdict =
        wire > budget
          ? `over budget by ${kb(wire - budget)}`
          : wire > target
            ? `within budget, ${kb(wire - target)} above target`
            : 'ok';
      if (wire > budget) over = true;
      console.log(
        `  ${pad(m.label, 26)}${lpad(String(m.scripts.length), 7)}${lpad(kb(total(m, 'raw')), 12)}` +
          `${lpad(kb(wire), 12)}${lpad(`≤ ${kb(budget)}`, 12)}${lpad(`≤ ${kb(target)}`, 12)}  ${verdict}`,
      );
    }
    if (over && args.has('--check')) process.exitCode = 1;
  } finally {
    await browser.close();
    await stop();
  }
}

runBench(main);
