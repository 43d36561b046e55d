// Issue 21: every signed-in page on a 390 × 844 phone — no sideways scroll of the page, the title and the menu
// button visible (the button and the header's controls at least 44 px), charts' axis text at least 11 px, axe
// clean — with a screenshot of each page at phone and desk size in test-results/screenshots/<size>/ for a
// reviewer (never compared). The pages come from src/routes (support/app-routes.ts): a new page is swept, or
// fails the completeness test until it is placed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { appRoutes, hrefPattern, type AppRoute } from './support/app-routes';
import { askedRequest } from './support/demo-request';
import { demoUser, type Role } from './support/demo-users';
import { login } from './support/session';
import { expect, test } from './support/test';

// The service worker is what this spec is about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1440, height: 900 };
const SCREENSHOTS = 'test-results/screenshots';
const MIN_TARGET = 44;
const MIN_AXIS_TEXT = 11;

/** Signed-out pages reached only through a link someone was sent: not part of the signed-in sweep. */
const SIGNED_OUT_NOT_SWEPT: Record<string, string> = {
  '/confirm-user/$token': 'a registration e-mail link (onboarding.spec)',
  '/password-reset/$token': 'a password e-mail link (session.spec)',
  '/auth/hash/$hash': 'a Telegram sign-in link (spec-seams.spec)',
  '/top-up/$network/$address': 'a scanned QR code (spec-seams.spec)',
};
/** Signed-out pages swept for sideways scroll, axe and screenshots (they have no app header). */
const SIGNED_OUT_SWEPT = [
  '/',
  '/login',
  '/cookie',
  '/privacy',
  '/terms',
  '/password-reset/',
  '/registration/{-$referral}',
];

/** Client pages whose content differs for a buyer (role 4): swept again as the buyer. */
const BUYER_VIEWS = ['/dashboard', '/wallet/', '/wallet/card/$cardId', '/notifications', '/settings', '/news/'];

/**
 * Pages that list more than one place to find their links: where a route's first link is not on a page the
 * sweep visits anyway (a tab's content), the sweep looks here too.
 */
const LINK_SOURCES = ['/admin/settings?tab=bin-sets', '/admin/clients/$id/?tab=cards'];

const routes = appRoutes();
const byArea = (area: AppRoute['area']) => routes.filter((route) => route.area === area);

test('the sweep covers every page of src/routes', () => {
  const signedOut = byArea('signed-out').map((route) => route.path);
  expect(signedOut.length, 'signed-out pages found in the route tree').toBeGreaterThan(3);
  const placed = new Set([...SIGNED_OUT_SWEPT, ...Object.keys(SIGNED_OUT_NOT_SWEPT)]);
  expect(
    signedOut.filter((p) => !placed.has(p)),
    'signed-out pages neither swept nor named as reached by a link',
  ).toEqual([]);
  expect(
    [...placed].filter((p) => !signedOut.includes(p)),
    'listed pages that no longer exist',
  ).toEqual([]);
  const clientPaths = byArea('client').map((route) => route.path);
  expect(
    BUYER_VIEWS.filter((p) => !clientPaths.includes(p)),
    "buyer's views that are not client pages",
  ).toEqual([]);
  expect(byArea('client').length).toBeGreaterThan(10);
  expect(byArea('admin').length).toBeGreaterThan(15);
});

const slug = (url: string) =>
  url
    .replace(/^\//, '')
    .replace(/[^\w-]+/g, '_')
    .replace(/_+$/, '') || 'root';

/** Waits for the page's data: the network quiet (bounded: polling pages never are) and no busy region. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 2_500 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]'))
    .toHaveCount(0, { timeout: 2_500 })
    .catch(() => undefined);
}

interface PhoneFacts {
  scrollWidth: number;
  innerWidth: number;
  /** The header's buttons and links under 44 × 44 px: "name w×h". */
  smallTargets: string[];
  /** Chart text drawn under 11 px: "chart title: size". */
  smallAxisText: string[];
  titleCut: boolean;
}

