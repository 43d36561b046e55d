/**
 * `npm run bench:requests` (issue 24): how long a buyer's request takes to reach the owner's screen, and how
 * long the owner's one tap takes to be done and told.
 *
 * Seeds a fresh demo database (PGlite in a temp DATA_DIR), starts the real server (production mode) trusting a
 * local fake push service (HTTPS, VAPID checked, aes128gcm decrypted), opens the built app in Chromium as
 * owner@demo.test under its real service worker, and subscribes the owner's browser and the buyer's (their
 * endpoints are the fake service's, as in bench:push and the e2e). Then, `--events` times (50), on the buyer's
 * card, each asking a daily limit above the one the last approval set:
 *
 *   t0  POST /api/request (the buyer asks)                          the request is made
 *   t1  the fake push service has decrypted the owner's push        job queue → action token minted → web push
 *   t2  the service worker has shown it with Approve and Decline    CDP ServiceWorker.deliverPushMessage
 *   t3  Approve is tapped: the worker is handed the notificationclick of its own notification with the action
 *       'approve' (as requests.spec.ts does; Chromium offers no way to press an OS notification's button), and
 *       the bench waits for what the handler gave waitUntil
 *   t4  the worker's POST /api/request/push-action answered 200: the limit is changed, the request approved
 *       and the buyer's in-app notification stored, in one transaction (the worker then tells the page)
 *   t5  the fake push service has decrypted the buyer's "Approved" push          the requester told
 *
 * and prints median and p95 of t2 − t0 (target median ≤ 1 s) and t5 − t3 (target median ≤ 500 ms), with their
 * legs. Each request is checked approved from the push channel, with the new limit on the card, after its
 * timing. Options: --events=N, --check (exit 1 when a target is missed).
 */
import { type BrowserContext, type Page } from '@playwright/test';
import type { FakePushService } from '@/server/test-support/fake-push-service';
import { PUSH_RECEIVED_MESSAGE } from '@/src/sw/push-payload';
import { by, median, printSummaries } from './latency';
import { loadAverage, runBench } from './report';
import { followWorker, signInUnderWorker, withPushPortal } from './push-portal';
import { api, signIn } from './server-process';
import { numberOption } from './options';

const TARGET_SHOWN_MS = 1000;
const TARGET_DECIDED_MS = 500;
const EVENT_TIMEOUT_MS = 15_000;
const EVENTS = numberOption('events', 50);
const CHECK = process.argv.includes('--check');

interface Card {
  id: number;
  currency: string;
  limits: { daily: string | null };
}

/** The owner's app in Chromium, signed in, under its service worker, counting the tags the worker reports. */
async function ownerApp(context: BrowserContext, origin: string): Promise<Page> {
  await context.grantPermissions(['notifications'], { origin });
  // A string, not a function: tsx keeps function names (an `__name` helper the page does not have). The worker
  // posts PUSH_RECEIVED_MESSAGE once a push is shown, and again once a tapped decision was taken.
  await context.addInitScript({
    content: `(() => {
      window.__benchTags = [];
      navigator.serviceWorker.addEventListener('message', (event) => {
        if (event.data && event.data.type === ${JSON.stringify(PUSH_RECEIVED_MESSAGE)})
          window.__benchTags.push(event.data.tag);
      });
    })();`,
  });
  const page = await context.newPage();
  await signInUnderWorker(page, origin);
  return page;
}

/** Until the page has been told of `tag` `times` times in all. */
const toldTimes = (page: Page, tag: string, times: number, deadline: number) =>
  page.waitForFunction(
    ([wanted, n]) =>
      (window as unknown as { __benchTags: string[] }).__benchTags.filter((t) => t === wanted).length >= n,
    [tag, times] as const,
    { polling: 5, timeout: Math.max(1, deadline - performance.now()) },
  );

/** The push service's next message to `endpoint` about `/requests/<id>`, by its arrival (Date.now()). */
const pushFor = (service: FakePushService, endpoint: string, id: number, deadline: number) =>
  service.waitForMessage(
    (m) => m.endpoint === endpoint && (JSON.parse(m.payload) as { url?: string }).url === `/requests/${id}`,
    Math.max(1, deadline - performance.now()),
  );

