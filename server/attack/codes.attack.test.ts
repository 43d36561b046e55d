import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/index';
import { addCard } from '@/server/modules/card-analytics/card-analytics.fixtures';
import { codeLimits } from '@/server/modules/auth/auth.limits';
import { addTeamCompany, tokenOf } from '@/server/modules/team/team.fixtures';
import { DEMO_PASSWORD } from '@/server/seed/demo-users';
import { secretsOf } from '@/server/test-support/one-time-secrets';
import { useTestContext } from '@/server/test-support/use-test-context';

/**
 * One-time codes that pile up (issue 17, defect 3): one live code per purpose, a new one voids the ones
 * before it, a sign-in voids all, issuance and wrong guesses are limited per account and per IP.
 */
const t = useTestContext();

const email = 'buyer@demo.test';
const login = (form: Record<string, string>, ip?: string) =>
  t.request('POST', '/api/auth/login', { form: { email, password: DEMO_PASSWORD, ...form }, ip });

/** Asks for a sign-in code with the right password and reads it from the mail it sends. */
async function requestCode(ip?: string): Promise<string> {
  const sent = t.smtp.messages.length;
  const res = await login({}, ip);
  expect(res.status).toBe(422);
  const mail = await t.smtp.waitFor((m) => m.to.includes(email) && t.smtp.messages.indexOf(m) >= sent);
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

async function atTime<T>(at: Date, run: () => Promise<T>): Promise<T> {
  const realNow = t.deps.now;
  t.deps.now = () => at;
  try {
    return await run();
  } finally {
    t.deps.now = realNow;
  }
}

// Each test signs in many times (argon2 per password): generous on a loaded machine, and a timeout must not leave
// the shifted clock of atTime() behind for the next test.
describe('sign-in codes', { timeout: 180_000 }, () => {
  beforeAll(async () => {
    await t.db.update(users).set({ twoFA: true }).where(eq(users.email, email));
  });

  it('30 codes requested over time: only the last works, once; the 1st and the 15th are dead', async () => {
    const start = Date.now() + 86_400_000;
    const codes: string[] = [];
    for (let i = 0; i < 30; i++) {
      // Six minutes apart: each request is within the per-account issuance limit.
      codes.push(await atTime(new Date(start + i * 6 * 60_000), () => requestCode(`198.51.100.${i + 1}`)));
    }
    const end = new Date(start + 29 * 6 * 60_000 + 1000);
    await atTime(end, async () => {
      for (const old of [codes[0]!, codes[14]!].filter((code) => code !== codes[29])) {
        expect((await login({ code: old }, '203.0.113.7')).status).toBe(422);
      }
      expect((await login({ code: codes[29]! }, '203.0.113.7')).status).toBe(200);
      // A used code is dead.
      expect((await login({ code: codes[29]! }, '203.0.113.7')).status).toBe(422);
    });
  });

  it('a sign-in by a code voids the codes sent before it by other ways (generate-auth-code)', async () => {
    const at = new Date(Date.now() + 10 * 86_400_000);
    await atTime(at, async () => {
      const sent = t.smtp.messages.length;
      await t.request('POST', '/api/auth/generate-auth-code', { json: { email }, ip: '198.51.100.200' });
      const mail = await t.smtp.waitFor((m) => m.to.includes(email) && t.smtp.messages.indexOf(m) >= sent);
      const viaEndpoint = /\b(\d{6})\b/.exec(mail.text)![1]!;
      const viaLogin = await requestCode('198.51.100.201');
      expect((await login({ code: viaEndpoint }, '198.51.100.202')).status).toBe(422);
      expect((await login({ code: viaLogin }, '198.51.100.202')).status).toBe(200);
    });
  });

  it('limits issuance per account: the 4th code within five minutes is refused with 429', async () => {
    const at = new Date(Date.now() + 20 * 86_400_000);
    await atTime(at, async () => {
      for (let i = 0; i < 3; i++) await requestCode(`198.51.101.${i + 1}`);
      const fourth = await login({}, '198.51.101.9');
      expect(fourth.status).toBe(429);
      expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  });

  it('counts wrong codes per IP across accounts: six accounts, four guesses each, from one address', async () => {
    const at = new Date(Date.now() + 30 * 86_400_000);
    const [buyer] = await t.db.select().from(users).where(eq(users.email, email));
    const emails: string[] = [];
    for (let i = 0; i < 6; i++) {
      const address = `guess-${i}-${Date.now()}@codes.test`;
      await t.db.insert(users).values({
        email: address,
        role: 4,
        companyId: buyer!.companyId,
        passwordHash: buyer!.passwordHash,
        twoFA: true,
      });
      emails.push(address);
    }
    await atTime(at, async () => {
      const statuses: number[] = [];
      for (let round = 0; round < 4; round++) {
        for (const who of emails) {
          const res = await t.request('POST', '/api/auth/login', {
            form: { email: who, password: DEMO_PASSWORD, code: String(100000 + round) },
            ip: '203.0.113.99',
          });
          statuses.push(res.status);
        }
      }
      // No account passed its own five wrong codes: the refusals are the address's.
      expect(statuses.slice(0, 20).every((s) => s === 422)).toBe(true);
      expect(statuses.slice(20)).toContain(429);
      expect(statuses.at(-1)).toBe(429);
      // Another address is not held off.
      expect(
        (
          await t.request('POST', '/api/auth/login', {
            form: { email: emails[0]!, password: DEMO_PASSWORD, code: '123456' },
            ip: '203.0.113.100',
          })
        ).status,
      ).toBe(422);
    });
  });

  it('50 sign-ins with the same live code at once: exactly one session', async () => {
    const at = new Date(Date.now() + 40 * 86_400_000);
    await atTime(at, async () => {
      const code = await requestCode('198.51.102.1');
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login({ code }, `198.51.102.${i + 10}`)));
      expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
      expect(answers.every((res) => res.status < 500)).toBe(true);
    });
  });
});

describe('card-reveal codes', { timeout: 180_000 }, () => {
  /** An owner with a card of their own, signed in. */
  async function ownerWithCard() {
    const co = await addTeamCompany(t);
    const card = await addCard(t, { companyId: co.company.id, holderUserId: co.owner.id });
    return { userId: co.owner.id, token: await tokenOf(t, co.owner.id), cardId: card.id };
  }
  const askCode = (who: { token: string; cardId: number }, ip: string) =>
    t.request('POST', `/api/card/${who.cardId}/reveal-code`, { token: who.token, ip });
  const guess = (who: { token: string; cardId: number }, code: string, ip: string) =>
    t.request('POST', `/api/card/${who.cardId}/reveal`, { token: who.token, json: { code }, ip });
  const revealCodesOf = (userId: number) => secretsOf(t, userId, 'card-reveal');

  it('issuance is counted per IP across accounts: past the limit a fresh account is refused there only', async () => {
    const ip = '198.51.130.1';
    const perOwner = 4;
    const owners = [];
    for (let i = 0; i < codeLimits.revealPerIp.limit / perOwner; i++) owners.push(await ownerWithCard());
    for (const owner of owners) {
      for (let i = 0; i < perOwner; i++) expect((await askCode(owner, ip)).status).toBe(200);
    }
    const fresh = await ownerWithCard();
    const refused = await askCode(fresh, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(await revealCodesOf(fresh.userId)).toBe(0);
    expect((await askCode(fresh, '198.51.130.2')).status).toBe(200);
  });

  it('wrong codes are counted per IP across accounts: six accounts, four guesses each, from one address', async () => {
    const ip = '198.51.131.1';
    const owners = [];
    for (let i = 0; i < 6; i++) owners.push(await ownerWithCard());
    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      for (const owner of owners) statuses.push((await guess(owner, String(100000 + round), ip)).status);
    }
    // No account passed its own limit: the refusals are the address's.
    expect(statuses.slice(0, codeLimits.guessPerIp.limit).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(codeLimits.guessPerIp.limit).every((s) => s === 429)).toBe(true);
    expect((await guess(owners[0]!, '123456', '198.51.131.2')).status).toBe(422);
  });
});
