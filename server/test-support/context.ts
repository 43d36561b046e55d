import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import type { RoleId } from '@/src/contracts/access';
import type { TokenSet } from '@/src/contracts/auth';
import { createApp } from '@/server/app';
import { loadConfig, type Config } from '@/server/config';
import { rowsOf, type Database, type Db } from '@/server/db/client';
import { createSession } from '@/server/db/queries/sessions';
import { users } from '@/server/db/schema/index';
import type { Agent } from 'node:https';
import type { DestinationStream } from 'pino';
import { drainJobs, type DrainOptions } from '@/server/jobs/worker';
import { JOB_HANDLERS } from '@/server/app-jobs';
import { bootstrap } from '@/server/lib/bootstrap';
import type { Deps } from '@/server/lib/deps';
import { randomToken, sha256 } from '@/server/lib/secrets';
import { tokenSet } from '@/server/modules/auth/sessions';
import { DEMO_PASSWORD, DEMO_USERS } from '@/server/seed/demo-users';
import { seedDemo } from '@/server/seed/seed';
import { preparePgliteDataDir } from './pglite-template';
import { ensurePostgresTemplate, prepareSeededPgliteDataDir, seededTemplateFits } from './seeded-template';
import { baseTestEnv } from './test-env';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

export interface RequestOptions {
  token?: string;
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as multipart/form-data. */
  multipart?: Record<string, string>;
  /** A raw body, sent with whatever content-type `headers` names. */
  body?: string | Uint8Array;
  headers?: Record<string, string>;
  /** The caller's address (X-Forwarded-For; the test config trusts the proxy). */
  ip?: string;
}

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or undefined when the answer is not JSON. */
  body: T;
  text: string;
}

export interface TestContext<Name extends string = string> {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  db: Db;
  /** The opened database, for a second listener as another instance would have. */
  database: Database;
  config: Config;
  smtp: SmtpSink;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** Signs in through POST /api/auth/login as the demo user of `role`. */
  loginAs(role: RoleId, options?: { ip?: string }): Promise<TokenSet>;
  /** A fresh session for the demo user of `role`, made directly in the database (no password hashing). */
  sessionFor(role: RoleId): Promise<TokenSet>;
  userOf(role: RoleId): Promise<{ id: number; email: string }>;
  /** Rows per table of the public schema. */
  countRows(): Promise<Record<string, number>>;
  /** Runs the job queue until nothing is due (no worker runs in tests); returns how many jobs ran. */
  drainJobs(options?: Partial<DrainOptions>): Promise<number>;
  /** The access tokens ContextOptions.tokens asked for, by their names. */
  tokens: Record<Name, string>;
  close(): Promise<void>;
}

export { TEST_JWT_SECRET } from './test-env';
export const DEFAULT_TEST_IP = '192.0.2.10';

export interface ContextOptions<Name extends string = never> {
  /** Extra environment for loadConfig. */
  env?: Record<string, string>;
  /** Seed the demo users (default true). */
  seed?: boolean;
  distDir?: string;
  /** The agent web push sends through (a fake push service's self-signed certificate). */
  pushAgent?: Agent;
  /** Where the server's log lines go (with env LOG_LEVEL above silent): the log attack suite reads them. */
  logDestination?: DestinationStream;
  /**
   * Sessions of demo users the file signs in with, by name: `{ staff: 1 }` gives `t.tokens.staff`, an access
   * token of role 1's demo user (sessionFor), made once the app is up.
   */
  tokens?: Record<Name, RoleId>;
}

/**
 * One app over one fresh database: PGlite in a temp directory, or a scratch PostgreSQL database when
 * DATABASE_URL is set, seeded by copying the run's seeded template unless `seed` or `env` ask for another
 * seed. Mail goes to a real SMTP server in the same process. Build it once per file.
 */
