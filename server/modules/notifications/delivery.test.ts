import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '@/server/db/client';
import { jobs, notifications, pushSubscriptions, users } from '@/server/db/schema/index';
import { JOB_HANDLERS } from '@/server/app-jobs';
import { startJobWorker } from '@/server/jobs/worker';
import type { Deps } from '@/server/lib/deps';
import { createTestContext, type TestContext } from '@/server/test-support/context';
import {
  startFakePushService,
  type FakePushService,
  type FakeSubscription,
} from '@/server/test-support/fake-push-service';
import { botApiEnv, startFakeBotApi, type FakeBotApi } from '@/server/test-support/fake-telegram';
import type { PushPayload } from './deliveries';
import { DELIVERY_JOB } from './delivery-kinds';
import { notify, type NotifyEvent } from './notify';

let t: TestContext;
let push: FakePushService;
let bot: FakeBotApi;
let owner: { id: number; email: string; token: string };
let browser: FakeSubscription;

beforeAll(async () => {
  push = await startFakePushService();
  bot = await startFakeBotApi();
  t = await createTestContext({
    env: botApiEnv(bot),
    pushAgent: push.agent,
  });
  const user = await t.userOf(2);
  owner = { ...user, token: (await t.sessionFor(2)).accessToken };
  await t.db.update(users).set({ telegramChatId: '777001' }).where(eq(users.id, owner.id));
  browser = push.makeSubscription();
  const res = await t.request('POST', '/api/notification/push/subscribe', { token: owner.token, json: browser });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await push?.close();
  await bot?.close();
});
beforeEach(() => push.respondWith(201));

let seq = 0;
/** One low-balance event for the owner (all three channels on by default) in its own transaction. */
async function event(extra: Partial<NotifyEvent> = {}) {
  const title = `Low balance ${++seq}`;
  await t.db.transaction((tx) =>
    notify(tx, {
      type: 'low_balance',
      userIds: [owner.id],
      title,
      description: `<p>Your <b>USD</b> balance is 12.00 &lt; 100.00 (${seq})</p>`,
      link: '/bank',
      ...extra,
    }),
  );
  const [row] = await t.db.select().from(notifications).where(eq(notifications.title, title));
  return { title, id: row?.id };
}

