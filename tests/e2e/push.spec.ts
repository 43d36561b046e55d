import { Bell } from './pages/bell';
import { apiToken, markAllRead, sendToUsers, userId } from './support/notifications-api';
import { signInAt, usePushPortal } from './support/push-portal';
import { pushDelivery, shownNotifications, useFakeSubscription, waitForController } from './support/push';
import { expect, test } from './support/test';

/**
 * Web push end to end. The portal runs as its own process here, because it must trust the local fake push
 * service's certificate (NODE_EXTRA_CA_CERTS is read when Node starts, and the service makes its certificate
 * when it starts). The real service worker of the built app receives pushes through CDP.
 */

// The run's seeded database is copied; without the shared portals (playwright.own-portal.config.ts) the first
// portal seeds it, which takes a minute on a busy two-core machine.
const portal = usePushPortal({
  name: 'push',
  setupTimeoutMs: 180_000,
  healthTimeoutMs: 170_000,
});

const OWNER = 'owner@demo.test';
const SUPERADMIN = 'superadmin@demo.test';

test('the service worker shows a pushed notification and the open page reads the news at once', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['notifications'], { origin: portal.base });
  await signInAt(page, portal.base, OWNER);
  await waitForController(page);
  const ownerToken = await apiToken(request, OWNER, portal.base);
  await markAllRead(request, ownerToken, portal.base);
  await page.reload();
  const bell = new Bell(page);
  await bell.expectCount(0);
  const push = await pushDelivery(context, page, portal.base);

  // The server makes the notification; the push (as a push service would deliver it) tells the page.
  const staffToken = await apiToken(request, SUPERADMIN, portal.base);
  await sendToUsers(
    request,
    staffToken,
    [await userId(request, ownerToken, portal.base)],
    'Card issued',
    '<p>Your card <b>…4242</b> is ready.</p>',
    portal.base,
  );
  const refetch = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notification/actual', {
    timeout: 5_000,
  });
  await push.deliver(
    JSON.stringify({
      title: 'Card issued',
      body: 'Your card …4242 is ready.',
      url: '/notifications',
      id: 1,
      tag: 'n-1',
    }),
  );

  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      { title: 'Card issued', body: 'Your card …4242 is ready.', tag: 'n-1', data: { url: '/notifications' } },
    ]);
  await refetch;
  await bell.expectCount(1);

  // A push that is not JSON is still shown, as text; a foreign URL never becomes the click target.
  await push.deliver('plain words');
  await push.deliver(JSON.stringify({ title: 'Elsewhere', body: 'x', url: 'https://evil.test/', tag: 'n-evil' }));
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => [n.title, n.body, n.data?.url]))
    .toEqual(
      expect.arrayContaining([
        ['Cardportal', 'plain words', '/notifications'],
        ['Elsewhere', 'x', '/notifications'],
      ]),
    );
  await push.close();
});

test(
  'turned on from the bell: the server web-pushes through the fake push service, and that payload is what the ' +
    'worker shows; turned off on both sides',
  async ({ page, context, request }) => {
    const subscription = portal.service.makeSubscription();
    await useFakeSubscription(context, subscription);
    await context.grantPermissions(['notifications'], { origin: portal.base });
    await signInAt(page, portal.base, OWNER);
    await waitForController(page);
    const ownerToken = await apiToken(request, OWNER, portal.base);
    await markAllRead(request, ownerToken, portal.base);
    await page.clock.install();
    await page.reload();

    const bell = new Bell(page);
    await bell.open();
    const state = bell.panel.locator('[data-push-state]');
    await expect(state).toHaveAttribute('data-push-state', 'off');
    const subscribed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notification/push/subscribe');
    await bell.panel.getByRole('button', { name: 'Turn on push notifications' }).click();
    expect((await subscribed).status()).toBe(200);
    await expect(state).toHaveAttribute('data-push-state', 'on');
    await expect(state).toHaveText('Push notifications are on.');
    await page.keyboard.press('Escape');

    // While push is on, the 30-second poll stops.
    const polls: string[] = [];
    page.on('request', (req) => new URL(req.url()).pathname === '/api/notification/actual' && polls.push(req.url()));
    await page.clock.runFor(65_000);
    await page.waitForTimeout(300);
    expect(polls).toEqual([]);

    // The whole path: an event on the server → the job queue → web-push (VAPID, aes128gcm) → the push service.
    const staffToken = await apiToken(request, SUPERADMIN, portal.base);
    const ownerId = await userId(request, ownerToken, portal.base);
    await sendToUsers(
      request,
      staffToken,
      [ownerId],
      'Top-up credited',
      '<p>1,000.00 USD reached <b>USD transit</b>.</p>',
      portal.base,
    );
    const message = await portal.service.waitForMessage((m) => m.endpoint === subscription.endpoint, 15_000);
    expect(portal.service.rejections).toEqual([]);
    const payload = JSON.parse(message.payload) as { title: string; body: string; url: string; tag: string };
    expect(payload).toMatchObject({ title: 'Top-up credited', body: '1,000.00 USD reached USD transit.' });

    const push = await pushDelivery(context, page, portal.base);
    await push.deliver(message.payload);
    await expect
      .poll(async () => (await shownNotifications(page)).map((n) => ({ title: n.title, body: n.body, tag: n.tag })))
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag }]);
    await bell.expectCount(1);
    await push.close();

    // Off: the server forgets the endpoint and the browser drops it; nothing more is pushed, and the poll resumes.
    await bell.open();
    const unsubscribed = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/notification/push/unsubscribe',
    );
    await bell.panel.getByRole('button', { name: 'Turn off push notifications' }).click();
    expect((await unsubscribed).status()).toBe(200);
    await expect(state).toHaveAttribute('data-push-state', 'off');
    await page.keyboard.press('Escape');
    const before = portal.service.messages.length;
    await sendToUsers(request, staffToken, [ownerId], 'After unsubscribe', '<p>Not pushed</p>', portal.base);
    const polled = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notification/actual');
    await page.clock.runFor(31_000);
    await polled;
    await bell.expectCount(2);
    await page.waitForTimeout(1_000);
    expect(portal.service.messages.slice(before).filter((m) => m.endpoint === subscription.endpoint)).toEqual([]);
  },
);