export async function createTestContext<Name extends string = never>(
  options: ContextOptions<Name> = {},
): Promise<TestContext<Name>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cardportal-test-'));
  const baseUrl = process.env.DATABASE_URL;
  const env = { ...baseTestEnv(dataDir, null), ...options.env };
  // A copy of this run's seeded template when the context would seed the same data (seeded-template.ts).
  const runId = inject('testRunId');
  const copySeeded = options.seed !== false && !!runId && seededTemplateFits(loadConfig(env));
  const scratch: ScratchDatabase | null = baseUrl
    ? await createScratchDatabase(baseUrl, copySeeded ? await ensurePostgresTemplate(baseUrl, runId) : undefined)
    : null;
  const smtp = await startSmtpSink();
  const config = loadConfig({
    ...baseTestEnv(dataDir, scratch?.url ?? null),
    ...options.env,
  });
  // PGlite opens a copy of a ready data directory (pglite-template.ts, seeded-template.ts) in the temp dir.
  if (!scratch)
    await (copySeeded ? prepareSeededPgliteDataDir(config.dataDir, runId) : preparePgliteDataDir(config.dataDir));
  const runtime = await bootstrap(config, {
    mailer: smtp.mailer,
    pushAgent: options.pushAgent,
    logDestination: options.logDestination,
  });
  const { deps } = runtime;
  if (options.seed !== false && !copySeeded) await seedDemo(deps);
  const app = createApp(deps, options.distDir ? { distDir: options.distDir } : {});

  async function request<T>(method: string, urlPath: string, opts: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers = new Headers({ 'x-forwarded-for': opts.ip ?? DEFAULT_TEST_IP, ...opts.headers });
    if (opts.token) headers.set('authorization', `Bearer ${opts.token}`);
    let body: BodyInit | undefined;
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    } else if (opts.form) {
      body = new URLSearchParams(opts.form);
    } else if (opts.multipart) {
      const data = new FormData();
      for (const [k, v] of Object.entries(opts.multipart)) data.append(k, v);
      body = data;
    } else if (opts.body !== undefined) {
      body = opts.body as BodyInit;
    }
    const res = await app.request(urlPath, { method, headers, body });
    const text = await res.text();
    const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
    return {
      status: res.status,
      headers: res.headers,
      body: (isJson && text ? JSON.parse(text) : undefined) as T,
      text,
    };
  }

  /** The one statement countRows runs: a count per table of the public schema, built on first use. */
  let tableCounts: string | undefined;

  async function userOf(role: RoleId) {
    const demo = DEMO_USERS.find((u) => u.role === role);
    if (!demo) throw new Error(`No demo user for role ${role}`);
    const [row] = await deps.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, demo.email));
    if (!row) throw new Error(`Demo user ${demo.email} is not seeded`);
    return row;
  }

  const context: Omit<TestContext<Name>, 'tokens'> = {
    app,
    deps,
    db: deps.db,
    database: runtime.database,
    config,
    smtp,
    request,
    userOf,
    async loginAs(role, opts = {}) {
      const { email } = await userOf(role);
      const res = await request<{ data: TokenSet }>('POST', '/api/auth/login', {
        json: { email, password: DEMO_PASSWORD },
        ip: opts.ip,
      });
      if (res.status !== 200) throw new Error(`Login as role ${role} answered ${res.status}: ${res.text}`);
      return res.body.data;
    },
    async sessionFor(role) {
      const { id } = await userOf(role);
      const refreshToken = randomToken();
      const sessionId = await createSession(deps.db, {
        userId: id,
        refreshTokenHash: sha256(refreshToken),
        expiresAt: new Date(deps.now().getTime() + 86_400_000),
        ip: null,
        userAgent: 'test-support',
      });
      return tokenSet(deps.jwtKey, id, sessionId, refreshToken, config.ACCESS_TOKEN_TTL_SECONDS, deps.now());
    },
    async countRows() {
      // One statement for every table (a round trip per table made the attack suite's fuzz slow on PGlite);
      // the table list is read once, since tests add no table.
      tableCounts ??= rowsOf<{ name: string }>(
        await deps.db.execute(
          sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type =
            'BASE TABLE'
  order by 1`,
        ),
      )
        .map(
          ({ name }) =>
            `select '${name.replace(/'/g, "''")}' as name, count(*) as n from "${name.replace(/"/g, '""')}"`,
        )
        .join(' union all ');
      const counts: Record<string, number> = {};
      if (!tableCounts) return counts;
      for (const row of rowsOf<{ name: string; n: number | string }>(await deps.db.execute(sql.raw(tableCounts))))
        counts[row.name] = Number(row.n);
      return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : 1)));
    },
    drainJobs: (opts = {}) => drainJobs(deps, { handlers: JOB_HANDLERS, ...opts }),
    async close() {
      await runtime.close();
      await smtp.close();
      if (scratch) await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const tokens = {} as Record<Name, string>;
  for (const [name, role] of Object.entries(options.tokens ?? {}) as [Name, RoleId][])
    tokens[name] = (await context.sessionFor(role)).accessToken;
  return { ...context, tokens };
}
