import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleId } from '@/src/contracts/access';
import { users } from '@/server/db/schema/index';
import { createSession } from '@/server/db/queries/sessions';
import { randomToken, sha256 } from '@/server/lib/secrets';
import { tokenSet } from '@/server/modules/auth/sessions';
import { fund, nextBin } from '@/server/modules/bin-sets/bin-sets.fixtures';
import { northwind, useCardKit, type CardKit } from '@/server/modules/card-issuer/card-test-kit';
import { addCompany } from '@/server/modules/team/team.fixtures';
import { transitOf } from '@/server/modules/transfers/money-fixtures';
import type { TestContext, TestResponse } from '@/server/test-support/context';
import { applicant, register } from '@/server/test-support/onboarding';
import { CORPUS } from './xss-registry';

// The driver of the stored-XSS field suites (xss-fields.*.attack.test.ts, one per domain): the world the
// cases write into, and the one loop that writes the corpus into each case's fields and reads it back.

/**
 * Writes `text` into the case's fields (one request), then answers what the API returns for each field. The
 * write's answer is passed on: some reads need the id it made.
 */
export interface PlainCase {
  fields: string[];
  /** Names unique per table: the payload with a suffix, so this case's writes do not meet another case's. */
  unique?: true;
  write(text: string): Promise<TestResponse>;
  read(written: TestResponse): Promise<unknown[]>;
}

/** Northwind funded (its USD BIN and transit accounts), a card of the owner's, and a token per role 1, 2, 4. */
export interface PlainFieldWorld {
  kit: CardKit;
  companyId: number;
  ownerId: number;
  buyerId: number;
  binSetId: number;
  cardId: number;
  /** Northwind's USD and EUR transit accounts. */
  usd: number;
  eur: number;
  call(
    role: RoleId,
    method: string,
    url: string,
    json?: unknown,
    headers?: Record<string, string>,
  ): Promise<TestResponse>;
  /** A GET's `data`, expecting a 200. */
  data(role: RoleId, url: string): Promise<TestResponse['body']>;
  token(role: RoleId): string;
}

/** The file's world, built in its beforeAll and filled in place (as useTestContext). */
export function usePlainFieldWorld(): PlainFieldWorld {
  const kit = useCardKit();
  const tokens = new Map<RoleId, string>();
  const call: PlainFieldWorld['call'] = (role, method, url, json, headers) =>
    kit.t.request(method, url, { token: tokens.get(role), json, headers });
  const w = {
    kit,
    call,
    token: (role: RoleId) => tokens.get(role)!,
    async data(role: RoleId, url: string) {
      const res = await call(role, 'GET', url);
      expect(res.status, `${url}: ${res.text}`).toBe(200);
      return res.body.data;
    },
  } as PlainFieldWorld;
  // One context per file (seeding hashes a password); on a loaded machine that can take minutes.
  beforeAll(async () => {
    const { t } = kit;
    for (const role of [1, 2, 4] as const) tokens.set(role, (await t.sessionFor(role)).accessToken);
    w.buyerId = (await t.userOf(4)).id;
    w.ownerId = (await t.userOf(2)).id;
    const nw = await northwind(t);
    w.companyId = nw.company.id;
    w.binSetId = nw.set.id;
    await fund(t, nw.account, '5000.00');
    w.usd = await transitOf(t, w.companyId, 'USD');
    w.eur = await transitOf(t, w.companyId, 'EUR');
    await fund(t, { id: w.usd, companyId: w.companyId, currency: 'USD' }, '5000.00');
    const issued = await call(2, 'POST', '/api/card/issue', {
      binSetId: w.binSetId,
      holderUserId: w.ownerId,
      name: 'XSS',
      count: 1,
    });
    expect(issued.status, issued.text).toBe(201);
    w.cardId = issued.body.data.cards[0].id;
  }, 180_000);
  return w;
}

/** Each case stores every corpus text it accepts as the very same text, and refuses the rest with a 400 or 422. */
export function attackPlainFields(cases: PlainCase[]) {
  describe('plain-text fields come back as the same text', () => {
    it.each(cases.map((c) => [c.fields.join(', '), c] as const))('%s', async (_, c) => {
      let stored = 0;
      for (const attack of CORPUS) {
        const text = c.unique ? `${attack} (edited)` : attack;
        const res = await c.write(text);
        if (res.status === 400 || res.status === 422) continue;
        expect(res.status, `${text}: ${res.text}`).toBeLessThan(300);
        expect(await c.read(res), text).toEqual(c.fields.map(() => text));
        stored += 1;
      }
      // A field that refuses every payload would prove nothing here.
      expect(stored).toBeGreaterThan(0);
    });
  });
}

/**
 * A new company's owner, registered and approved through the API, with a session made in the database
 * (setting a password would hash it: seconds per payload on a loaded machine). Their profile is not filled.
 */
export async function ownerSession(t: TestContext, staffToken: string) {
  const who = applicant('xss');
  const registered = await register(t, who);
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}: ${registered.text}`);
  const approved = await t.request('POST', `/api/company-invitation/${registered.body.data.userId}/approve`, {
    token: staffToken,
  });
  if (approved.status !== 200) throw new Error(`approve answered ${approved.status}: ${approved.text}`);
  const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, who.email));
  const refreshToken = randomToken();
  const sessionId = await createSession(t.db, {
    userId: owner!.id,
    refreshTokenHash: sha256(refreshToken),
    expiresAt: new Date(t.deps.now().getTime() + 86_400_000),
    ip: null,
    userAgent: 'xss-fields',
  });
  return tokenSet(t.deps.jwtKey, owner!.id, sessionId, refreshToken, t.config.ACCESS_TOKEN_TTL_SECONDS, t.deps.now());
}

/** Bodies and rows the field cases need besides the text under attack. */
export const fixtures = {
  /** A company outside any group, to lead a new one. */
  company: async (t: TestContext) => (await addCompany(t)).id,
  binSet: (name: string) => ({
    bin: nextBin(),
    name,
    currency: 'USD',
    providerId: 1,
    legalEntityId: null,
    cardIssuanceFee: '2',
    monthlyMaintenanceFee: '1.5',
  }),
};
