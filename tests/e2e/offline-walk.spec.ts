import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiCall, apiToken } from './support/api';
import { askedRequest } from './support/demo-request';
import { goOffline, goOnline } from './support/offline';
import { enabledServerControls, normalized, reloadOffline, settled, shownData } from './support/offline-walk';
import { waitForController } from './support/push';
import { login } from './support/session';
import { expect, test } from '@playwright/test';

// The service worker is what this spec is about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Every client route offline after one online visit (issue 21, item 3), as the owner: reloaded offline twice, a
 * page never lands on /login, never spins a skeleton for ever, still shows the data of the online visit, and
 * offers no enabled control that needs the server.
 *
 * How a control says it needs the server: `data-needs-server`, set by the shared wrapper
 * (components/ui/online-only.tsx: OnlineOnlyButton, `needsServerMark`). Offline every such control must be
 * disabled. What the walk cannot know by the mark it checks by kind: a submit button sends a form to the server,
 * so offline no enabled one may lack the mark; and a button named for a server action (Freeze, Save, Export, …)
 * must not be enabled.
 */

const OWNER = 'owner@demo.test';
const CLIENT_ROUTES_DIR = path.join(process.cwd(), 'src/routes/_client');

/** The client routes as files: `wallet/card/$cardId` for src/routes/_client/wallet/card/$cardId.tsx. */
function clientRouteFiles(dir = CLIENT_ROUTES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientRouteFiles(full);
    if (!entry.name.endsWith('.tsx') || entry.name === 'route.tsx') return [];
    return [path.relative(CLIENT_ROUTES_DIR, full).replace(/\.tsx$/, '')];
  });
}

interface Ids {
  cardId: number;
  holderId: number;
  transitId: number;
  binId: number;
  newsId: number;
  userId: number;
  requestId: number;
}

/** The address each client route file is walked at, with the owner's own ids. */
const routeUrls = (ids: Ids): Record<string, string> => ({
  dashboard: '/dashboard',
  'bank/index': '/bank',
  'bank/transit/$accountId': `/bank/transit/${ids.transitId}`,
  'bank/bin/$accountId': `/bank/bin/${ids.binId}`,
  'bank/card/$cardId': `/bank/card/${ids.cardId}`,
  'wallet/index': '/wallet',
  'wallet/card/index': '/wallet/card',
  'wallet/card/$cardId': `/wallet/card/${ids.cardId}`,
  'wallet/add-new-card': '/wallet/add-new-card',
  'user/index': '/user',
  'user/$id/index': `/user/${ids.userId}`,
  'user/$id/card/$cardId': `/user/${ids.holderId}/card/${ids.cardId}`,
  team: '/team',
  'top-up': '/top-up',
  'requests/index': '/requests',
  'requests/$id': `/requests/${ids.requestId}`,
  'news/index': '/news',
  'news/$id': `/news/${ids.newsId}`,
  notifications: '/notifications',
  settings: '/settings',
});

/** Routes that only redirect (spec 2.2), and where they land. */
const LANDS_ON: Record<string, string> = { 'wallet/card/index': '/wallet', 'user/index': '/team' };

/**
 * Pages whose data is deliberately never kept offline, and why: offline they say "Available when online" where
 * it would be, instead of the data of the online visit.
 */
const LIVE_ONLY: Record<string, string> = {
  'wallet/add-new-card': 'the issue preview and its balances move with every payment (features/cards/queries.ts)',
};

async function ownerIds(request: APIRequestContext): Promise<Ids> {
  const token = await apiToken(request, OWNER);
  const me = await apiCall<{ id: number }>(request, token, 'GET', '/user/me');
  const cards = await apiCall<{ records: { id: number; holder: { id: number } }[] }>(
    request,
    token,
    'GET',
    '/card/list?page=1&perPage=50',
  );
  // A card of someone else in the company, so /user/$id/card/$cardId is a team member's card page.
  const card = cards.records.find((c) => c.holder.id !== me.id) ?? cards.records[0];
  const balance = await apiCall<{ records: { id: number; type: { value: number } }[] }>(
    request,
    token,
    'GET',
    '/page/dashboard/balance',
  );
  const news = await apiCall<{ records: { id: number }[] }>(request, token, 'GET', '/news?page=1&perPage=10');
  const team = await apiCall<{ data: { id: number }[] }>(
    request,
    token,
    'GET',
    '/page/team/user-list?page=1&perPage=10',
  );
  const transit = balance.records.find((r) => r.type.value === 0);
  const bin = balance.records.find((r) => r.type.value === 1);
  const member = team.data.find((u) => u.id !== me.id) ?? team.data[0];
  expect(card && transit && bin && news.records[0] && member, 'the demo seed has every kind of page').toBeTruthy();
  return {
    cardId: card!.id,
    holderId: card!.holder.id,
    transitId: transit!.id,
    binId: bin!.id,
    newsId: news.records[0]!.id,
    userId: member!.id,
    requestId: await askedRequest(request),
  };
}

let page: Page;
let urls: Record<string, string>;

// One page walks every route, so the one online visit of each is in the same persisted cache, as for a person.
const baseURL = `http://localhost:${process.env.E2E_WORKER_PORT}`;
const pageErrors: string[] = [];

test.beforeAll(async ({ browser, playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  urls = routeUrls(await ownerIds(request));
  await request.dispose();
  page = await browser.newPage({ baseURL });
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  await login(page, OWNER);
  await waitForController(page);
});

test.afterEach(() => {
  expect(pageErrors.splice(0), 'uncaught errors in the page').toEqual([]);
});

test.afterAll(async () => {
  await page.context().close();
});

test('the walk covers every client route', () => {
  expect(Object.keys(urls).sort()).toEqual(clientRouteFiles().sort());
});

for (const route of clientRouteFiles().sort()) {
  test(`${route}: offline after one visit, reloaded twice`, async () => {
    const url = urls[route]!;
    const context = page.context();
    const pathname = LANDS_ON[route] ?? new URL(url, 'http://x').pathname;

    await page.goto(url);
    await settled(page);
    await expect(page).toHaveURL((address) => address.pathname === pathname);
    const online = await shownData(page.locator('main'));
    // The persister writes at most once a second (src/lib/query-client.ts): let the last write land.
    await page.waitForTimeout(1500);

    await goOffline(context);
    try {
      for (const reload of [1, 2]) {
        const main = await reloadOffline(page, pathname, reload);
        const offlineText = normalized(await main.innerText());
        if (LIVE_ONLY[route]) {
          await expect(main.locator('[data-offline-placeholder]').first(), LIVE_ONLY[route]).toBeVisible();
        } else {
          expect(
            online.filter((text) => !offlineText.includes(text)),
            `reload ${reload}: the data of the online visit is still shown`,
          ).toEqual([]);
        }
        expect(await enabledServerControls(page), `reload ${reload}: no enabled control needs the server`).toEqual([]);
      }
    } finally {
      await goOnline(context);
    }
  });
}
