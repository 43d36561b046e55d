import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { seededDataDir } from './seeded-data-dir';

/**
 * A second portal for one spec, on its own embedded database prepared beforehand (the shared e2e server's
 * database belongs to its process): a copy of the run's seeded database, changed by prepare-wallet-change.ts.
 * Serves the same build (`dist/`) on `port`.
 */
export interface OwnPortal {
  baseURL: string;
  stop(): Promise<void>;
}

export async function startOwnPortal(port: number, prepareArgs: string[]): Promise<OwnPortal> {
  const baseURL = `http://localhost:${port}`;
  // A portal left on the port would answer the health check below in this one's place, with another
  // database (this one would fail to listen and exit).
  const answering = await fetch(`${baseURL}/api/health`).then(
    () => true,
    () => false,
  );
  if (answering) throw new Error(`port ${port} is taken: a portal left over by an earlier run?`);
  const dataDir = await seededDataDir('own');
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'tests/e2e/support/prepare-wallet-change.ts', dataDir, ...prepareArgs],
    { timeout: 120_000 },
  );
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'never',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL_SECONDS: '300',
    },
    stdio: 'ignore',
  });
  // Watched from the start: a server that has already exited must not leave stop() waiting for ever.
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Within the spec's setup time (180 s): 5–10 s on a quiet machine, over 60 s with four workers at load 20.
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error(`the own portal exited with ${server.exitCode}`);
    if (Date.now() > deadline) {
      // Not left running: it would hold the port for the next spec's portal.
      await stop();
      throw new Error('the own portal did not start within 150 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseURL, stop };
}
