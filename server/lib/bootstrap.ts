import path from 'node:path';
import pino from 'pino';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { ensurePlatformSecret } from '../db/queries/platform-secrets';
import { createFileMailer } from '../providers/mail/file-mailer';
import type { Mailer } from '../providers/mail/mailer';
import { createSmtpMailer } from '../providers/mail/smtp-mailer';
import { createBotApiClient } from '../providers/telegram/bot-api-client';
import { createSandboxBot } from '../providers/telegram/sandbox-bot';
import type { TelegramBot } from '../providers/telegram/telegram-bot';
import type { Deps } from './deps';
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
  overrides: { mailer?: Mailer; telegram?: TelegramBot; inMemory?: boolean } = {},
): Promise<Runtime> {
  const logger = pino({ level: config.LOG_LEVEL, base: undefined });
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
    jwtKey: new TextEncoder().encode(secret),
    now: () => new Date(),
    sessionCache,
  };
  return {
    deps,
    database,
    async close() {
      await unlisten?.();
      await mailer.close();
      await database.close();
    },
  };
}
