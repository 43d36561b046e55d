export const TEST_JWT_SECRET = 'test-only-signing-key-0123456789abcdefghijklmnop';

/** The environment every test app starts from; a context's own `env` goes on top. */
export function baseTestEnv(dataDir: string, databaseUrl: string | null): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    TRUST_PROXY: 'true',
    DATA_DIR: dataDir,
    // Tests change rows behind the API's back, as a second instance would: the cache has its own tests
    // (server/middleware/session-cache.test.ts) and is on in e2e, as in production.
    SESSION_CACHE: 'false',
    // Deliveries run when a test drains the queue (drainJobs), not behind its back.
    JOBS_WORKER: 'false',
    ...(databaseUrl && { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '5' }),
  };
}
