import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications, notificationSettings, users } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';
import { approvedOwner, register } from '@/server/test-support/onboarding';
import {
  balanceOf,
  fund,
  newKey,
  northwindId,
  openBinAccount,
  transitOf,
} from '@/server/modules/transfers/money-fixtures';

const t = useTestContext({ tokens: { admin: 1 } });
let northwind: number;
let owner: { id: number; token: string };
beforeAll(async () => {
  northwind = await northwindId(t);
  owner = { id: (await t.userOf(2)).id, token: (await t.sessionFor(2)).accessToken };
});

const latestOf = async (userId: number, type?: string) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), type ? eq(notifications.type, type) : undefined))
      .orderBy(desc(notifications.id))
      .limit(1)
  )[0];
const countOf = async (userId: number, type: string) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
  ).length;

describe('new sign-in', () => {
  it('tells the user of a sign-in from a browser not seen before, and not of a second one from it', async () => {
    const buyer = await t.userOf(4);
    const ua = { 'user-agent': `TestBrowser/${Date.now()}` };
    const before = await countOf(buyer.id, 'new_sign_in');
    const login = () =>
      t.request('POST', '/api/auth/login', {
        json: { email: buyer.email, password: 'Demo-pass-1!' },
        headers: ua,
        ip: '203.0.113.77',
      });
    expect((await login()).status).toBe(200);
    expect(await countOf(buyer.id, 'new_sign_in')).toBe(before + 1);
    const note = await latestOf(buyer.id, 'new_sign_in');
    expect(note!.description).toContain('203.0.113.77');
    expect(note!.description).toContain(ua['user-agent']);
    expect((await login()).status).toBe(200);
    expect(await countOf(buyer.id, 'new_sign_in')).toBe(before + 1);
    // Its e-mail is queued (e-mail is on by default for new sign-ins).
    const [mailJob] = await t.db
      .select()
      .from(jobs)
      .where(
        sql`${jobs.kind} = 'notify.email' and (${jobs.payload} ->> 'userId')::int = ${buyer.id} and ${jobs.payload}
          ->> 'type' =
  'new_sign_in'`,
      );
    expect(mailJob).toBeDefined();
  });
});

