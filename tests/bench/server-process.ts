import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@/server/config';
import { APP_JOBS } from '@/server/app-jobs';
import { bootstrap, type Runtime } from '@/server/lib/bootstrap';
import { DEMO_PASSWORD } from '@/server/seed/demo-users';
import { seedDemo } from '@/server/seed/seed';
import { ownOrigin } from '@/server/lib/links';
import { freePort } from '@/server/test-support/free-port';
import { LOCALHOST_CERT_FILE, LOCALHOST_KEY_FILE } from '@/server/test-support/localhost-tls';
import { createScratchDatabase, type ScratchDatabase } from '@/server/test-support/scratch-database';

/** What the HTTP benchmarks share: a free port, the real server as a child process, a sign-in. */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** The built PWA, which the server serves in production mode. */
export const DIST = path.join(ROOT, 'dist');

export { freePort };

/** `count` distinct free ports, for several instances side by side. */
export async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** The server's environment in every HTTP benchmark: production mode, a fixed signing key, no demo seed. */
export function benchServerEnv(
  dataDir: string,
  port: number,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-only-signing-key-0123456789abcdefghijkl',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'never',
    // Benchmarks deliver nothing: mail goes to DATA_DIR, as in development.
    PRODUCTION_WITHOUT_DELIVERY: 'true',
    ...extra,
  };
}

/** Runs `work` on the app's own runtime beside the server (seeding before a run, checks after it), then closes it. */
export async function withAppRuntime<T>(
  env: Record<string, string>,
  work: (runtime: Runtime) => Promise<T>,
): Promise<T> {
  const runtime = await bootstrap(loadConfig({ ...env, NODE_ENV: 'development', LOG_LEVEL: 'warn' }), {
    jobs: APP_JOBS,
  });
  try {
    return await work(runtime);
  } finally {
    await runtime.close();
  }
}

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
}