async function main() {
  await withPushPortal('requests', async ({ service, browser, api127, origin }) => {
    const context = await browser.newContext();
    const page = await ownerApp(context, origin);
    const ownerToken = await signIn(api127, 'owner@demo.test');
    const buyerToken = await signIn(api127, 'buyer@demo.test');
    const ownerBrowser = service.makeSubscription();
    const buyerBrowser = service.makeSubscription();
    await api(api127, ownerToken, 'POST', 'notification/push/subscribe', ownerBrowser);
    await api(api127, buyerToken, 'POST', 'notification/push/subscribe', buyerBrowser);
    const cardList = await api<{ records: { id: number }[] }>(
      api127,
      buyerToken,
      'GET',
      'card/list?page=1&perPage=1&status=active',
    );
    const cardId = cardList.records[0]!.id;
    const cardOf = () => api<Card>(api127, buyerToken, 'GET', `card/${cardId}`);
    let daily = Math.round(Number((await cardOf()).limits.daily ?? '0') * 100);

    const { cdp, registrationId } = await followWorker(context, page, origin);
    const worker = context.serviceWorkers().find((w) => w.url().startsWith(origin));
    if (!worker) throw new Error('no service worker of the portal');

    console.log(`\nbench:requests — ${EVENTS} requests, PGlite (embedded), load average ${loadAverage()}`);
    const askToPushService: number[] = [];
    const pushToShown: number[] = [];
    const askToShown: number[] = [];
    const tapToCommitted: number[] = [];
    const tapToTold: number[] = [];
    for (let i = 1; i <= EVENTS; i++) {
      daily += 100;
      const amount = (daily / 100).toFixed(2);
      const start = performance.now();
      const deadline = start + EVENT_TIMEOUT_MS;
      const late = (step: string) => `request ${i}/${EVENTS} (daily ${amount}): ${step} within ${EVENT_TIMEOUT_MS} ms`;

      const t0 = Date.now();
      const asked = api<{ request: { id: number }; duplicate: boolean }>(api127, buyerToken, 'POST', 'request', {
        kind: 'card_limit',
        cardId,
        limit: 'daily',
        amount,
        reason: `Bench request ${i}`,
      });
      const made = await by(deadline, () => late('POST request did not answer'), asked);
      if (made.duplicate) throw new Error(late(`a new request (the last one is still pending: ${made.request.id})`));
      const id = made.request.id;
      const message = await pushFor(service, ownerBrowser.endpoint, id, deadline).catch(() =>
        Promise.reject(new Error(late("the owner's web push"))),
      );
      const t1 = message.receivedAt;
      const payload = JSON.parse(message.payload) as { tag?: string; request?: { actionToken?: string } };
      if (!payload.tag || !payload.request?.actionToken)
        throw new Error(`request ${i}: the push has no tag or action token: ${message.payload}`);
      const tag = payload.tag;
      await by(
        deadline,
        () => late('CDP deliverPushMessage'),
        cdp.send('ServiceWorker.deliverPushMessage', {
          origin,
          registrationId: registrationId(),
          data: message.payload,
        }),
      );
      await toldTimes(page, tag, 1, deadline).catch(() => Promise.reject(new Error(late('the push shown'))));
      const actions = await page.evaluate(async (wanted) => {
        const registration = await navigator.serviceWorker.ready;
        const [shown] = await registration.getNotifications({ tag: wanted });
        return (shown as unknown as { actions?: { title: string }[] } | undefined)?.actions?.map((a) => a.title);
      }, tag);
      const t2 = Date.now();
      if (actions?.join() !== 'Approve,Decline')
        throw new Error(`request ${i}: the notification shows ${JSON.stringify(actions)}, not Approve and Decline`);

      const told = pushFor(service, buyerBrowser.endpoint, id, deadline);
      const t3 = Date.now();
      await worker.evaluate(
        async ({ wanted, action }) => {
          const scope = globalThis as unknown as {
            registration: ServiceWorkerRegistration;
            NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event;
            dispatchEvent: (event: Event) => boolean;
          };
          const [notification] = await scope.registration.getNotifications({ tag: wanted });
          if (!notification) throw new Error(`no notification ${wanted}`);
          // A script-made event refuses waitUntil (InvalidStateError, after the handler started its work):
          // the promise the browser would keep the worker alive for is kept here instead.
          const event = new scope.NotificationEvent('notificationclick', { notification, action });
          const lifetime: Promise<unknown>[] = [];
          // (No function literal here: tsx names them with a helper the worker does not have.)
          Object.defineProperty(event, 'waitUntil', { value: lifetime.push.bind(lifetime) });
          scope.dispatchEvent(event);
          await Promise.all(lifetime);
        },
        { wanted: tag, action: 'approve' },
      );
      await toldTimes(page, tag, 2, deadline).catch(() =>
        Promise.reject(new Error(late('the worker told of its decision (a failed one opens the request page)'))),
      );
      const t4 = Date.now();
      const t5 = (await told.catch(() => Promise.reject(new Error(late("the buyer's web push"))))).receivedAt;

      const decided = await api<{ status: string; channel: string | null }>(api127, ownerToken, 'GET', `request/${id}`);
      const card = await cardOf();
      if (decided.status !== 'approved' || decided.channel !== 'push' || card.limits.daily !== amount)
        throw new Error(`request ${i}: ${JSON.stringify(decided)}, the card's daily limit ${card.limits.daily}`);
      askToPushService.push(t1 - t0);
      pushToShown.push(t2 - t1);
      askToShown.push(t2 - t0);
      tapToCommitted.push(t4 - t3);
      tapToTold.push(t5 - t3);
    }
    printSummaries([
      ['asked → owner push at service', askToPushService],
      ['push delivered → shown by the SW', pushToShown],
      ['asked → push shown (a)', askToShown],
      ['tap → decision committed', tapToCommitted],
      ['tap → buyer push at service (b)', tapToTold],
    ]);
    const shownMet = median(askToShown) <= TARGET_SHOWN_MS;
    const toldMet = median(tapToTold) <= TARGET_DECIDED_MS;
    console.log(`\n  (a) target: median ≤ ${TARGET_SHOWN_MS} ms: ${shownMet ? 'met' : 'NOT MET'}`);
    console.log(`  (b) target: median ≤ ${TARGET_DECIDED_MS} ms: ${toldMet ? 'met' : 'NOT MET'}`);
    if (CHECK && !(shownMet && toldMet)) process.exitCode = 1;
    await cdp.detach();
    await context.close();
  });
}

runBench(main);
