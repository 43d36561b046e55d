import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ACTION_RIGHTS,
  can,
  ROLE_IDS,
  userActRefusal,
  type ActionRight,
  type RoleId,
  type UserAct,
  type UserActRefusal,
} from '@/src/contracts/access';
import { apiMessage } from '@/src/contracts/api-messages';
import type { EndpointSpec } from '@/src/contracts/endpoint';
import { allEndpoints } from '@/src/contracts/registry';
import { users } from '@/server/db/schema/index';
import { reachesUser } from '@/server/lib/tenancy';
import { DEMO_USERS } from '@/server/seed/demo-users';
import { useTestContext } from '@/server/test-support/use-test-context';
import { describeEndpoint, minimalRequest } from '@/server/test-support/contract-requests';
import type { AuthContext } from './context';

const t = useTestContext();

type Caller = 'anonymous' | RoleId;
const CALLERS: Caller[] = ['anonymous', ...ROLE_IDS];
const NOT_MOUNTED = apiMessage.routeNotFound('', '').split(':')[0]!;

/**
 * The access table of contracts/access.ts against the running app: every endpoint of the registry (so
 * endpoints added later are covered without touching this file), called by an anonymous caller and by
 * each role with a fresh session and the least a client could send. Input errors (422) count as "let in".
 */
describe('every endpoint answers every caller as the access table says', () => {
  it.each(allEndpoints.map((spec) => [describeEndpoint(spec), spec] as const))('%s', async (_, spec) => {
    const { method, url, json } = minimalRequest(spec);
    const answers: { caller: Caller; status: number; message: string | undefined }[] = [];
    for (const caller of CALLERS) {
      const token = caller === 'anonymous' ? undefined : (await t.sessionFor(caller)).accessToken;
      const res = await t.request(method, url, { token, json });
      answers.push({ caller, status: res.status, message: res.body?.message });
    }

    const wrong: string[] = [];
    for (const { caller, status, message } of answers) {
      const said = `${caller} got ${status}${message ? ` (${message})` : ''}`;
      if (status >= 500) wrong.push(`${said}: server error`);
      if (status === 404 && message?.startsWith(NOT_MOUNTED)) wrong.push(`${said}: the endpoint is not mounted`);
      if (spec.access === 'public') {
        // A public endpoint may turn down the credentials it is sent (a used hash), never the caller.
        if (status === 403) wrong.push(`${said}: public endpoints never refuse with 403`);
        if (status === 401 && message === apiMessage.unauthenticated)
          wrong.push(`${said}: public endpoints never ask for a session`);
        if (status !== answers[0]!.status)
          wrong.push(`${said}: a public endpoint answers everyone alike (anonymous got ${answers[0]!.status})`);
        continue;
      }
      if (caller === 'anonymous') {
        if (status !== 401) wrong.push(`${said}: expected 401`);
        continue;
      }
      const allowed = (ACTION_RIGHTS[spec.access] as readonly number[]).includes(caller);
      if (!allowed && status !== 403) wrong.push(`${said}: expected 403 (right ${spec.access})`);
      // A per-user permission (see_balance, top_up, transfer_funds, admin_withdrawal) narrows an allowed
      // role further: that refusal says so with its own message (server/modules/balances/balance-access.ts).
      const lacksPermission = status === 403 && message === apiMessage.permissionMissing;
      if (allowed && (status === 401 || (status === 403 && !lacksPermission)))
        wrong.push(`${said}: role is allowed (right ${spec.access})`);
    }
    expect(wrong).toEqual([]);
  });

  it('walks a registry that is not empty and names a known right for every endpoint', () => {
    expect(allEndpoints.length).toBeGreaterThan(5);
    for (const spec of allEndpoints) {
      expect(spec.access === 'public' || spec.access in ACTION_RIGHTS, describeEndpoint(spec)).toBe(true);
    }
  });
});

/**
 * "This actor may act on this target" (contracts/access.ts userActRefusal) for every endpoint that takes a
 * user id, in the path or as `userId` in the body: each role allowed the endpoint acts on itself and on a
 * fresh user of every role placed as the demo user of that role is (same company, same team lead). The
 * answer is 404 when the caller does not reach the target, the rule's refusal when it refuses, and
 * otherwise anything but a refusal or a server error. Fresh targets keep the demo users untouched.
 */
