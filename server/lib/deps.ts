import type { Logger } from 'pino';
import type { Config } from '@/server/config';
import type { Db } from '@/server/db/client';
import type { CardIssuerRuntime } from '@/server/providers/card-issuer/index';
import type { Mailer } from '@/server/providers/mail/mailer';
import type { PushSender } from '@/server/providers/push/push-sender';
import type { TelegramBot } from '@/server/providers/telegram/telegram-bot';
import type { CardFiguresCache } from './card-figures-cache';
import type { LiveSessionCache } from './session-cache';

/** What handlers need from the outside world; built once in main.ts, replaced piecewise in tests. */
export interface Deps {
  config: Config;
  db: Db;
  engine: 'pglite' | 'postgres';
  logger: Logger;
  mailer: Mailer;
  /** The support bot: the Bot API with TELEGRAM_BOT_TOKEN, otherwise a sandbox that logs. */
  telegram: TelegramBot;
  /** Web push with the portal's VAPID key. */
  push: PushSender;
  /** Signing key for access tokens (from JWT_SECRET, or made once and kept in the database). */
  jwtKey: Uint8Array;
  now: () => Date;
  /** The card issuer (REST client or sandbox) with its webhook secret and address; made on first use. */
  cardIssuer: () => Promise<CardIssuerRuntime>;
  /** The in-memory live-session check, or null when SESSION_CACHE is off. */
  sessionCache: LiveSessionCache | null;
  /** user/me's card figures in memory, or null when SESSION_CACHE is off. */
  cardFiguresCache: CardFiguresCache | null;
}