/** What the sweep measures in the page itself. */
async function phoneFacts(page: Page): Promise<PhoneFacts> {
  return page.evaluate(
    ({ minTarget, minAxisText }) => {
      const header = document.querySelector('header');
      const smallTargets = [...(header?.querySelectorAll<HTMLElement>('button, a[href]') ?? [])]
        .filter((el) => el.offsetParent !== null)
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width < minTarget - 0.5 || box.height < minTarget - 0.5)
        .map(({ el, box }) => {
          const name = el.getAttribute('aria-label') ?? el.textContent?.trim();
          return `${name} ${Math.round(box.width)}×${Math.round(box.height)}`;
        });
      const smallAxisText: string[] = [];
      // The charts (components/charts: a figure's drawing), not icons, whose viewBox is meant to scale.
      for (const svg of document.querySelectorAll<SVGSVGElement>('main figure svg[viewBox]')) {
        const text = svg.querySelector('text');
        if (!text) continue;
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        const drawn = parseFloat(getComputedStyle(text).fontSize) * scale;
        if (drawn < minAxisText - 0.5) {
          smallAxisText.push(`${svg.querySelector('title')?.textContent ?? 'a chart'}: ${drawn.toFixed(1)} px`);
        }
      }
      const title = header?.querySelector('h1');
      const titleCut =
        !title || title.scrollWidth > title.clientWidth + 1 || title.scrollHeight > title.clientHeight + 1;
      return {
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        smallTargets,
        smallAxisText,
        titleCut,
      };
    },
    { minTarget: MIN_TARGET, minAxisText: MIN_AXIS_TEXT },
  );
}

/** One role's two screens: the phone, where everything is checked, and the desk, where pages are pictured. */
class Sweep {
  readonly found = new Set<string>();

  private constructor(
    readonly who: string,
    readonly phone: Page,
    readonly desk: Page | null,
  ) {}

  /** One sign-in per role: the desk context starts from the phone's stored session. */
  static async signIn(browser: Browser, role: Role | null, who: string): Promise<Sweep> {
    const phoneContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const phone = await phoneContext.newPage();
    if (role !== null) await login(phone, demoUser(role).email);
    const deskContext: BrowserContext = await browser.newContext({
      viewport: DESK,
      storageState: await phoneContext.storageState(),
    });
    return new Sweep(who, phone, await deskContext.newPage());
  }

  async close() {
    await this.phone.context().close();
    await this.desk?.context().close();
  }

  /** The first link seen so far to a page of this path, e.g. '/wallet/card/16' for '/wallet/card/$cardId'. */
  linkTo(routePath: string): string | undefined {
    const pattern = hrefPattern(routePath);
    return [...this.found].find((href) => pattern.test(href));
  }

  /** A LINK_SOURCES entry as a URL, its parameters filled from a link seen so far (undefined: none yet). */
  private sourceUrl(source: string): string | undefined {
    const [sourcePath, query] = source.split('?') as [string, string | undefined];
    const filled = sourcePath.includes('$') ? this.linkTo(sourcePath) : sourcePath;
    return filled && (query ? `${filled}?${query}` : filled);
  }