describe('every endpoint that takes a user id answers as the act rule says', () => {
  interface UserIdCase {
    act: UserAct;
    /** The right the body needs when it is narrower than the endpoint's (a PATCH of rights fields). */
    right?: ActionRight;
    body?: (target: TargetUser) => unknown;
    /** The endpoint serves only some users (team leads, client users): 404 for the others is its own answer. */
    narrowsTargets?: boolean;
  }
  type TargetUser = typeof users.$inferSelect;
  const CASES: Record<string, UserIdCase[]> = {
    'GET /user/{id}': [{ act: 'view' }],
    'PATCH /user/{id}': [
      { act: 'edit', body: () => ({ firstName: 'Renamed' }) },
      { act: 'rights', right: 'user.editRights', body: (u) => ({ canSeeBalance: !u.canSeeBalance }) },
    ],
    'DELETE /user/{id}': [{ act: 'rights' }],
    'POST /user/{id}/block': [{ act: 'rights' }],
    'POST /user/{id}/unblock': [{ act: 'rights' }],
    'POST /user/{id}/reset-session': [{ act: 'rights' }],
    'GET /user/{id}/teamMembers': [{ act: 'view', narrowsTargets: true }],
    'GET /user/{id}/today-spend': [{ act: 'view' }],
    'GET /user/{id}/spend-limits': [{ act: 'view' }],
    'PUT /user/{id}/spend-limits': [{ act: 'spendLimits', body: () => ({ limits: [] }) }],
    'POST /backoffice/user/block': [{ act: 'rights', narrowsTargets: true }],
    'POST /backoffice/user/unblock': [{ act: 'rights', narrowsTargets: true }],
    'POST /backoffice/user/reset-session': [{ act: 'rights', narrowsTargets: true }],
  };
  const takesUserId = (spec: EndpointSpec) =>
    /\/user\/\{id\}/.test(spec.path) || (spec.body instanceof z.ZodObject && 'userId' in spec.body.shape);
  const userIdEndpoints = allEndpoints.filter(takesUserId);
  const RULE_MESSAGES = [apiMessage.notOnYourself, apiMessage.notOnOwner, apiMessage.notAboveYou];
  const EXPECTED: Record<UserActRefusal, number> = { self: 422, owner: 422, authority: 403 };

  it('knows the act of every endpoint that takes a user id', () => {
    expect(userIdEndpoints.length).toBeGreaterThanOrEqual(11);
    expect(userIdEndpoints.map(describeEndpoint).filter((name) => !CASES[name])).toEqual([]);
  });

  it.each(userIdEndpoints.map((spec) => [describeEndpoint(spec), spec] as const))('%s', async (name, spec) => {
    const demo = await t.db
      .select()
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_USERS.map((u) => u.email),
        ),
      );
    const demoOf = (role: RoleId) => demo.find((u) => u.role === role)!;
    const wrong: string[] = [];
    for (const testCase of CASES[name]!) {
      for (const actorRole of ROLE_IDS) {
        if (!can(actorRole, spec.access as ActionRight) || (testCase.right && !can(actorRole, testCase.right)))
          continue;
        const actor = demoOf(actorRole);
        const token = (await t.sessionFor(actorRole)).accessToken;
        const targets: (TargetUser & { label: string })[] = [{ ...actor, label: 'themself' }];
        for (const role of ROLE_IDS) {
          const like = demoOf(role);
          const [clone] = await t.db
            .insert(users)
            .values({
              role,
              companyId: like.companyId,
              teamLeadId: like.teamLeadId,
              email: `act-${name.replace(/\W+/g, '-')}-${actorRole}-${role}-${testCase.act}@rule.test`,
              passwordHash: like.passwordHash,
              firstName: 'Target',
              lastName: 'User',
            })
            .returning();
          targets.push({ ...clone!, label: `a user of role ${role}` });
        }
        for (const target of targets) {
          const path = `/api${spec.path.replace('{id}', String(target.id))}`;
          const json = spec.path.includes('{id}') ? testCase.body?.(target) : { userId: target.id };
          const res = await t.request(spec.method.toUpperCase(), path, {
            token,
            json: spec.body ? (json ?? {}) : undefined,
          });
          const said = `role ${actorRole} ${testCase.act} on ${target.label}: ${res.status} ${res.body?.message ?? ''}`;
          const reached = reachesUser(
            { userId: actor.id, role: actorRole, companyId: actor.companyId } as AuthContext,
            target,
          );
          const refusal = userActRefusal({ id: actor.id, role: actorRole }, target, testCase.act);
          if (res.status >= 500) wrong.push(`${said}: server error`);
          else if (!reached) {
            if (res.status !== 404) wrong.push(`${said}: expected 404 (out of reach)`);
          } else if (refusal) {
            if (res.status !== EXPECTED[refusal] && !(testCase.narrowsTargets && res.status === 404))
              wrong.push(`${said}: expected ${EXPECTED[refusal]} (${refusal})`);
          } else if (
            RULE_MESSAGES.includes(res.body?.message) ||
            res.status === 403 ||
            (res.status === 404 && !testCase.narrowsTargets)
          ) {
            wrong.push(`${said}: the rule lets this one in`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
