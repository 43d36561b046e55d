/**
 * What the demo cards are (PRODUCT.md "Demo data"): the merchants they spend at, each card's holder,
 * currency, rate of purchases, limits and freeze or close, and the seeded generator every fresh database
 * draws the same history from. demo-cards.ts plays them out.
 */

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/** mulberry32: small, fast and the same everywhere. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface Merchant {
  name: string;
  category: string;
  country: string;
  /** Typical amount range in major units. */
  min: number;
  max: number;
}

export const M = {
  meta: { name: 'Meta Ads', category: '7311', country: 'IE', min: 40, max: 420 },
  google: { name: 'Google Ads', category: '7311', country: 'IE', min: 30, max: 360 },
  tiktok: { name: 'TikTok Ads', category: '7311', country: 'SG', min: 25, max: 300 },
  snap: { name: 'Snap Ads', category: '7311', country: 'US', min: 20, max: 180 },
  twitter: { name: 'X Corp (Twitter Ads)', category: '7311', country: 'US', min: 20, max: 150 },
  aws: { name: 'Amazon Web Services', category: '4816', country: 'US', min: 15, max: 140 },
  figma: { name: 'Figma', category: '5734', country: 'US', min: 15, max: 45 },
  notion: { name: 'Notion Labs', category: '5734', country: 'US', min: 8, max: 20 },
  cloudflare: { name: 'Cloudflare', category: '4816', country: 'US', min: 5, max: 40 },
  shopify: { name: 'Shopify', category: '5734', country: 'CA', min: 29, max: 99 },
  applovin: { name: 'AppLovin', category: '7311', country: 'US', min: 40, max: 350 },
  unity: { name: 'Unity Ads', category: '7311', country: 'US', min: 30, max: 250 },
} satisfies Record<string, Merchant>;

export interface CardPlan {
  holder: string;
  name: string;
  currency: 'USD' | 'EUR';
  merchants: Merchant[];
  /** Purchases per day on average. */
  rate: number;
  issuedDaysAgo: number;
  limits?: { perTransaction?: string; daily?: string; monthly?: string; lifetime?: string };
  /** Days ago the card was frozen / closed. */
  frozen?: number;
  closed?: number;
  count?: number;
}

/** What else a plan may say: limits, a freeze or close (days ago), or several cards alike. */
type PlanExtras = Pick<CardPlan, 'limits' | 'frozen' | 'closed' | 'count'>;

/** A holder's cards, one a row: name, currency, merchants, purchases a day, issued days ago, extras. */
type PlanRow = [
  name: string,
  currency: CardPlan['currency'],
  merchants: Merchant[],
  rate: number,
  issuedDaysAgo: number,
  extras?: PlanExtras,
];

function cardsOf(holder: string, rows: PlanRow[]): CardPlan[] {
  return rows.map(([name, currency, merchants, rate, issuedDaysAgo, extras]) => ({
    holder,
    name,
    currency,
    merchants,
    rate,
    issuedDaysAgo,
    ...extras,
  }));
}

/** The owner's subscriptions card pays them all. */
const SAAS_TOOLS = [M.aws, M.figma, M.notion, M.cloudflare, M.shopify];

export const NORTHWIND_CARDS: CardPlan[] = [
  ...cardsOf('owner@demo.test', [
    ['Meta Ads — main', 'USD', [M.meta], 0.63, 84, { limits: { daily: '900.00' } }],
    ['Google Ads', 'USD', [M.google], 0.35, 84],
    ['SaaS subscriptions', 'USD', SAAS_TOOLS, 0.24, 83, { limits: { perTransaction: '120.00' } }],
    ['Meta Ads EU', 'EUR', [M.meta], 0.14, 50],
  ]),
  ...cardsOf('lead@demo.test', [
    ['Performance — Meta', 'USD', [M.meta], 0.42, 79, { limits: { daily: '500.00' } }],
    ['Performance — TikTok', 'USD', [M.tiktok], 0.28, 79],
    ['Performance — Google', 'USD', [M.google], 0.24, 70, { limits: { monthly: '2500.00' } }],
  ]),
  ...cardsOf('buyer@demo.test', [
    ['Buyer — Meta #1', 'USD', [M.meta], 0.32, 78, { limits: { perTransaction: '250.00', daily: '400.00' } }],
    ['Buyer — TikTok', 'USD', [M.tiktok], 0.21, 76, { limits: { lifetime: '3000.00' } }],
    ['Buyer — old campaign', 'USD', [M.snap], 0.21, 78, { closed: 35 }],
    ['Bulk — Meta Ads', 'USD', [M.meta], 0.08, 40, { count: 6, limits: { daily: '200.00' } }],
  ]),
  ...cardsOf('marta.silva@northwind.test', [
    ['Growth — Google', 'USD', [M.google], 0.32, 75],
    ['Growth — Meta', 'USD', [M.meta], 0.28, 75, { limits: { daily: '350.00' } }],
    ['Growth — EU', 'EUR', [M.meta, M.google], 0.1, 49],
  ]),
  ...cardsOf('owen.price@northwind.test', [
    ['Owen — Meta', 'USD', [M.meta], 0.24, 72],
    ['Owen — TikTok', 'USD', [M.tiktok], 0.21, 72, { frozen: 12 }],
  ]),
  ...cardsOf('lena.vogel@northwind.test', [
    ['Lena — Meta', 'USD', [M.meta], 0.24, 60],
    ['Lena — Snap', 'USD', [M.snap, M.twitter], 0.14, 60],
  ]),
  ...cardsOf('ravi.mehta@northwind.test', [
    ['Ravi — tools', 'USD', [M.aws, M.figma, M.cloudflare], 0.17, 55, { limits: { perTransaction: '100.00' } }],
  ]),
  ...cardsOf('clara.jensen@northwind.test', [['Clara — Meta', 'USD', [M.meta], 0.21, 66, { frozen: 20 }]]),
];

/** Vantage Mobile is Google-restricted: its Google Ads attempts decline (merchant_restricted). */
export const VANTAGE_CARDS: CardPlan[] = cardsOf('owner@vantage-mobile.test', [
  ['Vantage — Google Ads', 'USD', [M.google], 0.17, 60],
  ['Vantage — Meta', 'USD', [M.meta], 0.35, 60, { limits: { daily: '600.00' } }],
  ['Vantage — AppLovin', 'USD', [M.applovin], 0.28, 58],
  ['Vantage — Unity', 'USD', [M.unity], 0.21, 45],
]);

export interface SeededCard {
  id: number;
  issuerCardId: string;
  accountId: number;
  plan: CardPlan;
  issuedAt: Date;
}
