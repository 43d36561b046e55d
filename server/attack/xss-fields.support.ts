import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema/index';
import { createSession } from '@/server/db/queries/sessions';
import { randomToken, sha256 } from '@/server/lib/secrets';
import { tokenSet } from '@/server/modules/auth/sessions';
import { nextBin } from '@/server/modules/bin-sets/bin-sets.fixtures';
import { addCompany } from '@/server/modules/team/team.fixtures';
import type { TestContext } from '@/server/test-support/context';
import { applicant, register } from '@/server/test-support/onboarding';

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
