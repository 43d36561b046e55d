import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { AskDialogModel, RequestPageModel } from './pages/requests-pages';
import { apiToken, userId } from './support/notifications-api';
import { signInAt, usePushPortal } from './support/push-portal';
import { pushDelivery, waitForController } from './support/push';
import { expect, test } from './support/test';

/**
 * Issue 24 in Chromium. A buyer asks for a higher card limit; the server web-pushes the owner through the local
 * fake push service; that payload, delivered to the owner's real service worker through CDP, shows Approve and
 * Decline; Approve makes the worker post the push's action token (no session); the buyer's card page shows the
 * new limit live. Offline, the request form is disabled and says why. And the portal's approve-with-changes.
 *
 * The portal runs as its own process, as in push.spec.ts: it must trust the fake push service's certificate.
 */

const portal = usePushPortal({
  name: 'requests',
  setupTimeoutMs: 240_000,
  healthTimeoutMs: 230_000,
  // An empty PostgreSQL database when E2E_DATABASE_URL names one (seeding there is much faster on a loaded
  // machine); otherwise an embedded database of its own.
  databaseUrl: process.env.E2E_DATABASE_URL,
});

const OWNER = 'owner@demo.test';
const BUYER = 'buyer@demo.test';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The buyer's first active card, as the API lists it. */
async function buyerCard(request: APIRequestContext, token: string) {
  const res = await request.get(`${portal.base}/api/card/list?page=1&perPage=50&status=active`, {
    headers: auth(token),
  });
  expect(res.ok(), await res.text()).toBe(true);
  type Listed = { id: number; name: string; currency: string; limits: Record<string, string | null> };
  const body = (await res.json()) as { data: { records: Listed[] } };
  // Only a limit the card has can be asked higher: the specs ask for its daily and per-transaction limits.
  const card = body.data.records.find((c) => c.limits.daily !== null && c.limits.perTransaction !== null);
  expect(card, 'the demo buyer holds an active card with daily and per-transaction limits').toBeTruthy();
  return card!;
}

async function requestDetail(request: APIRequestContext, token: string, id: number) {
  const res = await request.get(`${portal.base}/api/request/${id}`, { headers: auth(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { status: string; channel: string | null; approvedAmount: string | null } })
    .data;
}

/** The owner's browser takes this push subscription (its endpoint is the fake push service) for the server. */
async function subscribeOwner(request: APIRequestContext, token: string, subscription: object) {
  const res = await request.post(`${portal.base}/api/notification/push/subscribe`, {
    headers: auth(token),
    data: subscription,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * A tap on one of a shown notification's buttons. Chromium has no way to press an OS notification's action from a
 * test, so the worker itself is handed the `notificationclick` its own notification would fire, with the action
 * chosen: what runs is the worker's real handler on the real notification (its data came from the server's push).
 */
async function tapNotificationAction(context: BrowserContext, tag: string, action: string) {
  const worker = context.serviceWorkers().find((w) => w.url().startsWith(portal.base));
  expect(worker, 'the portal service worker').toBeTruthy();
  await worker!.evaluate(
    async ({ tag, action }) => {
      // The worker's globals, typed here: the e2e code is checked against the DOM library, not WebWorker's.
      const scope = globalThis as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event;
        dispatchEvent: (event: Event) => boolean;
      };
      const [notification] = await scope.registration.getNotifications({ tag });
      if (!notification) throw new Error(`no notification ${tag}`);
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification, action }));
    },
    { tag, action },
  );
}

