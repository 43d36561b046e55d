import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const GOOD_SECRET = 'a-secret-that-is-long-enough-for-hs256-0123';

function failure(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has working defaults for the embedded setup', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ NODE_ENV: 'development', PORT: 3000, SEED_DEMO: 'auto', isProduction: false });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('reads numbers, booleans and URLs from their text', () => {
    const config = loadConfig({
      PORT: '8080',
      TRUST_PROXY: 'true',
      DATABASE_URL: 'postgresql://u@db:5432/portal',
      BODY_LIMIT_BYTES: '2048',
    });
    expect(config).toMatchObject({ PORT: 8080, TRUST_PROXY: true, BODY_LIMIT_BYTES: 2048 });
  });

  it('accepts production with a signing secret and real delivery (SMTP and Telegram), or the explicit opt-out', () => {
    const delivery = { SMTP_URL: 'smtp://mail.example.com:587', TELEGRAM_BOT_TOKEN: '123456:telegram-token' };
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: GOOD_SECRET, ...delivery }).isProduction).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: GOOD_SECRET, PRODUCTION_WITHOUT_DELIVERY: 'true' }).isProduction,
    ).toBe(true);
  });

  it.each([
    [{ TELEGRAM_BOT_TOKEN: '123456:telegram-token' }, ['SMTP_URL']],
    [{ SMTP_URL: 'smtp://mail.example.com:587' }, ['TELEGRAM_BOT_TOKEN']],
    [{}, ['SMTP_URL', 'TELEGRAM_BOT_TOKEN']],
  ] as [Record<string, string>, string[]][])(
    'refuses production that would log instead of delivering (%o)',
    (env, names) => {
      const message = failure({ NODE_ENV: 'production', JWT_SECRET: GOOD_SECRET, ...env });
      for (const name of names)
        expect(message).toMatch(new RegExp(`^\\s+${name}: required when NODE_ENV=production`, 'm'));
    },
  );

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://root@localhost/portal' }, 'DATABASE_URL', /postgres/],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET', /at least 32 characters/],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET', /required when NODE_ENV=production/],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL', /smtp/],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY_HOPS: '0' }, 'TRUST_PROXY_HOPS'],
    [{ TRUST_PROXY_CIDRS: '10.0.0.0/33' }, 'TRUST_PROXY_CIDRS', /CIDR/],
    [{ TRUST_PROXY_CIDRS: '10.0.0.0/8,example.com' }, 'TRUST_PROXY_CIDRS', /CIDR/],
    [{ TELEGRAM_BOT_NAME: '@bot' }, 'TELEGRAM_BOT_NAME'],
  ] as [Record<string, string>, string, RegExp?][])('refuses %o with a message naming %s', (env, name, detail) => {
    const message = failure(env);
    expect(message).toMatch(/^Invalid configuration/);
    expect(message).toMatch(new RegExp(`^\\s+${name}: .+`, 'm'));
    if (detail) expect(message).toMatch(detail);
    // The value of a secret never appears in the message.
    if (env.JWT_SECRET) expect(message).not.toContain(env.JWT_SECRET);
  });

  it('names every bad variable at once', () => {
    const message = failure({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET'])
      expect(message).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
  });
});
