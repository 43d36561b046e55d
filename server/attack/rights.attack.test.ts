import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { auditLog, users } from '@/server/db/schema/index';
import { addTeamCompany, addUser, tokenOf } from '@/server/modules/team/team.fixtures';
import { northwindId, transitOf } from '@/server/modules/transfers/money-fixtures';
import { useTestContext } from '@/server/test-support/use-test-context';

/**
 * Rights a user could give themself or take from someone above them (issue 17, defect 2): the requests of
 * the attacker's review, then the same attempt against every endpoint that takes a user id. Each refusal
 * leaves the user's row and the audit log as they were.
 */
const t = useTestContext();

const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const auditCount = async (id: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, id)))
  ).length;
const patch = (token: string, id: number, json: unknown) => t.request('PATCH', `/api/user/${id}`, { token, json });

describe('the review’s requests', () => {
  it('role 6 cannot grant itself admin_withdrawal, and its withdrawal stays refused', async () => {
    const senior = await t.userOf(6);
    const token = (await t.sessionFor(6)).accessToken;
    const before = await rowOf(senior.id);
    const res = await patch(token, senior.id, { permissions: ['admin_withdrawal'] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ permissions: [apiMessage.notOnYourself] });
    expect(await rowOf(senior.id)).toEqual(before);

    const northwind = await northwindId(t);
    const usd = await transitOf(t, northwind, 'USD');
    const withdrawal = await t.request('POST', '/api/backoffice/company/withdrawal', {
      token,
      json: { companyId: northwind, accountId: usd, amount: '1' },
    });
    expect(withdrawal.status).toBe(403);
    expect(withdrawal.body.message).toBe(apiMessage.permissionMissing);
  });

  it('role 6 cannot empty role 1’s permissions; role 5 cannot rename role 1', async () => {
    const superAdmin = await t.userOf(1);
    const before = await rowOf(superAdmin.id);
    const audits = await auditCount(superAdmin.id);
    const emptied = await patch((await t.sessionFor(6)).accessToken, superAdmin.id, { permissions: [] });
    expect(emptied.status).toBe(403);
    expect(emptied.body.message).toBe(apiMessage.notAboveYou);
    const renamed = await patch((await t.sessionFor(5)).accessToken, superAdmin.id, { firstName: 'Owned' });
    expect(renamed.status).toBe(403);
    expect(renamed.body.message).toBe(apiMessage.notAboveYou);
    expect(await rowOf(superAdmin.id)).toEqual(before);
    expect(await auditCount(superAdmin.id)).toBe(audits);
  });

  it('staff of equal authority do not edit each other: role 6 on role 6, role 1 on role 1', async () => {
    const otherSenior = await addUser(t, { companyId: null, role: 6 });
    const otherSuper = await addUser(t, { companyId: null, role: 1, permissions: ['admin_withdrawal'] });
    expect((await patch((await t.sessionFor(6)).accessToken, otherSenior.id, { firstName: 'X' })).status).toBe(403);
    expect((await patch((await t.sessionFor(5)).accessToken, otherSenior.id, { firstName: 'X' })).status).toBe(403);
    expect((await patch((await t.sessionFor(1)).accessToken, otherSuper.id, { permissions: [] })).status).toBe(403);
    expect((await rowOf(otherSuper.id)).permissions).toEqual(['admin_withdrawal']);
    expect((await rowOf(otherSenior.id)).firstName).toBe(otherSenior.firstName);
  });

  it('admin_withdrawal is granted and revoked by role 1 only, and the grant is in the audit log', async () => {
    const co = await addTeamCompany(t);
    const owner = await tokenOf(t, co.owner.id);
    const byOwner = await patch(owner, co.buyerA.id, { permissions: ['admin_withdrawal'] });
    expect(byOwner.status).toBe(403);
    expect(byOwner.body.errors).toEqual({ permissions: [apiMessage.permissionGrantedBy('admin_withdrawal')] });
    expect((await rowOf(co.buyerA.id)).permissions).toEqual([]);

    const staff = await addUser(t, { companyId: null, role: 6 });
    const bySenior = await patch((await t.sessionFor(6)).accessToken, co.buyerA.id, {
      permissions: ['admin_withdrawal'],
    });
    expect(bySenior.status).toBe(403);
    const granted = await patch((await t.sessionFor(1)).accessToken, staff.id, { permissions: ['admin_withdrawal'] });
    expect(granted.status).toBe(200);
    expect((await rowOf(staff.id)).permissions).toEqual(['admin_withdrawal']);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.update'), eq(auditLog.entityId, staff.id)));
    expect(entry).toMatchObject({
      actorRole: 1,
      before: { permissions: [] },
      after: { permissions: ['admin_withdrawal'] },
    });

    // The owner keeps what role 1 granted when it saves the user's other rights, and cannot take it away.
    await t.db
      .update(users)
      .set({ permissions: ['admin_withdrawal'] })
      .where(eq(users.id, co.buyerB.id));
    expect((await patch(owner, co.buyerB.id, { permissions: ['admin_withdrawal', 'card_issue'] })).status).toBe(200);
    expect((await patch(owner, co.buyerB.id, { permissions: ['card_issue'] })).status).toBe(403);
    expect((await rowOf(co.buyerB.id)).permissions.sort()).toEqual(['admin_withdrawal', 'card_issue']);
  });

  it('the owner changes neither their own rights nor their own block state, but may rename themself', async () => {
    const co = await addTeamCompany(t);
    const owner = await tokenOf(t, co.owner.id);
    const before = await rowOf(co.owner.id);
    for (const body of [
      { permissions: ['card_issue', 'admin_withdrawal'] },
      { canSeeBalance: !before.canSeeBalance },
    ]) {
      expect((await patch(owner, co.owner.id, body)).status).toBe(422);
    }
    for (const action of ['block', 'unblock', 'reset-session'])
      expect((await t.request('POST', `/api/user/${co.owner.id}/${action}`, { token: owner })).status).toBe(422);
    expect((await t.request('DELETE', `/api/user/${co.owner.id}`, { token: owner })).status).toBe(422);
    expect(await rowOf(co.owner.id)).toEqual(before);
    expect((await patch(owner, co.owner.id, { firstName: 'Alexandra' })).status).toBe(200);
  });
});