test('a buyer asks for a higher limit; the owner approves from the push; the card shows the new limit', async ({
  browser,
  request,
}) => {
  const ownerToken = await apiToken(request, OWNER, portal.base);
  const buyerToken = await apiToken(request, BUYER, portal.base);
  const card = await buyerCard(request, buyerToken);
  const subscription = portal.service.makeSubscription();
  await subscribeOwner(request, ownerToken, subscription);

  // The owner's installed app: a page under the real service worker.
  const ownerContext = await browser.newContext();
  await ownerContext.grantPermissions(['notifications'], { origin: portal.base });
  const owner = await ownerContext.newPage();
  await signInAt(owner, portal.base, OWNER);
  await waitForController(owner);

  // The buyer asks on the card page.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signInAt(buyer, portal.base, BUYER);
  await buyer.goto(`${portal.base}/wallet/card/${card.id}`);
  await buyer.getByRole('button', { name: 'Ask for a higher limit' }).click();
  const ask = new AskDialogModel(buyer, 'Ask for a higher limit');
  await ask.fillLimit('daily', '1234.56', 'Black Friday campaign tonight');
  const created = buyer.waitForResponse((r) => new URL(r.url()).pathname === '/api/request' && r.status() === 201);
  await ask.send.click();
  const requestId = ((await (await created).json()) as { data: { request: { id: number } } }).data.request.id;
  await expect(ask.dialog).toBeHidden();
  const statusLine = buyer.locator('[data-request-status]');
  await expect(statusLine).toHaveAttribute('data-request-status', 'pending');

  // The server pushes the owner (VAPID, aes128gcm) through the fake push service; that payload reaches the worker.
  // Other notifications may reach the owner meanwhile (the demo's recurring tasks): wait for this request's.
  const forRequest = (raw: string) => {
    try {
      return (JSON.parse(raw) as { request?: { id?: number } }).request?.id === requestId;
    } catch {
      return false;
    }
  };
  const message = await portal.service.waitForMessage(
    (m) => m.endpoint === subscription.endpoint && forRequest(m.payload),
    20_000,
  );
  expect(portal.service.rejections).toEqual([]);
  const payload = JSON.parse(message.payload) as { tag: string; url: string; request?: { actionToken?: string } };
  expect(payload.url).toBe(`/requests/${requestId}`);
  expect(payload.request?.actionToken, 'the push carries an action token').toBeTruthy();
  const push = await pushDelivery(ownerContext, owner, portal.base);
  await push.deliver(message.payload);
  const shown = await owner.evaluate(async (tag) => {
    const registration = await navigator.serviceWorker.ready;
    const [n] = await registration.getNotifications({ tag });
    return n
      ? { title: n.title, actions: (n as unknown as { actions: { action: string; title: string }[] }).actions }
      : null;
  }, payload.tag);
  expect(shown?.actions.map((a) => a.title)).toEqual(['Approve', 'Decline']);

  // Approve: the worker posts the action token alone (no session) to the action endpoint.
  const posted = ownerContext.waitForEvent('request', (r) => new URL(r.url()).pathname === '/api/request/push-action');
  await tapNotificationAction(ownerContext, payload.tag, 'approve');
  const post = await posted;
  expect(post.headers()['authorization']).toBeUndefined();
  expect(post.postDataJSON()).toEqual({ token: payload.request!.actionToken, action: 'approve' });
  await expect.poll(async () => (await requestDetail(request, ownerToken, requestId)).status).toBe('approved');
  expect((await requestDetail(request, ownerToken, requestId)).channel).toBe('push');

  // The buyer's card page follows without a reload (the 30 s poll of the request; then the card is read again).
  await expect(statusLine).toHaveAttribute('data-request-status', 'approved', { timeout: 45_000 });
  await expect(buyer.getByRole('region', { name: 'Limits' })).toContainText('1,234.56');

  // The same token again decides nothing: it was single-use.
  const replay = await request.post(`${portal.base}/api/request/push-action`, {
    data: { token: payload.request!.actionToken, action: 'decline' },
  });
  expect(replay.status()).toBeGreaterThanOrEqual(400);
  expect((await requestDetail(request, ownerToken, requestId)).status).toBe('approved');

  // Offline, the request form cannot be sent, and says why (as /bank's transfers).
  await buyer.getByRole('button', { name: 'Ask for a higher limit' }).click();
  await buyerContext.setOffline(true);
  await expect(ask.dialog.getByRole('status').filter({ hasText: 'You are offline' }).first()).toBeVisible();
  await expect(ask.send).toBeDisabled();
  await buyerContext.setOffline(false);
  await expect(ask.send).toBeEnabled();
  await push.close();
  await ownerContext.close();
  await buyerContext.close();
});

