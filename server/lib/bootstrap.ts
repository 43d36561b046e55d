import type { Agent } from 'node:https';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import type { Config } from '@/server/config';
import { openDatabase, type Database, type Db } from '@/server/db/client';
import { ensurePlatformSecret } from '@/server/db/queries/platform-secrets';
import type { RecurringTask } from '@/server/jobs/recurring';
import { startJobWorker, type JobHandlers, type JobWorker } from '@/server/jobs/worker';
import { createFileMailer } from '@/server/providers/mail/file-mailer';
import type { Mailer } from '@/server/providers/mail/mailer';
import { createSmtpMailer } from '@/server/providers/mail/smtp-mailer';
import type { PushSender } from '@/server/providers/push/push-sender';
import { createCardIssuerRuntime, type CardIssuerRuntime } from '@/server/providers/card-issuer/index';
import { vapidSubject } from '@/server/providers/push/vapid-keys';
import { createWebPushSender } from '@/server/providers/push/web-push-sender';
import { createBotApiClient } from '@/server/providers/telegram/bot-api-client';
import { createSandboxBot } from '@/server/providers/telegram/sandbox-bot';
import type { TelegramBot } from '@/server/providers/telegram/telegram-bot';
import type { Deps } from './deps';
import { createLogger } from './logger';
import { sandboxIssuerSecrets, vapidKeys } from './provider-secrets';
import { randomToken } from './secrets';
import { CARD_FIGURES_CHANNEL, CardFiguresCache, parseCardFiguresChange } from './card-figures-cache';
import { listenForChanges } from './invalidated-cache';
import { AUTH_CHANGED_CHANNEL, LiveSessionCache, parseAuthChange } from './session-cache';

export interface Runtime {
  deps: Deps;
  database: Database;
  close(): Promise<void>;
}

/** The app's background work (server/app-jobs.ts), registered by whoever starts the app. */
export interface AppJobs {
  handlers: JobHandlers;
  recurring: RecurringTask[];
}

/**
 * Config → database (migrated) → providers: everything the app needs, for main.ts and for tests alike.
 * `jobs` is what the worker runs; a process that runs the worker (JOBS_WORKER) must register them.
 */
export async function bootstrap(
  config: Config,
  overrides: {
    mailer?: Mailer;
    telegram?: TelegramBot;
    push?: PushSender;
    pushAgent?: Agent;
    inMemory?: boolean;
    logDestination?: DestinationStream;
    jobs?: AppJobs;
  } = {},
): Promise<Runtime> {
  const jobs = overrides.jobs;
  if (config.JOBS_WORKER && !jobs)
    throw new Error('JOBS_WORKER is on but the app registered no jobs: pass bootstrap(config, { jobs: APP_JOBS })');
  const logger = createLogger(config, overrides.logDestination);
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: overrides.inMemory ? null : config.dataDir },
  );
  const secret = config.JWT_SECRET ?? (await ensurePlatformSecret(database.db, 'jwt-hs256', () => randomToken(48)));
  const mailer =
    overrides.mailer ??
    (config.SMTP_URL
      ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : createFileMailer(path.join(config.dataDir, 'mail'), config.MAIL_FROM, logger));
  const telegram =
    overrides.telegram ??
    (config.TELEGRAM_BOT_TOKEN
      ? createBotApiClient({ apiUrl: config.TELEGRAM_API_URL, token: config.TELEGRAM_BOT_TOKEN, logger })
      : createSandboxBot(logger));
  const push =
    overrides.push ??
    createWebPushSender({
      keys: await vapidKeys(config, database.db),
      subject: vapidSubject(config),
      agent: overrides.pushAgent,
    });
  const sessionCache = config.SESSION_CACHE ? new LiveSessionCache({ maxAgeMs: 60_000, maxEntries: 50_000 }) : null;
  const unlisten = sessionCache
    ? await listenForChanges(database, AUTH_CHANGED_CHANNEL, sessionCache, parseAuthChange)
    : null;
  // The same switch: tests that change rows behind the API's back turn both caches off.
  const cardFiguresCache = config.SESSION_CACHE ? new CardFiguresCache({ maxAgeMs: 60_000, maxEntries: 50_000 }) : null;
  const unlistenFigures = cardFiguresCache
    ? await listenForChanges(database, CARD_FIGURES_CHANNEL, cardFiguresCache, parseCardFiguresChange)
    : null;
  const deps: Deps = {
    cardIssuer: lazyCardIssuer(config, database.db, () => deps.now()),
    config,
    db: database.db,
    engine: database.engine,
    logger,
    mailer,
    telegram,
    push,
    jwtKey: new TextEncoder().encode(secret),
    now: () => new Date(),
    sessionCache,
    cardFiguresCache,
  };
  // Deliveries and recurring tasks (server/jobs); off where another process runs them, and in tests,
  // which drain the queue themselves.
  const worker: JobWorker | null =
    jobs && config.JOBS_WORKER
      ? await startJobWorker({ deps, database, handlers: jobs.handlers, recurring: jobs.recurring })
      : null;
  return {
    deps,
    database,
    async close() {
      await worker?.stop();
      await unlisten?.();
      await unlistenFigures?.();
      await mailer.close();
      await database.close();
    },
  };
}

/**
 * The card issuer, made on first use (most requests never reach it), then shared by every caller; a start that
 * failed is tried again on the next use. The first use reads the sandbox's secrets through `db`, outside any
 * transaction: a caller must get the issuer BEFORE opening one, since on PGlite (one connection) that read
 * would wait for the caller's own transaction to end (modules/requests/decide.ts).
 */
export function lazyCardIssuer(config: Config, db: Db, now: () => Date): () => Promise<CardIssuerRuntime> {
  let runtime: Promise<CardIssuerRuntime> | null = null;
  return () => {
    runtime ??= createCardIssuerRuntime(config, () => sandboxIssuerSecrets(config, db), now);
    runtime.catch(() => (runtime = null));
    return runtime;
  };
}
