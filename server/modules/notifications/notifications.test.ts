import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { notification as notificationSchema, NOTIFICATION_TYPES } from '@/src/contracts/notifications';
import { notifications, pushSubscriptions, users } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';
import { pushEndpointAllowed } from '@/server/providers/push/endpoint-hosts';
import { notify } from './notify';

const t = useTestContext();
let owner: { id: number; token: string };
beforeAll(async () => {
  const { id } = await t.userOf(2);
  owner = { id, token: (await t.sessionFor(2)).accessToken };
});

const api = (method: string, path: string, token: string, json?: unknown) =>
  t.request(method, `/api/notification${path}`, { token, json });
const rowsOf = (userId: number) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

async function freshUserNotifications(userId: number, count: number, type: 'message' | 'transfer_done' = 'message') {
  await t.db.delete(notifications).where(eq(notifications.userId, userId));
  for (let i = 1; i <= count; i++)
    await notify(t.db, { type, userIds: [userId], title: `Item ${i}`, description: `<p>Body ${i}</p>` });
}

describe('the bell and the notifications page', () => {
  it('lists newest first, 15 per page by default, with spec 3 records and paging meta', async () => {
    await freshUserNotifications(owner.id, 20);
    const first = await api('GET', '/list?status[]=1', owner.token);
    expect(first.status).toBe(200);
    const list = first.body.data.userNotificationList;
    expect(list.meta).toEqual({ page: 1, perPage: 15, pagesCount: 2, totalCount: 20 });
    expect(list.records).toHaveLength(15);
    expect(list.records[0].title).toBe('Item 20');
    expect(notificationSchema.parse(list.records[0])).toMatchObject({
      status: { value: 1, description: 'New' },
      description: '<p>Body 20</p>',
    });
    const second = (await api('GET', '/list?status[]=1&page=2', owner.token)).body.data.userNotificationList;
    expect(second.records.map((r: { title: string }) => r.title)).toEqual([
      'Item 5',
      'Item 4',
      'Item 3',
      'Item 2',
      'Item 1',
    ]);
  });

  it('marks read: one decrements the count, others’ ids change nothing, all resets, the filter follows', async () => {
    await freshUserNotifications(owner.id, 4);
    const buyer = await t.userOf(4);
    await freshUserNotifications(buyer.id, 1);
    const [othersRow] = await rowsOf(buyer.id);
    const mine = (await api('GET', '/list', owner.token)).body.data.userNotificationList.records as { id: number }[];

    const one = await api('PATCH', '/mark_read', owner.token, { ids: [mine[0]!.id, othersRow!.id] });
    expect(one.body.data).toEqual({ updated: 1, count: 3 });
    expect((await rowsOf(buyer.id))[0]!.status).toBe(1);

    const actual = (await api('GET', '/actual', owner.token)).body.data;
    expect(actual.count).toBe(3);
    expect(actual.records.map((r: { id: number }) => r.id)).not.toContain(mine[0]!.id);

    const viewed = (await api('GET', '/list?status=3', owner.token)).body.data.userNotificationList;
    expect(viewed.records.map((r: { id: number; status: { value: number } }) => [r.id, r.status.value])).toEqual([
      [mine[0]!.id, 3],
    ]);

    const all = await api('PATCH', '/mark_all_read', owner.token);
    expect(all.body.data).toEqual({ updated: 3, count: 0 });
    expect((await api('GET', '/actual', owner.token)).body.data).toMatchObject({ count: 0, records: [] });
  });

  it('refuses a bad status filter and bad ids with 422 naming the field', async () => {
    const bad = await api('GET', '/list?status=2', owner.token);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)[0]).toMatch(/^query\.status/);
    const ids = await api('PATCH', '/mark_read', owner.token, { ids: [] });
    expect(ids.status).toBe(422);
    expect(ids.body.errors.ids).toBeDefined();
  });
});

