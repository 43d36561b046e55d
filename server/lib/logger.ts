import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '@/server/config';

/**
 * Fields that never reach a log line, wherever a caller puts them: credentials, one-time codes and links,
 * card data. A log is read by more people than the database, and kept longer.
 */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'code',
  'token',
  'accessToken',
  'refreshToken',
  'hash',
  'secret',
  'authorization',
  'cookie',
  'link',
  'text',
  'pan',
  'cardNumber',
  'number',
  'cvv',
  'cvc',
  'params',
];

export const REDACTED_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  'req.headers.authorization',
  'req.headers.cookie',
];

const PARAMS_IN_MESSAGE = /\nparams: [\s\S]*?(?=\n\s+at |$)/;

/**
 * An error's message without the values a failed query carried: Drizzle writes "Failed query: …\nparams: …",
 * and the parameters are what users typed (passwords' hashes, codes, e-mail addresses).
 */
export function safeErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(PARAMS_IN_MESSAGE, '');
}

type Serialized = Record<string, unknown> & { message?: string; stack?: string };

/** A PostgreSQL error's SQLSTATE: five digits or capitals (pg and PGlite both set `code`). */
function sqlStateOf(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/**
 * The database says what it refused and echoes the value ("invalid input syntax for type integer: "…"",
 * "Key (email)=(…) already exists"): only its SQLSTATE and the names of what it concerns are kept.
 */
function describe(error: Error, depth: number): Serialized {
  const sqlState = sqlStateOf(error);
  const named = error as Error & { constraint?: unknown; table?: unknown; column?: unknown; query?: unknown };
  const out: Serialized = { type: error.constructor.name };
  if (sqlState) {
    out.code = sqlState;
    out.message = `database error ${sqlState}`;
    for (const key of ['constraint', 'table', 'column'] as const)
      if (typeof named[key] === 'string') out[key] = named[key];
  } else {
    out.message = safeErrorMessage(error);
  }
  if (typeof named.query === 'string') out.query = named.query;
  if (depth < 4 && error.cause instanceof Error) out.cause = describe(error.cause, depth + 1);
  return out;
}

/**
 * pino's error serializer without what a failure carried of the user's data: the query's parameters,
 * the database's echo of values, and the causes' messages that hold them (each cause is described
 * apart, by the same rules).
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? error.replace(PARAMS_IN_MESSAGE, '') : error;
  const out = describe(error, 0);
  const stack = (pino.stdSerializers.err(error) as unknown as Serialized).stack;
  if (typeof stack === 'string') {
    // The first line repeats the message; pino appends the causes' messages after "caused by:".
    const frames = stack
      .split('\ncaused by:')[0]!
      .split('\n')
      .filter((line) => /^\s+at /.test(line));
    out.stack = [`${out.type as string}: ${out.message as string}`, ...frames].join('\n');
  }
  return out;
}

/** The server's one logger: redaction and the error serializer apply to every line and child. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.LOG_LEVEL,
    base: undefined,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