describe('money events', () => {
  it('a pending top-up tells staff on the transfer-funds route; accepting it tells the company', async () => {
    const usd = await transitOf(t, northwind, 'USD');
    const created = await t.request('POST', `/api/backoffice/top-up/company/${northwind}/fiat`, {
      token: t.tokens.admin,
      multipart: { amount: '75.25', sourceId: '2' },
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(created.status).toBe(201);
    for (const role of [1, 5, 6] as const) {
      const staffNote = await latestOf((await t.userOf(role)).id);
      expect(staffNote).toMatchObject({ title: 'Top-up waiting for a decision', routeName: 'admin/transfer-funds' });
      expect(staffNote!.description).toContain('75.25 USD');
    }
    expect(await latestOf((await t.userOf(7)).id)).not.toMatchObject({ title: 'Top-up waiting for a decision' });
    const forStaff = await t.request('GET', '/api/notification/admin?routeName=admin/transfer-funds', {
      token: (await t.sessionFor(5)).accessToken,
    });
    expect(forStaff.body.data.records[0].title).toBe('Top-up waiting for a decision');

    await t.request('POST', `/api/backoffice/top-up/${created.body.data.id}/accept`, { token: t.tokens.admin });
    const credited = await latestOf(owner.id, 'top_up_credited');
    expect(credited!.description).toContain('75.25 USD');
    expect((await balanceOf(t, usd)).balance).toBeGreaterThan(0n);
    // The buyer does not see the company's money, so is not told.
    expect(await countOf((await t.userOf(4)).id, 'top_up_credited')).toBe(0);
  });

  it('a withdrawal declined or accepted tells the company; a replayed decision tells nobody twice', async () => {
    const usd = await transitOf(t, northwind, 'USD');
    await fund(t, northwind, usd, 10_000_000n);
    const request = async (amount: string) =>
      (
        await t.request('POST', '/api/backoffice/company/withdrawal', {
          token: t.tokens.admin,
          json: { companyId: northwind, accountId: usd, amount },
          headers: { 'Idempotency-Key': newKey() },
        })
      ).body.data.id as number;
    const declinedId = await request('12.00');
    const key = newKey();
    const decline = () =>
      t.request('POST', `/api/backoffice/withdrawal/${declinedId}/decline`, {
        token: t.tokens.admin,
        headers: { 'Idempotency-Key': key },
      });
    await decline();
    await decline();
    expect((await latestOf(owner.id, 'withdrawal_processed'))!.title).toBe('Withdrawal declined');
    const before = await countOf(owner.id, 'withdrawal_processed');
    const acceptedId = await request('13.00');
    await t.request('POST', `/api/backoffice/withdrawal/${acceptedId}/accept`, { token: t.tokens.admin });
    expect(await countOf(owner.id, 'withdrawal_processed')).toBe(before + 1);
    expect((await latestOf(owner.id, 'withdrawal_processed'))!.title).toBe('Withdrawal completed');
  });

  it('a transfer tells the company; crossing the low-balance threshold downwards tells each user once', async () => {
    const eur = await transitOf(t, northwind, 'EUR');
    const bin = await openBinAccount(t, northwind, 'EUR');
    // The owner's threshold: 500.00 in the account's currency.
    await t.db
      .insert(notificationSettings)
      .values({
        userId: owner.id,
        type: 'low_balance',
        email: false,
        interface: true,
        telegram: false,
        threshold: '500.00',
      })
      .onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.type],
        set: { threshold: '500.00', interface: true },
      });
    const { balance, hold } = await balanceOf(t, eur);
    // Bring the available EUR balance to exactly 600.00.
    const target = 60_000n;
    if (balance - hold < target) await fund(t, northwind, eur, target - (balance - hold), 'EUR');
    else if (balance - hold > target) {
      const excess = balance - hold - target;
      const res = await t.request('POST', '/api/transfer', {
        token: owner.token,
        json: { fromAccountId: eur, toAccountId: bin, amount: (Number(excess) / 100).toFixed(2) },
        headers: { 'Idempotency-Key': newKey() },
      });
      expect(res.status).toBe(201);
    }
    const lows = await countOf(owner.id, 'low_balance');
    const move = (amount: string) =>
      t.request('POST', '/api/transfer', {
        token: owner.token,
        json: { fromAccountId: eur, toAccountId: bin, amount },
        headers: { 'Idempotency-Key': newKey() },
      });

    expect((await move('50.00')).status).toBe(201); // 550: still above
    expect(await countOf(owner.id, 'low_balance')).toBe(lows);
    expect((await latestOf(owner.id, 'transfer_done'))!.description).toContain('50.00 EUR');
    expect((await move('100.00')).status).toBe(201); // 450: crosses
    expect(await countOf(owner.id, 'low_balance')).toBe(lows + 1);
    const low = await latestOf(owner.id, 'low_balance');
    expect(low!.description).toContain('450.00 EUR');
    expect(low!.description).toContain('500.00 EUR');
    expect((await move('10.00')).status).toBe(201); // 440: stays low, not repeated
    expect(await countOf(owner.id, 'low_balance')).toBe(lows + 1);
  });
});

describe('registration', () => {
  it(
    'a new request tells staff on the registration route; approval gives the new owner an in-app notice and no ' +
      'second e-mail',
    async () => {
      const res = await register(t);
      expect(res.status).toBe(200);
      const staffNote = await latestOf((await t.userOf(6)).id);
      expect(staffNote).toMatchObject({
        title: 'New registration request',
        routeName: 'admin/registration-confirmation',
      });

      const approved = await approvedOwner(t, t.tokens.admin);
      const [newOwner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, approved.email));
      const note = await latestOf(newOwner!.id, 'registration_decision');
      expect(note).toMatchObject({ title: 'Registration approved' });
      const queued = await t.db
        .select()
        .from(jobs)
        .where(sql`(${jobs.payload} ->> 'userId')::int = ${newOwner!.id} and ${jobs.kind} like 'notify.%'`);
      expect(queued).toEqual([]);
    },
  );
});

describe('news', () => {
  it('publishing an article tells every active client user once; staff are not told', async () => {
    const token = (await t.sessionFor(7)).accessToken;
    const created = await t.request('POST', '/api/backoffice/news/create', {
      token,
      json: { title: 'Cards <in> EUR', body: '<p>Now live</p>' },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.article.id as number;
    const before = await countOf(owner.id, 'news_published');
    expect((await t.request('POST', `/api/backoffice/news/${id}/publish`, { token })).status).toBe(200);
    const note = await latestOf(owner.id, 'news_published');
    expect(note).toMatchObject({ link: `/news/${id}`, description: '<p>Cards &lt;in&gt; EUR</p>' });
    expect(await countOf((await t.userOf(3)).id, 'news_published')).toBeGreaterThan(0);
    expect(await countOf((await t.userOf(7)).id, 'news_published')).toBe(0);
    await t.request('POST', `/api/backoffice/news/${id}/unpublish`, { token });
    await t.request('POST', `/api/backoffice/news/${id}/publish`, { token });
    expect(await countOf(owner.id, 'news_published')).toBe(before + 1);
  });
});
