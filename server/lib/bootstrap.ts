import type { Agent } from 'node:https';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { ensurePlatformSecret } from '../db/queries/platform-secrets';
import { startJobWorker, type JobWorker } from '../jobs/worker';
import { JOB_HANDLERS, RECURRING_TASKS } from '../jobs/tasks';
import { createFileMailer } from '../providers/mail/file-mailer';
import type { Mailer } from '../providers/mail/mailer';
import { createSmtpMailer } from '../providers/mail/smtp-mailer';
import type { PushSender } from '../providers/push/push-sender';
import { vapidKeys, vapidSubject } from '../providers/push/vapid-keys';
import { createWebPushSender } from '../providers/push/web-push-sender';
import { createBotApiClient } from '../providers/telegram/bot-api-client';
import { createSandboxBot } from '../providers/telegram/sandbox-bot';
import type { TelegramBot } from '../providers/telegram/telegram-bot';
import type { Deps } from './deps';
import { createLogger } from './logger';
import { randomToken } from './secrets';
import { AUTH_CHANGED_CHANNEL, LiveSessionCache, parseAuthChange } from './session-cache';

export interface Runtime {
  deps: Deps;
  database: Database;
  close(): Promise<void>;
}

/** Config → database (migrated) → providers: everything the app needs, for main.ts and for tests alike. */
export async function bootstrap(
  config: Config,
  overrides: { mailer?: Mailer; telegram?: TelegramBot; push?: PushSender; pushAgent?: Agent; inMemory?: boolean; logDestination?: DestinationStream } = {},
): Promise<Runtime> {
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
  const push = overrides.push ?? createWebPushSender({ keys: await vapidKeys(config, database.db), subject: vapidSubject(config), agent: overrides.pushAgent });
  const sessionCache = config.SESSION_CACHE ? new LiveSessionCache({ maxAgeMs: 60_000, maxEntries: 50_000 }) : null;
  const unlisten = sessionCache
    ? await database.listen(AUTH_CHANGED_CHANNEL, {
        onPayload: (payload) => sessionCache.invalidate(parseAuthChange(payload)),
        onListening: () => sessionCache.resume(),
        onLost: () => sessionCache.suspend(),
      })
    : null;
  const deps: Deps = {
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
  };
  // Deliveries and recurring tasks (server/jobs); off where another process runs them, and in tests,
  // which drain the queue themselves.
  const worker: JobWorker | null = config.JOBS_WORKER
    ? await startJobWorker({ deps, database, handlers: JOB_HANDLERS, recurring: RECURRING_TASKS })
    : null;
  return {
    deps,
    database,
    async close() {
      await worker?.stop();
      await unlisten?.();
      await mailer.close();
      await database.close();
    },
  };
}