test('the owner approves with changes in the portal: 300 of the 500 asked', async ({ browser, request }) => {
  const buyerToken = await apiToken(request, BUYER, portal.base);
  const card = await buyerCard(request, buyerToken);
  const asked = await request.post(`${portal.base}/api/request`, {
    headers: auth(buyerToken),
    data: { kind: 'card_limit', cardId: card.id, limit: 'perTransaction', amount: '500.00', reason: 'A larger ad buy' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const requestId = ((await asked.json()) as { data: { request: { id: number } } }).data.request.id;

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAt(owner, portal.base, OWNER);
  // The sidebar counts what waits for the owner; the list shows it among the pending.
  await expect(owner.getByRole('link', { name: 'Requests' })).toHaveAccessibleDescription(/\d+ new/);
  await owner.getByRole('link', { name: 'Requests' }).click();
  const table = owner.getByRole('table', { name: 'Requests' });
  await table.locator(`a[href="/requests/${requestId}"]`).click();
  await expect(owner).toHaveURL(new RegExp(`/requests/${requestId}$`));
  await expect(owner.getByRole('region', { name: /over the last \d+ days/ })).toContainText('Decline rate');

  const page = new RequestPageModel(owner);
  await page.approveWith('300', 'Start with 300, we will see');
  await expect(page.heading).toContainText('Approved');
  await expect(owner.getByText(/300\.00.* of .*500\.00/).first()).toBeVisible();
  const ownerToken = await apiToken(request, OWNER, portal.base);
  const detail = await requestDetail(request, ownerToken, requestId);
  expect(detail).toMatchObject({ status: 'approved', channel: 'portal', approvedAmount: '300.00' });

  const limits = await request.get(`${portal.base}/api/card/${card.id}`, { headers: auth(buyerToken) });
  expect(((await limits.json()) as { data: { limits: { perTransaction: string | null } } }).data.limits).toMatchObject({
    perTransaction: '300.00',
  });
  await ownerContext.close();
});

test('a buyer asks for a higher spend limit on the dashboard; the owner delegates funds in Settings', async ({
  browser,
  request,
}) => {
  const ownerToken = await apiToken(request, OWNER, portal.base);
  const buyerToken = await apiToken(request, BUYER, portal.base);
  const buyerId = await userId(request, buyerToken, portal.base);
  // Only a limit that exists is asked higher: the owner gives the buyer one.
  const limited = await request.put(`${portal.base}/api/user/${buyerId}/spend-limits`, {
    headers: auth(ownerToken),
    data: { limits: [{ currency: 'USD', daily: '50.00', monthly: null }] },
  });
  expect(limited.ok(), await limited.text()).toBe(true);

  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signInAt(buyer, portal.base, BUYER);
  await buyer.goto(`${portal.base}/dashboard`);
  await buyer.getByRole('button', { name: 'Ask for a higher USD spend limit' }).click();
  const ask = new AskDialogModel(buyer, 'Ask for a higher spend limit');
  await expect(ask.dialog.getByLabel(/^Limit/).locator('option')).toHaveText(['Daily (now 50.00 USD)']);
  await ask.fillLimit('daily', '120.00', 'Trade show this week');
  const created = buyer.waitForResponse((r) => new URL(r.url()).pathname === '/api/request' && r.status() === 201);
  await ask.send.click();
  const made = ((await (await created).json()) as { data: { request: { id: number } } }).data.request;
  await expect(ask.dialog).toBeHidden();
  const spendLimits = buyer.getByRole('region', { name: 'Your spend limits' });
  await expect(spendLimits.locator('[data-request-status]')).toHaveAttribute('data-request-status', 'pending');
  const asked = await request.get(`${portal.base}/api/request/${made.id}`, { headers: auth(ownerToken) });
  expect(((await asked.json()) as { data: { payload: unknown } }).data.payload).toEqual({
    kind: 'person_limit',
    userId: buyerId,
    currency: 'USD',
    limit: 'daily',
    amount: '120.00',
  });
  await buyerContext.close();

  // The owner lets team leads decide funds; the setting is the server's, read by every decision.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAt(owner, portal.base, OWNER);
  await owner.goto(`${portal.base}/settings`);
  const approvals = owner.getByRole('form', { name: 'Approval settings' });
  await approvals.getByLabel('Team leads may approve funds moved to a BIN account for their team').check();
  await approvals.getByRole('button', { name: 'Save' }).click();
  await expect(approvals.getByRole('button', { name: 'Save' })).toBeDisabled();
  const settings = await request.get(`${portal.base}/api/request/settings`, { headers: auth(ownerToken) });
  expect(((await settings.json()) as { data: unknown }).data).toEqual({
    leadsDecideFunds: true,
    leadsDecideNewCards: false,
  });
  await ownerContext.close();
});
