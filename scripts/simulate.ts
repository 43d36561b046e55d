/**
 * `npm run simulate [-- <portal URL>] [--interval <ms>]` — live purchases for a running portal, so a
 * person trying it sees balances, card payments, charts and decline rates move.
 *
 * It asks the portal's sandbox issuer (POST /api/sandbox/card-issuer/purchase, present only while the
 * built-in sandbox is the card issuer and NODE_ENV is not production) to make each purchase; the sandbox
 * then sends the portal its signed webhooks over HTTP exactly as a real issuer would: the authorization
 * request, and later the settlement, reversal or refund. With each purchase a few simulated browsers send
 * page hits to POST /api/analytics/events, as the PWA does, so the analytics page moves too. Ctrl-C stops it.
 *
 * The sandbox's controls need full-right staff: it signs in as SIMULATE_EMAIL / SIMULATE_PASSWORD (the demo
 * main administrator by default) and signs in again when the access token expires. Against a portal run
 * with SANDBOX_OPEN=true it needs no sign-in and goes on without one when signing in fails.
 */
import type { ResponseOf } from '@/src/contracts/endpoint';
import type { sandboxCards, sandboxPurchase } from '@/src/contracts/card-issuer';
import type { TokenSet } from '@/src/contracts/auth';
import type { AnalyticsBatch } from '@/src/contracts/analytics';
import type { AutoTopUpRuleView } from '@/src/contracts/auto-top-up';
import { DEMO_PASSWORD, DEMO_USERS } from '@/server/seed/demo-users';

type SandboxCard = ResponseOf<typeof sandboxCards>[number];
type Purchase = ResponseOf<typeof sandboxPurchase>;
/** One event of a batch, as POST /api/analytics/events takes it. */
type AnalyticsEvent = AnalyticsBatch['events'][number];

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const intervalMs = Number(flag('--interval') ?? 1500);
const base = (args[0] ?? 'http://localhost:3000').replace(/\/+$/, '');

interface Merchant {
  name: string;
  category: string;
  country: string;
  min: number;
  max: number;
  weight: number;
  /** The merchant's currency when it charges in one of its own, whatever the card's. */
  currency?: 'EUR';
}

const MERCHANTS: Merchant[] = [
  { name: 'Meta Ads', category: '7311', country: 'IE', min: 20, max: 300, weight: 8 },
  { name: 'Google Ads', category: '7311', country: 'IE', min: 20, max: 250, weight: 5 },
  { name: 'TikTok Ads', category: '7311', country: 'SG', min: 15, max: 200, weight: 4 },
  { name: 'X Corp (Twitter Ads)', category: '7311', country: 'US', min: 15, max: 120, weight: 1 },
  { name: 'Amazon Web Services', category: '4816', country: 'US', min: 10, max: 90, weight: 2 },
  { name: 'Figma', category: '5734', country: 'US', min: 15, max: 45, weight: 1 },
  { name: 'Shopify', category: '5734', country: 'CA', min: 29, max: 99, weight: 1 },
  // Merchants that charge in euros: on a dollar card the settlement is converted and carries the card FX fee.
  { name: 'Booking.com', category: '4722', country: 'NL', min: 40, max: 260, weight: 2, currency: 'EUR' },
  { name: 'Zalando', category: '5651', country: 'DE', min: 25, max: 140, weight: 1, currency: 'EUR' },
];
const totalWeight = MERCHANTS.reduce((s, m) => s + m.weight, 0);

function pickMerchant() {
  let r = Math.random() * totalWeight;
  for (const m of MERCHANTS) if ((r -= m.weight) < 0) return m;
  return MERCHANTS[0]!;
}

/** What happens after an approval, roughly as card traffic goes. */
function pickOutcome(): 'settle' | 'hold' | 'reverse' | 'refund' {
  const r = Math.random();
  return r < 0.78 ? 'settle' : r < 0.88 ? 'hold' : r < 0.95 ? 'reverse' : 'refund';
}

