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

export const NORTHWIND_CARDS: CardPlan[] = [
  {
    holder: 'owner@demo.test',
    name: 'Meta Ads — main',
    currency: 'USD',
    merchants: [M.meta],
    rate: 0.63,
    issuedDaysAgo: 84,
    limits: { daily: '900.00' },
  },
  {
    holder: 'owner@demo.test',
    name: 'Google Ads',
    currency: 'USD',
    merchants: [M.google],
    rate: 0.35,
    issuedDaysAgo: 84,
  },
  {
    holder: 'owner@demo.test',
    name: 'SaaS subscriptions',
    currency: 'USD',
    merchants: [M.aws, M.figma, M.notion, M.cloudflare, M.shopify],
    rate: 0.24,
    issuedDaysAgo: 83,
    limits: { perTransaction: '120.00' },
  },
  {
    holder: 'owner@demo.test',
    name: 'Meta Ads EU',
    currency: 'EUR',
    merchants: [M.meta],
    rate: 0.14,
    issuedDaysAgo: 50,
  },
  {
    holder: 'lead@demo.test',
    name: 'Performance — Meta',
    currency: 'USD',
    merchants: [M.meta],
    rate: 0.42,
    issuedDaysAgo: 79,
    limits: { daily: '500.00' },
  },
  {
    holder: 'lead@demo.test',
    name: 'Performance — TikTok',
    currency: 'USD',
    merchants: [M.tiktok],
    rate: 0.28,
    issuedDaysAgo: 79,
  },
  {
    holder: 'lead@demo.test',
    name: 'Performance — Google',
    currency: 'USD',
    merchants: [M.google],
    rate: 0.24,
    issuedDaysAgo: 70,
    limits: { monthly: '2500.00' },
  },
  {
    holder: 'buyer@demo.test',
    name: 'Buyer — Meta #1',
    currency: 'USD',
    merchants: [M.meta],
    rate: 0.32,
    issuedDaysAgo: 78,
    limits: { perTransaction: '250.00', daily: '400.00' },
  },
  {
    holder: 'buyer@demo.test',
    name: 'Buyer — TikTok',
    currency: 'USD',
    merchants: [M.tiktok],
    rate: 0.21,
    issuedDaysAgo: 76,
    limits: { lifetime: '3000.00' },
  },
  {
    holder: 'buyer@demo.test',
    name: 'Buyer — old campaign',
    currency: 'USD',
    merchants: [M.snap],
    rate: 0.21,
    issuedDaysAgo: 78,
    closed: 35,
  },
  {
    holder: 'buyer@demo.test',
    name: 'Bulk — Meta Ads',
    currency: 'USD',
    merchants: [M.meta],
    rate: 0.08,
    issuedDaysAgo: 40,
    count: 6,
    limits: { daily: '200.00' },
  },
  {
    holder: 'marta.silva@northwind.test',
    name: 'Growth — Google',
    currency: 'USD',
    merchants: [M.google],
    rate: 0.32,
    issuedDaysAgo: 75,
  },
  {
    holder: 'marta.silva@northwind.test',
    name: 'Growth — Meta',
    currency: 'USD',
    merchants: [M.meta],
    rate: 0.28,
    issuedDaysAgo: 75,
    limits: { daily: '350.00' },
  },
  {
    holder: 'marta.silva@northwind.test',
    name: 'Growth — EU',
    currency: 'EUR',
    merchants: [M.meta, M.google],
    rate: 0.1,
    issuedDaysAgo: 49,
  },
  {
    holder: 'owen.price@northwind.test',
    name: 'Owen — Meta',
    currency: 'USD',
    merchants: [M.meta],
    rate: 0.24,
    issuedDaysAgo: 72,
  },
  {
    holder: 'owen.price@northwind.test',
    name: 'Owen — TikTok',
    currency: 'USD',
    merchants: [M.tiktok],
    rate: 0.21,
    issuedDaysAgo: 72,
    frozen: 12,
  },
  {
    holder: 'lena.vogel@northwind.test',
    name: 'Lena — Meta',
    currency: 'USD',
    merchants: [M.meta],
    rate: 0.24,
    issuedDaysAgo: 60,
  },
  {
    holder: 'lena.vogel@northwind.test',
    name: 'Lena — Snap',
    currency: 'USD',
    merchants: [M.snap, M.twitter],
    rate: 0.14,
    issuedDaysAgo: 60,
  },
  {
    holder: 'ravi.mehta@northwind.test',
    name: 'Ravi — tools',
    currency: 'USD',
    merchants: [M.aws, M.figma, M.cloudflare],
    rate: 0.17,
    issuedDaysAgo: 55,
    limits: { perTransaction: '100.00' },
  },
  {
    holder: 'clara.jensen@northwind.test',
    name: 'Clara — Meta',
    currency: 'USD',
    merchants: [M.meta],
    rate: 0.21,
    issuedDaysAgo: 66,
    frozen: 20,
  },
];

/** Vantage Mobile is Google-restricted: its Google Ads attempts decline (merchant_restricted). */
export const VANTAGE_CARDS: CardPlan[] = [
  {
    holder: 'owner@vantage-mobile.test',
    name: 'Vantage — Google Ads',
    currency: 'USD',
    merchants: [M.google],
    rate: 0.17,
    issuedDaysAgo: 60,
  },
  {
    holder: 'owner@vantage-mobile.test',
    name: 'Vantage — Meta',
    currency: 'USD',
    merchants: [M.meta],
    rate: 0.35,
    issuedDaysAgo: 60,
    limits: { daily: '600.00' },
  },
  {
    holder: 'owner@vantage-mobile.test',
    name: 'Vantage — AppLovin',
    currency: 'USD',
    merchants: [M.applovin],
    rate: 0.28,
    issuedDaysAgo: 58,
  },
  {
    holder: 'owner@vantage-mobile.test',
    name: 'Vantage — Unity',
    currency: 'USD',
    merchants: [M.unity],
    rate: 0.21,
    issuedDaysAgo: 45,
  },
];

export interface SeededCard {
  id: number;
  issuerCardId: string;
  accountId: number;
  plan: CardPlan;
  issuedAt: Date;
}
