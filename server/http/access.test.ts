import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_RIGHTS, ROLE_IDS, type RoleId } from '../../src/contracts/access';
import { apiMessage } from '../../src/contracts/api-messages';
import { allEndpoints } from '../../src/contracts/registry';
import { createTestContext, type TestContext } from '../test-support/context';
import { describeEndpoint, minimalRequest } from '../test-support/contract-requests';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

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
        if (status === 401 && message === apiMessage.unauthenticated) wrong.push(`${said}: public endpoints never ask for a session`);
        if (status !== answers[0]!.status) wrong.push(`${said}: a public endpoint answers everyone alike (anonymous got ${answers[0]!.status})`);
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
      if (allowed && (status === 401 || (status === 403 && !lacksPermission))) wrong.push(`${said}: role is allowed (right ${spec.access})`);
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
