import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** PostgreSQL connections per server: a few per core serve best (the benchmarks use the same number). */
export const DEFAULT_DATABASE_POOL_SIZE = 20;

/** `10.0.0.0/8` or `fd00::/8`: an address and a prefix length that fits it. */
function isCidr(value: string): boolean {
  const match = /^([^/]+)\/(\d{1,3})$/.exec(value);
  if (!match) return false;
  const family = isIP(match[1]!);
  return family !== 0 && Number(match[2]) <= (family === 4 ? 32 : 128);
}

/** Every environment variable the server reads. The README lists the same names. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  /**
   * A certificate chain and its private key (PEM files): the server then speaks HTTPS itself, HTTP/2 with
   * HTTP/1.1 for clients without it (decision 016). Unset: plain HTTP/1.1, for a proxy in front to encrypt.
   */
  TLS_CERT_FILE: z.string().optional(),
  TLS_KEY_FILE: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(DEFAULT_DATABASE_POOL_SIZE),
  /** Serve the live-session check from memory, kept coherent through LISTEN/NOTIFY (decision 007). */
  SESSION_CACHE: z.stringbool().default(true),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  TRUST_PROXY: z.stringbool().default(false),
  /** How many proxies of ours append to X-Forwarded-For: the client is that many entries from its right. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /** Our proxies by address (comma-separated CIDRs); when set, the client is the right-most entry outside them. */
  TRUST_PROXY_CIDRS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((cidrs) => cidrs.every(isCidr), 'must be comma-separated CIDRs such as 10.0.0.0/8, fd00::/8'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Cardportal <no-reply@cardportal.local>'),
  TELEGRAM_BOT_NAME: z
    .string()
    .regex(/^\w{5,32}$/, 'must be a bot username without @')
    .default('cardportal_support_bot'),
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  /** The secret_token given to setWebhook; Telegram sends it back in X-Telegram-Bot-Api-Secret-Token. */
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,256}$/, 'must be 16 to 256 letters, digits, _ or -')
    .optional(),
  /** Web push (RFC 8292): both keys (base64url) or neither, when the pair is made once and kept in the database. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  /** The contact push services may use: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https: URL')
    .optional(),
  /**
   * Hosts (or parent domains) a browser's push endpoint may be on, comma-separated. Unset: the browsers'
   * push services in production, any https host elsewhere (local fake push services in tests).
   */
  PUSH_ENDPOINT_HOSTS: z.string().optional(),
  /** Run the job worker (notification deliveries, recurring tasks) in this instance. */
  JOBS_WORKER: z.stringbool().default(true),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** The card issuer's REST API; unset means the built-in sandbox issuer (PRODUCT.md "Cards"). */
  CARD_ISSUER_URL: z.url().optional(),
  CARD_ISSUER_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The HMAC key of the issuer's webhooks; the sandbox makes one and keeps it in the database when unset. */
  CARD_ISSUER_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Where the sandbox issuer delivers its webhooks (default: PUBLIC_URL, else this server on 127.0.0.1:PORT). */
  CARD_ISSUER_WEBHOOK_URL: z.url().optional(),
  /** The sandbox issuer's controls answer without a session (local demos, npm run simulate); refused in production. */
  SANDBOX_OPEN: z.stringbool().default(false),
  /**
   * Production without SMTP_URL and TELEGRAM_BOT_TOKEN: e-mails go to DATA_DIR/mail and Telegram messages
   * nowhere. Off by default, so a production server cannot quietly stop delivering sign-in codes.
   */
  PRODUCTION_WITHOUT_DELIVERY: z.stringbool().default(false),
});

export type Config = z.infer<typeof schema> & { dataDir: string; isProduction: boolean };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset, as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && !config.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production');
  }
  if (config.NODE_ENV === 'production' && !config.PRODUCTION_WITHOUT_DELIVERY) {
    const missing = [!config.SMTP_URL && 'SMTP_URL', !config.TELEGRAM_BOT_TOKEN && 'TELEGRAM_BOT_TOKEN'].filter(
      Boolean,
    );
    if (missing.length) {
      const lines = missing.map(
        (name) => `  ${name}: required when NODE_ENV=production (or set PRODUCTION_WITHOUT_DELIVERY=true)`,
      );
      throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
    }
  }
  if (config.NODE_ENV === 'production' && config.SANDBOX_OPEN) {
    throw new ConfigError('Invalid configuration:\n  SANDBOX_OPEN: never allowed when NODE_ENV=production');
  }
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  if (Boolean(config.TLS_CERT_FILE) !== Boolean(config.TLS_KEY_FILE)) {
    throw new ConfigError('Invalid configuration:\n  TLS_CERT_FILE, TLS_KEY_FILE: set both or neither');
  }
  if (config.CARD_ISSUER_URL && (!config.CARD_ISSUER_API_KEY || !config.CARD_ISSUER_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  CARD_ISSUER_API_KEY, CARD_ISSUER_WEBHOOK_SECRET: required with CARD_ISSUER_URL',
    );
  }
  return { ...config, dataDir: path.resolve(config.DATA_DIR), isProduction: config.NODE_ENV === 'production' };
}