const staffEmail = process.env.SIMULATE_EMAIL ?? DEMO_USERS.find((u) => u.role === 1)!.email;
const staffPassword = process.env.SIMULATE_PASSWORD ?? DEMO_PASSWORD;
let accessToken: string | null = null;

/** Signs in as staff; without a session the calls still work on a portal run with SANDBOX_OPEN=true. */
async function signIn() {
  accessToken = null;
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: staffEmail, password: staffPassword }),
  });
  if (res.ok) accessToken = ((await res.json()) as { data: TokenSet }).data.accessToken;
  else
    console.error(
      `Signing in as ${staffEmail} answered ${res.status}; going on without a session (works with SANDBOX_OPEN=true)`,
    );
}

async function api<T>(method: string, path: string, body?: unknown, retried = false): Promise<T> {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // An access token lives minutes; the simulation runs for hours.
  if (res.status === 401 && accessToken && !retried) {
    await signIn();
    return api<T>(method, path, body, true);
  }
  const text = await res.text();
  if (!res.ok) {
    let message = text.slice(0, 200);
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? message;
    } catch {
      // not JSON
    }
    throw new Error(`${method} ${path} → ${res.status}: ${message}`);
  }
  return (JSON.parse(text) as { data: T }).data;
}

let cards: SandboxCard[] = [];
let cardsAt = 0;
async function refreshCards() {
  if (Date.now() - cardsAt < 60_000 && cards.length) return;
  cards = await api<SandboxCard[]>('GET', '/sandbox/card-issuer/cards');
  cardsAt = Date.now();
}

