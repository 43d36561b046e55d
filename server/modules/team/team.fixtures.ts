// Test data for the team and groups suites: each test makes the people it relies on, so the demo seed
// can grow without breaking them.
import { createSession } from '@/server/db/queries/sessions';
import { companies, users } from '@/server/db/schema/index';
import { randomToken, sha256 } from '@/server/lib/secrets';
import type { TestContext } from '@/server/test-support/context';
import { tokenSet } from '@/server/modules/auth/sessions';

let n = 0;
const unique = (label: string) => `${label}${++n}${Date.now().toString(36)}`.toLowerCase();

export async function addCompany(t: TestContext, name = unique('Company ')) {
  const [row] = await t.db
    .insert(companies)
    .values({ name, referralHash: randomToken(12).slice(0, 16) })
    .returning();
  return row!;
}

export interface NewUser {
  companyId: number | null;
  role: number;
  teamLeadId?: number | null;
  teamName?: string | null;
  status?: number;
  firstName?: string | null;
  lastName?: string | null;
  email?: string;
  passwordHash?: string | null;
  permissions?: string[];
}

export async function addUser(t: TestContext, input: NewUser) {
  const label = unique(`r${input.role}`);
  const [row] = await t.db
    .insert(users)
    .values({
      firstName: label,
      lastName: 'Tester',
      passwordHash: 'not-a-real-hash',
      email: `${label}@team.test`,
      ...input,
    })
    .returning();
  return row!;
}

/** A signed-in session of any user, made in the database as context.sessionFor does for demo users. */
export async function tokenOf(t: TestContext, userId: number): Promise<string> {
  const refreshToken = randomToken();
  const sessionId = await createSession(t.db, {
    userId,
    refreshTokenHash: sha256(refreshToken),
    expiresAt: new Date(Date.now() + 86_400_000),
    ip: null,
    userAgent: 'team-tests',
  });
  return (
    await tokenSet(t.deps.jwtKey, userId, sessionId, refreshToken, t.config.ACCESS_TOKEN_TTL_SECONDS, t.deps.now())
  ).accessToken;
}

/** A company with an owner, two team leads with a buyer each, and a buyer without a team. */
export async function addTeamCompany(t: TestContext) {
  const company = await addCompany(t);
  const companyId = company.id;
  const owner = await addUser(t, { companyId, role: 2 });
  const leadA = await addUser(t, { companyId, role: 3, teamName: 'Alpha' });
  const leadB = await addUser(t, { companyId, role: 3, teamName: null });
  const buyerA = await addUser(t, { companyId, role: 4, teamLeadId: leadA.id, teamName: 'Alpha' });
  const buyerB = await addUser(t, { companyId, role: 4, teamLeadId: leadB.id });
  const loner = await addUser(t, { companyId, role: 4 });
  return { company, owner, leadA, leadB, buyerA, buyerB, loner };
}