describe('the same attempt at every endpoint that takes a user id', () => {
  it('a lead and an owner of another company get 404 for every user-id endpoint; nothing changes', async () => {
    const victim = await addTeamCompany(t);
    const attacker = await addTeamCompany(t);
    const ids = [victim.owner.id, victim.leadA.id, victim.buyerA.id];
    const before = await t.db.select().from(users).where(inArray(users.id, ids));
    for (const token of [await tokenOf(t, attacker.owner.id), await tokenOf(t, attacker.leadA.id)]) {
      for (const id of ids) {
        const calls = [
          t.request('GET', `/api/user/${id}`, { token }),
          patch(token, id, { firstName: 'Hijacked' }),
          patch(token, id, { permissions: ['card_issue'] }),
          t.request('DELETE', `/api/user/${id}`, { token }),
          t.request('POST', `/api/user/${id}/block`, { token }),
          t.request('POST', `/api/user/${id}/unblock`, { token }),
          t.request('POST', `/api/user/${id}/reset-session`, { token }),
          t.request('GET', `/api/user/${id}/teamMembers`, { token }),
          t.request('GET', `/api/user/${id}/today-spend`, { token }),
        ];
        for (const res of await Promise.all(calls)) expect([403, 404]).toContain(res.status);
      }
    }
    expect(await t.db.select().from(users).where(inArray(users.id, ids))).toEqual(before);
  });

  it('staff cannot pause, activate or sign out a staff user through the backoffice endpoints', async () => {
    const superAdmin = await t.userOf(1);
    for (const role of [5, 6] as const) {
      const token = (await t.sessionFor(role)).accessToken;
      for (const action of ['block', 'unblock', 'reset-session']) {
        const res = await t.request('POST', `/api/backoffice/user/${action}`, {
          token,
          json: { userId: superAdmin.id },
        });
        expect([403, 404]).toContain(res.status);
      }
    }
    expect((await rowOf(superAdmin.id)).status).toBe(2);
  });

  it('hostile ids: far, zero, negative, NUL and huge answer 4xx, never 500', async () => {
    const token = (await t.sessionFor(6)).accessToken;
    for (const id of ['0', '-1', '2147483648', '99999999999999999999', '1%00', '1e3', 'x'.repeat(5000)]) {
      for (const [method, suffix] of [
        ['GET', ''],
        ['PATCH', ''],
        ['DELETE', ''],
        ['POST', '/block'],
        ['GET', '/today-spend'],
      ] as const) {
        const res = await t.request(method, `/api/user/${id}${suffix}`, {
          token,
          json: method === 'PATCH' ? { firstName: 'x' } : undefined,
        });
        expect(res.status, `${method} ${id}${suffix}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${id}${suffix}`).toBeLessThan(500);
      }
    }
    const nul = await patch(token, (await addTeamCompany(t)).buyerA.id, { firstName: 'a\u0000b' });
    expect(nul.status).toBeLessThan(500);
  });

  it('50 parallel self-grants by role 6 all fail and leave the permissions as they were', async () => {
    const senior = await t.userOf(6);
    const token = (await t.sessionFor(6)).accessToken;
    const before = (await rowOf(senior.id)).permissions;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => patch(token, senior.id, { permissions: ['admin_withdrawal', 'top_up'] })),
    );
    expect(answers.every((res) => res.status === 422)).toBe(true);
    expect((await rowOf(senior.id)).permissions).toEqual(before);
  });
});