const stats = { approved: 0, declined: 0, failed: 0, byReason: new Map<string, number>() };
let stopping = false;
const stop = () => {
  if (stopping) process.exit(130);
  stopping = true;
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const time = () => new Date().toISOString().slice(11, 19);

const PAGES = [
  '/dashboard',
  '/wallet',
  '/wallet/card/$cardId',
  '/bank',
  '/team',
  '/top-up',
  '/news',
  '/login',
  '/registration',
];
const BROWSERS = Array.from({ length: 12 }, (_, i) => ({
  clientId: `simulated-browser-${i}`,
  device: { standalone: i % 3 === 0, mobile: i % 2 === 0 },
}));
let hitsSent = 0;

/** One simulated browser's visit: a few page hits (route templates, as the PWA sends them). */
async function visit() {
  const browser = BROWSERS[Math.floor(Math.random() * BROWSERS.length)]!;
  let referrer: string | null = null;
  const events: AnalyticsEvent[] = Array.from({ length: 1 + Math.floor(Math.random() * 4) }, (): AnalyticsEvent => {
    const name = PAGES[Math.floor(Math.random() * PAGES.length)]!;
    const hit: AnalyticsEvent = {
      id: crypto.randomUUID(),
      type: 'hit',
      name,
      referrer,
      durationMs: Math.floor(Math.random() * 90_000),
      at: new Date().toISOString(),
    };
    referrer = name;
    return hit;
  });
  if (events.some((e) => e.name === '/registration'))
    events.push({
      id: crypto.randomUUID(),
      type: 'event',
      name: 'registration-step-1',
      referrer: '/registration',
      durationMs: null,
      at: new Date().toISOString(),
    });
  const answer = await api<{ stored: number }>('POST', '/analytics/events', {
    clientId: browser.clientId,
    device: browser.device,
    events,
  });
  hitsSent += answer.stored;
}

/** Refills already printed, by outcome id; the first look at a company only remembers what was there. */
const seenRefills = new Set<number>();
const lookedAt = new Set<number>();

/**
 * The auto top-up rules of the purchase's company (issue 23), read as staff: each refill, failure or
 * capped crossing since the last look is printed, so purchases draining a BIN account show its refills.
 */
async function showRefills(companyId: number) {
  const rules = await api<AutoTopUpRuleView[]>('GET', `/backoffice/company/${companyId}/auto-top-up/rules`).catch(
    () => [] as AutoTopUpRuleView[],
  );
  const first = !lookedAt.has(companyId);
  lookedAt.add(companyId);
  for (const rule of rules)
    for (const refill of [...rule.recent].reverse()) {
      if (seenRefills.has(refill.id)) continue;
      seenRefills.add(refill.id);
      if (first || refill.outcome === 'not_needed') continue;
      const what =
        refill.outcome === 'refilled'
          ? `moved ${refill.amount} ${rule.fromAccount.currency} from ${rule.fromAccount.name}, ` +
            `${refill.credited} ${rule.binAccount.currency} arrived`
          : `${refill.outcome.toUpperCase()}: ${refill.error ?? ''}`;
      console.log(`${time()}  AUTO TOP-UP ${rule.binAccount.name} (rule #${rule.id}): ${what}`);
    }
}

async function once() {
  await visit();
  await refreshCards();
  // Mostly active cards; now and then a frozen or closed one, which the issuer declines.
  const active = cards.filter((c) => c.status === 'active');
  const pool = Math.random() < 0.04 ? cards.filter((c) => c.status !== 'active') : active;
  if (pool.length === 0) throw new Error('The portal has no cards to spend on: issue one in the wallet first');
  const card = pool[Math.floor(Math.random() * pool.length)]!;
  const merchant = pickMerchant();
  // One in twelve is a big buy that limits or funds may stop.
  const major = merchant.min + Math.random() * (merchant.max - merchant.min) * (Math.random() < 1 / 12 ? 8 : 1);
  const amount = major.toFixed(2);
  const then = pickOutcome();
  const settleAmount = then === 'settle' && Math.random() < 0.1 ? (major * 0.95).toFixed(2) : undefined;
  const result = await api<Purchase>('POST', '/sandbox/card-issuer/purchase', {
    cardId: card.id,
    amount,
    merchant: { name: merchant.name, category: merchant.category, country: merchant.country },
    then,
    ...(settleAmount && { settleAmount }),
    ...(merchant.currency && { merchantCurrency: merchant.currency }),
  });
  const company = card.companyName.padEnd(18).slice(0, 18);
  const who = `${company} •••• ${card.last4} ${card.holderName.padEnd(16).slice(0, 16)}`;
  const what = `${merchant.name.padEnd(22).slice(0, 22)} ${amount.padStart(9)} ${merchant.currency ?? card.currency}`;
  if (result.decision.approved) {
    stats.approved++;
    const after =
      then === 'settle'
        ? settleAmount
          ? `settled ${settleAmount}`
          : 'settled'
        : then === 'hold'
          ? 'held (pending)'
          : then === 'reverse'
            ? 'reversed'
            : 'settled, refunded';
    console.log(`${time()}  ${who}  ${what}  approved → ${after}`);
  } else {
    stats.declined++;
    const reason = result.decision.reason ?? 'declined';
    stats.byReason.set(reason, (stats.byReason.get(reason) ?? 0) + 1);
    console.log(`${time()}  ${who}  ${what}  DECLINED (${reason})`);
  }
  await showRefills(card.companyId);
}

await signIn();
console.log(
  `Simulating card purchases on ${base} every ~${intervalMs} ms through the sandbox issuer's signed webhooks. ` +
    `Ctrl-C stops.`,
);
while (!stopping) {
  try {
    await once();
  } catch (error) {
    stats.failed++;
    console.error(`${time()}  ${(error as Error).message}`);
    if (stats.failed > 5 && stats.approved + stats.declined === 0) {
      console.error(
        'Is the portal running with the sandbox card issuer (no CARD_ISSUER_URL) and NODE_ENV other than production?',
      );
      process.exit(1);
    }
  }
  await new Promise((r) => setTimeout(r, intervalMs * (0.5 + Math.random())));
}
const total = stats.approved + stats.declined;
console.log(
  `\n${total} purchases: ${stats.approved} approved, ${stats.declined} declined` +
    (total ? ` (decline rate ${((stats.declined / total) * 100).toFixed(1)}%)` : '') +
    (stats.byReason.size ? `; ${[...stats.byReason].map(([r, n]) => `${r} ${n}`).join(', ')}` : '') +
    (stats.failed ? `; ${stats.failed} failed` : '') +
    `; ${hitsSent} page hits and events sent`,
);