describe('settings', () => {
  it('lists every type with its defaults, saves channels and thresholds, and notify follows them', async () => {
    const lead = await t.userOf(3);
    const token = (await t.sessionFor(3)).accessToken;
    const before = (await api('GET', '/available_type', token)).body.data.notificationTypeList;
    expect(before.map((s: { id: string }) => s.id)).toEqual(NOTIFICATION_TYPES);
    expect(before.find((s: { id: string }) => s.id === 'low_balance')).toEqual({
      id: 'low_balance',
      name: 'Low balance',
      channels: { email: { enabled: true }, interface: { enabled: true }, telegram: { enabled: true } },
      threshold: { default: '100.00', value: '100.00', unit: 'money' },
    });

    const saved = await api('PUT', '/setting', token, {
      settings: [
        {
          id: 'low_balance',
          channels: { email: { enabled: false }, interface: { enabled: true }, telegram: { enabled: false } },
          threshold: '250.5',
        },
        {
          id: 'transfer_done',
          channels: { email: { enabled: false }, interface: { enabled: false }, telegram: { enabled: false } },
        },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.message).toBe(apiMessage.notificationSettingsSaved);
    const after = (await api('GET', '/available_type', token)).body.data.notificationTypeList;
    expect(after.find((s: { id: string }) => s.id === 'low_balance')).toMatchObject({
      channels: { email: { enabled: false }, interface: { enabled: true }, telegram: { enabled: false } },
      threshold: { default: '100.00', value: '250.50' },
    });

    await t.db.delete(notifications).where(eq(notifications.userId, lead.id));
    await notify(t.db, { type: 'transfer_done', userIds: [lead.id], title: 'Transfer', description: 'x' });
    expect(await rowsOf(lead.id)).toHaveLength(0);
    await notify(t.db, { type: 'message', userIds: [lead.id], title: 'From staff', description: 'x' });
    expect(await rowsOf(lead.id)).toHaveLength(1);
  });

  it('refuses negative thresholds, percents over 100, unknown types and duplicates, changing nothing', async () => {
    const token = (await t.sessionFor(4)).accessToken;
    const on = { email: { enabled: true }, interface: { enabled: true }, telegram: { enabled: true } };
    const cases: [unknown, string][] = [
      [{ settings: [{ id: 'low_balance', channels: on, threshold: '-1' }] }, 'settings.0.threshold'],
      [{ settings: [{ id: 'decline_rate_warning', channels: on, threshold: '100.01' }] }, 'settings.0.threshold'],
      [{ settings: [{ id: 'low_balance', channels: on, threshold: 'abc' }] }, 'settings.0.threshold'],
      [{ settings: [{ id: 'nope', channels: on }] }, 'settings.0.id'],
      [
        { settings: [{ id: 'low_balance', channels: { ...on, email: { enabled: 'yes' } } }] },
        'settings.0.channels.email.enabled',
      ],
      [
        {
          settings: [
            { id: 'low_balance', channels: on },
            { id: 'low_balance', channels: on },
          ],
        },
        'settings',
      ],
      [{}, 'settings'],
    ];
    for (const [body, field] of cases) {
      const res = await api('PUT', '/setting', token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toContain(field);
    }
    const ok = await api('PUT', '/setting', token, {
      settings: [{ id: 'decline_rate_warning', channels: on, threshold: 100 }],
    });
    expect(ok.status).toBe(200);
  });
});

/** Each of these must come out without any way to run script. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="jav&#x09;ascript:alert(1)">entity</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<div style="background:url(javascript:alert(1))">style</div>',
  '<p style="width: expression(alert(1))">expression</p>',
  '<body onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

describe('sending (roles 1 and 6)', () => {
  it('is refused to every other role', async () => {
    for (const role of [2, 3, 4, 5, 7, 8] as const) {
      const token = (await t.sessionFor(role)).accessToken;
      const res = await api('POST', '/send', token, { to: 'all', title: 'Hi', description: 'x' });
      expect(res.status, `role ${role}`).toBe(403);
    }
  });

  it('sends to all clients, to chosen companies and to chosen users; staff get nothing', async () => {
    const token = (await t.sessionFor(6)).accessToken;
    const staffIds = await Promise.all([1, 5, 6, 7, 8].map(async (r) => (await t.userOf(r as 1)).id));
    const count = async (title: string) =>
      (await t.db.select().from(notifications).where(eq(notifications.title, title))).length;

    const all = await api('POST', '/send', token, {
      to: 'all',
      title: 'To all',
      description: '<p>Hello <b>everyone</b></p>',
    });
    expect(all.status).toBe(200);
    const reached = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.title, 'To all'));
    expect(reached.length).toBeGreaterThanOrEqual(3);
    expect(reached.some((r) => staffIds.includes(r.userId))).toBe(false);
    expect(all.body.data.message).toBe(apiMessage.notificationSent(reached.length));

    const [northwind] = await t.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, owner.id));
    const byCompany = await api('POST', '/send', token, {
      to: 'companies',
      companyIds: [northwind!.companyId],
      title: 'To Northwind',
      description: 'x',
    });
    expect(byCompany.status).toBe(200);
    const inCompany = await t.db.select({ id: users.id }).from(users).where(eq(users.companyId, northwind!.companyId!));
    expect(await count('To Northwind')).toBeLessThanOrEqual(inCompany.length);
    expect(await count('To Northwind')).toBeGreaterThanOrEqual(3);

    const one = await api('POST', '/send', (await t.sessionFor(1)).accessToken, {
      to: 'users',
      userIds: [owner.id],
      title: 'To the owner',
      description: 'x',
    });
    expect(one.body.data.message).toBe(apiMessage.notificationSent(1));
    expect(
      (await t.db.select().from(notifications).where(eq(notifications.title, 'To the owner'))).map((r) => r.userId),
    ).toEqual([owner.id]);

    const nobody = await api('POST', '/send', token, {
      to: 'users',
      userIds: [staffIds[0]],
      title: 'To staff',
      description: 'x',
    });
    expect(nobody.status).toBe(422);
    expect(nobody.body.errors.userIds).toEqual([apiMessage.notificationNoRecipients]);
    const missing = await api('POST', '/send', token, { to: 'companies', title: 'No companies', description: 'x' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.companyIds).toBeDefined();
  });

  it('keeps nothing of an XSS corpus that could run script', async () => {
    const token = (await t.sessionFor(1)).accessToken;
    for (const [i, html] of XSS_CORPUS.entries()) {
      const res = await api('POST', '/send', token, {
        to: 'users',
        userIds: [owner.id],
        title: `xss ${i}`,
        description: `<p>Before</p>${html}<p>After</p>`,
      });
      expect(res.status).toBe(200);
    }
    const stored = (await rowsOf(owner.id)).filter((r) => r.title.startsWith('xss ')).map((r) => r.description);
    expect(stored).toHaveLength(XSS_CORPUS.length);
    for (const html of stored) {
      // Text around the attack stays (an unclosed tag may swallow what follows it, which is also safe).
      expect(html).toContain('Before');
      expect(html).not.toMatch(/<script|<iframe|<svg|<object|<embed|<form|<meta|<style|<math|<body|<details/i);
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:|vbscript:|expression\(/i);
      expect(html).not.toMatch(/style=/i);
    }
    // What the list answers is what was stored.
    const listed = (await api('GET', '/list?perPage=200', owner.token)).body.data.userNotificationList.records as {
      title: string;
      description: string;
    }[];
    expect(listed.filter((r) => r.title.startsWith('xss ')).every((r) => !/onerror|<script/i.test(r.description))).toBe(
      true,
    );
  });
});

describe('admin notifications per route (roles 1, 5, 6)', () => {
  it('lists the unread ones of one route, and is refused to clients', async () => {
    const admin = await t.userOf(5);
    const token = (await t.sessionFor(5)).accessToken;
    for (const [title, routeName] of [
      ['New request', 'admin/registration-confirmation'],
      ['Top-up waiting', 'admin/transfer-funds'],
    ] as const) {
      await notify(t.db, { type: 'message', userIds: [admin.id], title, description: 'x', routeName });
    }
    const res = await api('GET', '/admin?routeName=admin/transfer-funds', token);
    expect(res.status).toBe(200);
    expect(res.body.data.records.map((r: { title: string }) => r.title)).toEqual(['Top-up waiting']);
    expect(res.body.data.count).toBe(1);
    expect((await api('GET', '/admin?routeName=admin/transfer-funds', owner.token)).status).toBe(403);
  });
});

describe('push subscriptions', () => {
  const sub = {
    endpoint: 'https://push.example.test/send/abc',
    keys: { p256dh: 'B'.padEnd(87, 'A'), auth: 'A'.repeat(22) },
  };

  it('answers the VAPID public key: a 65-byte uncompressed P-256 point, the same on every call', async () => {
    const a = (await api('GET', '/push/public-key', owner.token)).body.data.publicKey as string;
    const bytes = Buffer.from(a, 'base64url');
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect((await api('GET', '/push/public-key', owner.token)).body.data.publicKey).toBe(a);
  });

  it('keeps a subscription (once per endpoint), forgets it on unsubscribe, and refuses bad ones', async () => {
    expect((await api('POST', '/push/subscribe', owner.token, sub)).body.data.message).toBe(apiMessage.pushSubscribed);
    expect((await api('POST', '/push/subscribe', owner.token, sub)).status).toBe(200);
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(owner.id);

    for (const [body, field] of [
      [{ ...sub, endpoint: 'http://push.example.test/x' }, 'endpoint'],
      [{ ...sub, endpoint: 'not a url' }, 'endpoint'],
      [{ ...sub, keys: { ...sub.keys, p256dh: 'short' } }, 'keys.p256dh'],
      [{ ...sub, keys: { ...sub.keys, auth: 'bad chars!!bad chars!!' } }, 'keys.auth'],
      [{ endpoint: sub.endpoint }, 'keys'],
    ] as const) {
      const res = await api('POST', '/push/subscribe', owner.token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors)).toContain(field);
    }

    // PUSH_ENDPOINT_HOSTS (and production by default) keeps the sender to the browsers' push services.
    const strict = { ...t.deps.config };
    t.deps.config.PUSH_ENDPOINT_HOSTS = 'push.services.mozilla.com,fcm.googleapis.com';
    try {
      const refused = await api('POST', '/push/subscribe', owner.token, {
        ...sub,
        endpoint: 'https://10.0.0.5/internal',
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.endpoint).toEqual([apiMessage.pushEndpointRefused]);
      const fcm = await api('POST', '/push/subscribe', owner.token, {
        ...sub,
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      });
      expect(fcm.status).toBe(200);
    } finally {
      t.deps.config.PUSH_ENDPOINT_HOSTS = strict.PUSH_ENDPOINT_HOSTS;
    }

    // Someone else cannot remove it.
    await api('POST', '/push/unsubscribe', (await t.sessionFor(4)).accessToken, { endpoint: sub.endpoint });
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint)),
    ).toHaveLength(1);
    expect((await api('POST', '/push/unsubscribe', owner.token, { endpoint: sub.endpoint })).body.data.message).toBe(
      apiMessage.pushUnsubscribed,
    );
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint)),
    ).toHaveLength(0);
  });
});

describe('push endpoint hosts', () => {
  it("accepts only the browsers' push services in production unless PUSH_ENDPOINT_HOSTS says otherwise", () => {
    const production = { PUSH_ENDPOINT_HOSTS: undefined, isProduction: true };
    expect(pushEndpointAllowed(production, 'https://fcm.googleapis.com/fcm/send/x')).toBe(true);
    expect(pushEndpointAllowed(production, 'https://updates.push.services.mozilla.com/wpush/v2/x')).toBe(true);
    expect(pushEndpointAllowed(production, 'https://web.push.apple.com/x')).toBe(true);
    expect(pushEndpointAllowed(production, 'https://127.0.0.1:8443/push/x')).toBe(false);
    expect(pushEndpointAllowed(production, 'https://evilpush.apple.com.example/x')).toBe(false);
    expect(
      pushEndpointAllowed({ PUSH_ENDPOINT_HOSTS: undefined, isProduction: false }, 'https://127.0.0.1:8443/push/x'),
    ).toBe(true);
    expect(
      pushEndpointAllowed({ PUSH_ENDPOINT_HOSTS: '127.0.0.1', isProduction: true }, 'https://127.0.0.1:8443/push/x'),
    ).toBe(true);
  });
});