  private async collectLinks(page: Page) {
    const hrefs = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
        .map((a) => new URL(a.href, location.href))
        .filter((url) => url.origin === location.origin)
        .map((url) => url.pathname),
    );
    hrefs.forEach((href) => this.found.add(href));
  }

  /** Opens a page only to learn its links (a tab the sweep does not picture). */
  async learnLinksFrom(url: string) {
    await this.phone.goto(url);
    await settle(this.phone);
    await this.collectLinks(this.phone);
  }

  /** Visits `url` on both screens: checks on the phone, screenshots on both. */
  async visit(url: string, options: { shell: boolean }) {
    const label = `${this.who} ${url}`;
    const page = this.phone;
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const banner = page.getByRole('banner');
    if (options.shell) {
      // Soft, and patient on a loaded machine: one slow page must not end the rest of the role's sweep.
      await expect
        .soft(banner.getByRole('heading', { level: 1 }), `${label}: the title`)
        .toBeVisible({ timeout: 30_000 });
    }
    await settle(page);
    await this.collectLinks(page);
    const shotName = `${slug(this.who)}--${slug(new URL(page.url()).pathname)}.png`;
    await page.screenshot({ path: path.join(SCREENSHOTS, `${PHONE.width}x${PHONE.height}`, shotName) });

    const facts = await phoneFacts(page);
    expect.soft(facts.scrollWidth, `${label}: the page scrolls sideways`).toBeLessThanOrEqual(facts.innerWidth);
    if (options.shell) {
      const menu = banner.getByRole('button', { name: /^(Open|Close) menu$/ });
      await expect.soft(menu, `${label}: the menu button`).toBeVisible();
      await expect.soft(menu.locator('svg'), `${label}: the menu button's icon`).toBeVisible();
      const title = banner.getByRole('heading', { level: 1 });
      const titleBox = await title.boundingBox();
      expect.soft(titleBox?.width ?? 0, `${label}: the title's width`).toBeGreaterThanOrEqual(MIN_TARGET);
      expect.soft(facts.titleCut, `${label}: the title is cut`).toBe(false);
      expect.soft(facts.smallTargets, `${label}: header controls under 44 px`).toEqual([]);
    }
    expect.soft(facts.smallAxisText, `${label}: chart text under 11 px`).toEqual([]);
    expect.soft(await seriousViolations(page), `${label}: axe`).toEqual([]);

    if (this.desk) {
      await this.desk.goto(url, { waitUntil: 'domcontentloaded' });
      await this.desk.waitForLoadState('networkidle', { timeout: 2_500 }).catch(() => undefined);
      await this.desk.screenshot({
        path: path.join(SCREENSHOTS, `${DESK.width}x${DESK.height}`, shotName),
      });
    }
  }

  /**
   * Sweeps these routes: plain ones first, then those with parameters, each filled from the first link to it
   * on a page swept before (or a LINK_SOURCES page). A route no link leads to fails.
   */
  async sweep(list: AppRoute[], sources: string[] = []) {
    for (const route of list.filter((r) => !r.parametric)) await this.visit(route.path, { shell: true });
    let pending = list.filter((route) => route.parametric);
    const sourcesLeft = [...sources];
    // Deeper pages' links appear on shallower parametric pages (a card on a member's page): keep going while
    // a round visits something, then try the link sources.
    while (pending.length > 0) {
      const ready = pending.filter((route) => this.linkTo(route.path));
      if (ready.length > 0) {
        for (const route of ready) await this.visit(this.linkTo(route.path)!, { shell: true });
        pending = pending.filter((route) => !ready.includes(route));
        continue;
      }
      const source = sourcesLeft.find((s) => this.sourceUrl(s));
      if (!source) break;
      sourcesLeft.splice(sourcesLeft.indexOf(source), 1);
      await this.learnLinksFrom(this.sourceUrl(source)!);
    }
    expect
      .soft(
        pending.map((route) => route.path),
        `${this.who}: pages no swept page links to`,
      )
      .toEqual([]);
  }
}

mkdirSync(path.join(SCREENSHOTS, `${PHONE.width}x${PHONE.height}`), { recursive: true });
mkdirSync(path.join(SCREENSHOTS, `${DESK.width}x${DESK.height}`), { recursive: true });

test.describe('phone sweep at 390 × 844', () => {
  // Dozens of pages, each with an axe scan and two screenshots, in one test per role.
  test.describe.configure({ timeout: 900_000 });

  test('every client page as the owner', async ({ browser, request }) => {
    // The Requests list links to a request page only when there is one (the seed has none).
    await askedRequest(request);
    const sweep = await Sweep.signIn(browser, 2, 'owner');
    await sweep.sweep(byArea('client'));
    await sweep.close();
  });

  test("the buyer's own views of client pages", async ({ browser }) => {
    const sweep = await Sweep.signIn(browser, 4, 'buyer');
    await sweep.sweep(byArea('client').filter((route) => BUYER_VIEWS.includes(route.path)));
    await sweep.close();
  });

  test('every admin page as the main administrator', async ({ browser }) => {
    const sweep = await Sweep.signIn(browser, 1, 'main-admin');
    await sweep.sweep(byArea('admin'), LINK_SOURCES);
    await sweep.close();
  });

  test('the signed-out pages', async ({ browser }) => {
    const sweep = await Sweep.signIn(browser, null, 'signed-out');
    for (const page of SIGNED_OUT_SWEPT) await sweep.visit(page.replace('/{-$referral}', ''), { shell: false });
    await sweep.close();
  });
});
