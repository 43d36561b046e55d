// Test support for the card suites: a real HTTP server in front of the app (the sandbox issuer delivers
// its webhooks over HTTP, as a real issuer does), signed deliveries, and a funded card to spend on.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { ISSUER_SIGNATURE_HEADER, type IssuerEvent } from '@/src/contracts/card-issuer';
import { ACCOUNT_TYPE, accounts, binSets, cards, companies, users } from '@/server/db/schema/index';
import { ledgerViolations } from '@/server/ledger/invariants';
import { signatureHeader } from '@/server/providers/card-issuer/webhook-signature';
import { createTestContext, type ContextOptions, type TestContext } from '@/server/test-support/context';
import { fund } from '@/server/modules/bin-sets/bin-sets.fixtures';

export interface CardKit<Name extends string = string> {
  t: TestContext<Name>;
  server: ServerType;
  close(): Promise<void>;
}

/** The app behind a listening port, with the sandbox delivering its webhooks to that port. */
export async function createCardKit<Name extends string = never>(
  options: ContextOptions<Name> = {},
): Promise<CardKit<Name>> {
  let app: TestContext['app'] | null = null;
  const server = serve({
    fetch: (req) => (app ? app.fetch(req) : new Response('starting', { status: 503 })),
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const t = await createTestContext({
    ...options,
    env: { CARD_ISSUER_WEBHOOK_URL: `http://127.0.0.1:${port}/api/card-issuer/webhook`, ...options.env },
  });
  app = t.app;
  return {
    t,
    server,
    async close() {
      await new Promise((r) => server.close(r));
      await t.close();
    },
  };
}

export interface CardKitOptions<Name extends string> extends ContextOptions<Name> {
  /** Expect the ledger sound (expectLedgerSound) after every test of the file, whatever the test did. */
  ledgerSoundAfterEach?: boolean;
}

/** The file's card kit, built in the file's first beforeAll and closed after its last test (as useTestContext). */
export function useCardKit<Name extends string = never>({
  ledgerSoundAfterEach,
  ...options
}: CardKitOptions<Name> = {}): CardKit<Name> {
  const kit = {} as CardKit<Name>;
  beforeAll(async () => {
    Object.assign(kit, await createCardKit(options));
  });
  if (ledgerSoundAfterEach) afterEach(() => expectLedgerSound(kit.t));
  // Absent when building the kit failed: that failure is the one to report.
  afterAll(() => kit.close?.());
  return kit;
}

let seq = 0;
export const uid = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${++seq}`;

/** Delivers an event signed with the webhook secret (or `secret`), at `now` (or `at`). */
export async function deliver(
  t: TestContext,
  event: IssuerEvent,
  options: { secret?: string; at?: Date; header?: string } = {},
) {
  const raw = JSON.stringify(event);
  const secret = options.secret ?? (await t.deps.cardIssuer()).webhookSecret;
  const header = options.header ?? signatureHeader(secret, raw, options.at ?? t.deps.now());
  return t.request('POST', '/api/card-issuer/webhook', {
    body: raw,
    headers: { 'content-type': 'application/json', [ISSUER_SIGNATURE_HEADER]: header },
  });
}

const staffTokens = new WeakMap<TestContext, Promise<string>>();

/** POST /api/sandbox/card-issuer/purchase as full-right staff (role 1), as `npm run simulate` signs in. */
export function sandboxPurchase(t: TestContext, body: Record<string, unknown>) {
  let token = staffTokens.get(t);
  if (!token) {
    token = t.sessionFor(1).then((set) => set.accessToken);
    staffTokens.set(t, token);
  }
  return token.then((accessToken) =>
    t.request('POST', '/api/sandbox/card-issuer/purchase', { token: accessToken, json: body }),
  );
}

export const merchant = (name = 'Amazon Web Services') => ({ name, category: '5734', country: 'US' });

export function authorizationEvent(
  issuerCardId: string,
  amount: number,
  options: { transactionId?: string; merchant?: string; currency?: string } = {},
): IssuerEvent {
  return {
    id: uid('evt'),
    type: 'authorization.request',
    created: new Date().toISOString(),
    data: {
      cardId: issuerCardId,
      transactionId: options.transactionId ?? uid('txn'),
      amount,
      currency: options.currency ?? 'USD',
      merchant: merchant(options.merchant),
    },
  };
}

export async function northwind(t: TestContext) {
  const [company] = await t.db.select().from(companies).where(eq(companies.name, 'Northwind Media'));
  const [set] = await t.db.select().from(binSets).where(eq(binSets.currency, 'USD'));
  const [account] = await t.db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.companyId, company!.id),
        eq(accounts.binSetId, set!.id),
        eq(accounts.type, ACCOUNT_TYPE.bin),
        isNull(accounts.closedAt),
      ),
    );
  return { company: company!, set: set!, account: account! };
}

/** Northwind with `usd` on its USD BIN account and 500.00 on its EUR one, for tests that count both currencies. */
export async function northwindInTwoCurrencies(t: TestContext, usd: string) {
  const nw = await northwind(t);
  await fund(t, nw.account, usd);
  const [eurSet] = await t.db.select().from(binSets).where(eq(binSets.currency, 'EUR'));
  const [eurAccount] = await t.db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.companyId, nw.company.id),
        eq(accounts.binSetId, eurSet!.id),
        eq(accounts.type, ACCOUNT_TYPE.bin),
      ),
    );
  await fund(t, eurAccount!, '500.00');
  return { nw, eurSetId: eurSet!.id };
}

/** northwindInTwoCurrencies for the whole file, after the kit's beforeAll; filled in place (as useCardKit). */
export function useNorthwindInTwoCurrencies(kit: CardKit, usd: string) {
  const funded = {} as Awaited<ReturnType<typeof northwindInTwoCurrencies>>;
  beforeAll(async () => {
    Object.assign(funded, await northwindInTwoCurrencies(kit.t, usd));
  });
  return funded;
}

export async function accountNow(t: TestContext, id: number) {
  const [row] = await t.db.select().from(accounts).where(eq(accounts.id, id));
  return row!;
}

export async function userByEmail(t: TestContext, email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row!;
}

/** Issues a card through the API as `role` (owner by default) and answers it with its issuer id. */
export async function issueCard(t: TestContext, body: Record<string, unknown>, role: 2 | 3 | 4 = 2) {
  const { accessToken } = await t.sessionFor(role);
  const res = await t.request('POST', '/api/card/issue', {
    token: accessToken,
    json: { name: 'Test card', count: 1, ...body },
  });
  expect(res.status, res.text).toBe(201);
  const card = res.body.data.cards[0] as { id: number; last4: string; currency: string };
  const [row] = await t.db.select({ issuerCardId: cards.issuerCardId }).from(cards).where(eq(cards.id, card.id));
  return { ...card, issuerCardId: row!.issuerCardId, all: res.body.data.cards as { id: number }[] };
}

/** A funded Northwind USD BIN account and a card on it. */
export async function fundedCard(t: TestContext, amount = '1000.00', body: Record<string, unknown> = {}) {
  const nw = await northwind(t);
  await fund(t, nw.account, amount);
  const owner = await t.userOf(2);
  const card = await issueCard(t, { binSetId: nw.set.id, holderUserId: owner.id, ...body });
  return { ...nw, card };
}

export async function expectLedgerSound(t: TestContext) {
  expect(await ledgerViolations(t.db)).toEqual({ unbalanced: [], overdrawn: [], cacheDrift: [] });
}