const pushesOf = (id: number) => push.messages.filter((m) => (JSON.parse(m.payload) as PushPayload).id === id);
const pushJobOf = async (id: number) =>
  (
    await t.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = ${DELIVERY_JOB.push} and (${jobs.payload} ->> 'notificationId')::bigint = ${id}`)
  )[0]!;

describe('delivery of one event', () => {
  it('goes out by e-mail (SMTP), Telegram (Bot API) and web push (encrypted, VAPID-signed), each once', async () => {
    const { title, id } = await event();
    expect(await t.drainJobs()).toBeGreaterThanOrEqual(3);

    const mail = await t.smtp.waitFor((m) => m.subject.includes(title));
    expect(mail.to).toEqual([owner.email]);
    expect(mail.text).toContain('Your USD balance is 12.00 < 100.00');
    expect(mail.text).toContain('/bank');

    const call = await bot.waitFor((c) => c.method === 'sendMessage' && String(c.body.text).startsWith(title));
    expect(String(call.body.chat_id)).toBe('777001');
    expect(call.body.text).toContain('Your USD balance is 12.00 < 100.00');

    const message = await push.waitForMessage((m) => (JSON.parse(m.payload) as PushPayload).id === id);
    expect(JSON.parse(message.payload)).toEqual({
      title,
      body: `Your USD balance is 12.00 < 100.00 (${seq})`,
      url: '/bank',
      id,
      tag: `n-${id}`,
    });
    expect(message.endpoint).toBe(browser.endpoint);
    expect(message.vapidPublicKey).toBe(t.deps.push.publicKey);
    expect(message.claims.aud).toBe(push.url);
    expect(message.ttl).toBe(86_400);
    expect(message.topic).toBe(`n-${id}`);
    expect(push.rejections).toEqual([]);

    // Draining again sends nothing more.
    await t.drainJobs();
    expect(pushesOf(id!)).toHaveLength(1);
    expect(t.smtp.messages.filter((m) => m.subject.includes(title))).toHaveLength(1);
    expect(bot.calls.filter((c) => String(c.body.text).startsWith(title))).toHaveLength(1);
  });

  it('skips Telegram with a logged reason when the user has not linked it (the e-mail still goes)', async () => {
    const lead = await t.userOf(3);
    const title = `Unlinked ${++seq}`;
    await notify(t.db, { type: 'low_balance', userIds: [lead.id], title, description: 'x' });
    await t.drainJobs();
    const telegramJob = (
      await t.db
        .select()
        .from(jobs)
        .where(sql`${jobs.kind} = ${DELIVERY_JOB.telegram} and ${jobs.payload} ->> 'title' = ${title}`)
    )[0]!;
    expect(telegramJob.status).toBe('done');
    expect(bot.calls.some((c) => String(c.body.text).startsWith(title))).toBe(false);
    expect(t.smtp.messages.some((m) => m.subject.includes(title))).toBe(true);
  });

  it('does not send twice when the same event is notified twice (dedupe key)', async () => {
    const key = `test-event-${++seq}`;
    const first = await event({ dedupeKey: key });
    const again = `Again ${seq}`;
    await t.db.transaction((tx) =>
      notify(tx, { type: 'low_balance', userIds: [owner.id], title: again, description: 'x', dedupeKey: key }),
    );
    await t.drainJobs();
    expect(await t.db.select().from(notifications).where(eq(notifications.title, again))).toHaveLength(0);
    expect(pushesOf(first.id!)).toHaveLength(1);
    expect(t.smtp.messages.filter((m) => m.subject.includes(first.title))).toHaveLength(1);
  });

  it('a rolled-back event leaves neither a notification nor a delivery', async () => {
    const title = `Rolled back ${++seq}`;
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, { type: 'low_balance', userIds: [owner.id], title, description: 'x' });
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    expect(await t.db.select().from(notifications).where(eq(notifications.title, title))).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(sql`${jobs.payload} ->> 'title' = ${title}`),
    ).toHaveLength(0);
  });
});

describe('retries and leases', () => {
  it('a push failing twice (500, then 429 with Retry-After) and then accepted is delivered exactly once', async () => {
    push.respondWith(500, { times: 1 });
    const { id } = await event();
    await t.drainJobs({ maxRounds: 1 });
    const afterFirst = await pushJobOf(id!);
    expect(afterFirst).toMatchObject({ status: 'queued', attempts: 1 });
    expect(afterFirst.lastError).toContain('500');
    expect(afterFirst.runAt.getTime()).toBeGreaterThan(Date.now());

    push.respondWith(429, { times: 1, retryAfterSeconds: 120 });
    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, afterFirst.id));
    await t.drainJobs({ maxRounds: 1 });
    const afterSecond = await pushJobOf(id!);
    expect(afterSecond).toMatchObject({ status: 'queued', attempts: 2 });
    // Retry-After (120 s) is longer than the backoff of a second attempt (at most 10 s).
    expect(afterSecond.runAt.getTime()).toBeGreaterThan(Date.now() + 100_000);

    await t.drainJobs({ skipBackoff: true });
    expect(await pushJobOf(id!)).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(pushesOf(id!)).toHaveLength(1);
  });

  it('a job whose worker died (lease lapsed) is taken again and sent once; a live lease is left alone', async () => {
    const { id } = await event();
    const job = await pushJobOf(id!);
    // Another instance claimed it and is still within its lease: nobody else may run it.
    await t.db.execute(
      sql`update jobs set status = 'running', attempts = 1, locked_until = now() + interval '1 minute' where id =
        ${job.id}`,
    );
    await t.drainJobs();
    expect(pushesOf(id!)).toHaveLength(0);
    // That instance crashed: its lease passes.
    await t.db.execute(sql`update jobs set locked_until = now() - interval '1 second' where id = ${job.id}`);
    await t.drainJobs();
    expect(pushesOf(id!)).toHaveLength(1);
    expect(await pushJobOf(id!)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('gives up after max_attempts and marks the job failed', async () => {
    push.respondWith(503);
    const { id } = await event();
    const job = await pushJobOf(id!);
    await t.db.update(jobs).set({ maxAttempts: 3 }).where(eq(jobs.id, job.id));
    await t.drainJobs({ skipBackoff: true });
    expect(await pushJobOf(id!)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(pushesOf(id!)).toHaveLength(0);
  });

  for (const status of [404, 410]) {
    it(`removes a subscription the push service answers ${status} for, without retrying`, async () => {
      const gone = push.makeSubscription();
      await t.request('POST', '/api/notification/push/subscribe', { token: owner.token, json: gone });
      push.respondWith(status, { endpoint: gone.endpoint });
      const { id } = await event();
      await t.drainJobs({ skipBackoff: true });
      expect(
        await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.endpoint)),
      ).toHaveLength(0);
      const goneJobs = await t.db
        .select()
        .from(jobs)
        .where(sql`${jobs.kind} = ${DELIVERY_JOB.push} and (${jobs.payload} ->> 'notificationId')::bigint = ${id!}`);
      expect(goneJobs.map((j) => [j.status, j.attempts])).toEqual([
        ['done', 1],
        ['done', 1],
      ]);
      // The other browser still got it.
      expect(pushesOf(id!).map((m) => m.endpoint)).toEqual([browser.endpoint]);
    });
  }
});

describe('several instances on one database', () => {
  it('two workers never send the same job twice', async () => {
    const second = process.env.DATABASE_URL
      ? await openDatabase({ kind: 'postgres', url: t.config.DATABASE_URL!, poolSize: 5 })
      : null;
    // On PostgreSQL the second worker has its own pool, as another instance would; PGlite is one process.
    const otherDeps: Deps = second ? { ...t.deps, db: second.db } : t.deps;
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push((await event()).id!);
    const workers = await Promise.all([
      startJobWorker({ deps: t.deps, database: t.database, handlers: JOB_HANDLERS, batch: 2, pollMs: 50 }),
      startJobWorker({ deps: otherDeps, database: second ?? t.database, handlers: JOB_HANDLERS, batch: 2, pollMs: 50 }),
    ]);
    try {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const [row] = rowsOf<{ n: number | string }>(
          await t.db.execute(sql`select count(*) as n from jobs where status in ('queued', 'running')`),
        );
        if (Number(row!.n) === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await second?.close();
    }
    for (const id of ids) expect(pushesOf(id), `notification ${id}`).toHaveLength(1);
    const attempts = await t.db.execute(
      sql`select count(*) as n from jobs where kind = ${DELIVERY_JOB.push} and attempts > 1 and status = 'done' and
        (payload ->>
  'notificationId')::bigint >= ${ids[0]!}`,
    );
    expect(Number(rowsOf<{ n: string }>(attempts)[0]!.n)).toBe(0);
  });

  it('a committed job wakes a running worker at once (LISTEN jobs_ready), well before its poll', async () => {
    const worker = await startJobWorker({ deps: t.deps, database: t.database, handlers: JOB_HANDLERS, pollMs: 60_000 });
    try {
      await new Promise((r) => setTimeout(r, 100));
      const started = Date.now();
      const { id } = await event();
      const message = await push.waitForMessage((m) => (JSON.parse(m.payload) as PushPayload).id === id, 5_000);
      expect(message.receivedAt - started).toBeLessThan(2_000);
    } finally {
      await worker.stop();
    }
  });
});

describe('the fake push service for other processes', () => {
  it('is trusted by a child process via NODE_EXTRA_CA_CERTS (the e2e server); makes a fresh certificate', async () => {
    const { execFile } = await import('node:child_process');
    const { FAKE_PUSH_CA_FILE } = await import('@/server/test-support/fake-push-service');
    expect(push.caFile).toBe(FAKE_PUSH_CA_FILE);
    const target = push.makeSubscription();
    const script = `
      const webpush = require('web-push');
      const keys = webpush.generateVAPIDKeys();
      webpush.sendNotification(${JSON.stringify(target)}, 'from a child', {
        vapidDetails: { subject: 'mailto:test@example.com', publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: 60,
      }).then((r) => console.log(r.statusCode), (e) => { console.error(e.message); process.exit(1); });`;
    const out = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        ['-e', script],
        { env: { ...process.env, NODE_EXTRA_CA_CERTS: FAKE_PUSH_CA_FILE }, cwd: process.cwd() },
        (error, stdout, stderr) => (error ? reject(new Error(stderr || error.message)) : resolve(stdout.trim())),
      ),
    );
    expect(out).toBe('201');
    expect((await push.waitForMessage((m) => m.endpoint === target.endpoint)).payload).toBe('from a child');

    const fresh = await startFakePushService({ freshCertificate: true });
    try {
      expect(fresh.caFile).not.toBe(FAKE_PUSH_CA_FILE);
      expect(fresh.ca).toContain('BEGIN CERTIFICATE');
    } finally {
      await fresh.close();
    }
  });
});
