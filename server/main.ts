import { createApp } from './app';
import { APP_JOBS } from './app-jobs';
import { ConfigError, loadConfig } from './config';
import { listen } from './http/listen';
import { bootstrap } from './lib/bootstrap';
import { publicBaseUrl } from './lib/links';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-users';
import { seedDemoIfEmpty } from './seed/seed';

async function main() {
  const config = loadConfig();
  const runtime = await bootstrap(config, { jobs: APP_JOBS });
  const { logger } = runtime.deps;

  const seeded = await seedDemoIfEmpty(runtime.deps);
  const app = createApp(runtime.deps, { distDir: 'dist' });
  const server = listen(app, config, ({ port, secure }) => {
    const url = publicBaseUrl({ ...config, PORT: port });
    logger.info({ url, database: runtime.database.engine, http2: secure }, 'portal listening');
    if (seeded || config.SEED_DEMO !== 'never') printWelcome(url, seeded);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing open requests');
    const force = setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS).unref();
    server.close(async () => {
      await runtime.close();
      clearTimeout(force);
      process.exit(0);
    });
    // Idle keep-alive connections would otherwise hold close() open until the grace period ends.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

function printWelcome(url: string, seeded: boolean) {
  if (process.env.NODE_ENV === 'production') return;
  const lines = [
    '',
    `  Portal: ${url}${seeded ? '   (demo data seeded)' : ''}`,
    `  Demo logins (password ${DEMO_PASSWORD}):`,
    ...DEMO_USERS.map((u) => `    role ${u.role}  ${u.email.padEnd(24)} ${u.label}`),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