/** `node --import tsx server/main.ts` with `env`; with `cpuProfile`, it writes a V8 CPU profile on exit. */
export function startServer(env: Record<string, string>, options: { cpuProfile?: boolean } = {}): ServerProcess {
  let output = '';
  const nodeArgs = ['--import', 'tsx'];
  if (options.cpuProfile) {
    const dir = path.join(tmpdir(), 'cardportal-bench-profiles');
    nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${dir}`);
    console.log(`CPU profile of the server: ${dir}`);
  }
  const child = spawn(process.execPath, [...nodeArgs, 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  child.stdout?.on('data', (d: Buffer) => (output += d));
  child.stderr?.on('data', (d: Buffer) => (output += d));
  return { child, output: () => output };
}

/**
 * One server per environment (several instances on one database, each on its own PORT), started together
 * and healthy; `stop` ends them all and may be called more than once.
 */
export async function startInstances(envs: Record<string, string>[], options: { cpuProfile?: boolean } = {}) {
  const servers = envs.map((env) => startServer(env, options));
  const bases = envs.map((env) => `http://127.0.0.1:${env.PORT}`);
  const stop = () => Promise.all(servers.map(stopServer)).then(() => undefined);
  try {
    await Promise.all(bases.map((base, i) => waitHealthy(base, servers[i]!)));
  } catch (error) {
    await stop();
    throw error;
  }
  const pids = servers.map((server) => server.child.pid!);
  return { bases, stop, pids };
}

/**
 * The servers of `startInstances` for the duration of `run`, stopped after it whether it succeeds or throws: a
 * bench's measured part, before the checks that open the database themselves.
 */
export async function withBenchInstances<T>(
  envs: Record<string, string>[],
  options: { cpuProfile?: boolean },
  run: (instances: { bases: string[]; pids: number[] }) => Promise<T>,
): Promise<T> {
  const instances = await startInstances(envs, options);
  try {
    return await run(instances);
  } finally {
    await instances.stop();
  }
}

/** Whether `/api/health` answers 200; over https the committed localhost certificate is the one trusted. */
function healthy(base: string): Promise<boolean> {
  if (!base.startsWith('https:')) return fetch(`${base}/api/health`).then((res) => res.ok);
  return new Promise((resolve, reject) => {
    const req = httpsGet(`${base}/api/health`, { ca: readFileSync(LOCALHOST_CERT_FILE) }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', reject);
  });
}

export async function waitHealthy(base: string, server: ServerProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`The server exited with ${server.child.exitCode}:\n${server.output()}`);
    try {
      if (await healthy(base)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs / 1000} s:\n${server.output()}`);
}

export async function stopServer(server: ServerProcess | null) {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}

export async function signIn(base: string, email = 'owner@demo.test', password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`Sign-in answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** `/api/<route>` with a Bearer token; the answer's `data`, or an Error naming the route and the status. */
export async function api<T>(base: string, token: string, method: string, route: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api/${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** `vite build` (unless `--no-build` is among the arguments), then the build must be there. */
export function buildPwa() {
  if (!process.argv.includes('--no-build')) {
    console.log('vite build …');
    const build = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
      { cwd: ROOT, stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('vite build failed');
  }
  if (!existsSync(path.join(DIST, 'index.html'))) throw new Error('dist/index.html missing: run vite build');
}

/**
 * The real server over a fresh demo seed (PGlite in a temp DATA_DIR, seeded at start) on a free port, healthy;
 * what the browser benches measure. `stop` ends it and removes the data.
 */
export async function startDemoServer(name: string, { tls = false }: { tls?: boolean } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `cardportal-${name}-`));
  const server = startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'always',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // HTTPS with HTTP/2 (decision 016) on the committed localhost certificate, which the server's own calls to
    // itself (the sandbox issuer's webhooks) then trust too.
    ...(tls
      ? {
          TLS_CERT_FILE: LOCALHOST_CERT_FILE,
          TLS_KEY_FILE: LOCALHOST_KEY_FILE,
          NODE_EXTRA_CA_CERTS: LOCALHOST_CERT_FILE,
        }
      : {}),
  });
  const stop = async () => {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const listening = { PORT: port, TLS_CERT_FILE: tls ? LOCALHOST_CERT_FILE : undefined };
  try {
    await waitHealthy(ownOrigin(listening, '127.0.0.1'), server, 300_000); // a fresh demo seed on a busy machine
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: ownOrigin(listening, 'localhost'), stop };
}

/**
 * Where a bench keeps its data: a temp DATA_DIR, and a scratch PostgreSQL database (dropped after) when
 * DATABASE_URL is set; PGlite in the DATA_DIR otherwise. `dispose` removes both.
 */
export async function benchStorage(name: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `cardportal-bench-${name}-`));
  let scratch: ScratchDatabase | null = null;
  const dispose = async () => {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (process.env.DATABASE_URL) scratch = await createScratchDatabase(process.env.DATABASE_URL);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { dataDir, scratch, dispose };
}

/** What a bench over one seeded server gets to measure with. */
export interface SeededServer {
  base: string;
  /** The server process id, for its CPU and memory figures; 0 where unknown. */
  pid: number;
  scratch: ScratchDatabase | null;
}

/**
 * The real server over a fresh demo seed on `benchStorage(name)` (PGlite, or a scratch PostgreSQL database when
 * DATABASE_URL is set) on a free port, healthy, for the duration of `run`; stopped and its data removed after.
 */
export async function withSeededServer(
  name: string,
  options: { cpuProfile?: boolean },
  run: (seeded: SeededServer) => Promise<void>,
): Promise<void> {
  const { dataDir, scratch, dispose } = await benchStorage(name);
  let server: ServerProcess | null = null;
  try {
    const port = await freePort();
    const env = benchServerEnv(dataDir, port, { ...(scratch && { DATABASE_URL: scratch.url }) });
    await withAppRuntime(env, (runtime) => seedDemo(runtime.deps));
    server = startServer(env, options);
    const base = `http://127.0.0.1:${port}`;
    await waitHealthy(base, server);
    await run({ base, pid: server.child.pid ?? 0, scratch });
  } finally {
    await stopServer(server);
    await dispose();
  }
}
