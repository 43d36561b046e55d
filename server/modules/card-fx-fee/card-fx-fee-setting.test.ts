import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, type RoleId } from '@/src/contracts/access';
import { auditLog } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';

/**
 * Issue 19 item 3's setting as the settings page uses it: roles 1, 5, 6 read the card FX fee, roles 1 and 6
 * change it, every change is audit-logged with the percent before and after, and a bad percent changes nothing.
 */
const t = useTestContext();
const tokens = new Map<RoleId, string>();
beforeAll(async () => {
  for (const role of ROLE_IDS) tokens.set(role, (await t.sessionFor(role)).accessToken);
});

const PATH = '/api/backoffice/settings/card-fx-fee';
const read = (role: RoleId = 1) => t.request('GET', PATH, { token: tokens.get(role) });
const change = (percent: unknown, role: RoleId = 1) =>
  t.request('PATCH', PATH, { token: tokens.get(role), json: { percent } });
const logged = () =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'settings.cardFxFee'), eq(auditLog.entityType, 'setting')))
    .orderBy(auditLog.id);

describe('the card FX fee setting', () => {
  it('is read by roles 1, 5, 6 and changed by 1 and 6 only', async () => {
    for (const role of ROLE_IDS) {
      expect((await read(role)).status, `read as ${role}`).toBe([1, 5, 6].includes(role) ? 200 : 403);
    }
    const before = (await read()).body.data.percent as string;
    for (const role of [2, 3, 4, 5, 7, 8] as RoleId[]) {
      expect((await change('9.99', role)).status, `change as ${role}`).toBe(403);
    }
    expect((await read()).body.data.percent).toBe(before);
  });

  it('logs each change with the percent before and after, and an unchanged save logs nothing', async () => {
    const start = (await logged()).length;
    const before = (await read()).body.data.percent as string;
    const next = before === '3.25' ? '3.50' : '3.25';
    const res = await change(next, 6);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.setting).toMatchObject({ percent: next, updatedBy: { id: (await t.userOf(6)).id } });
    let rows = await logged();
    expect(rows).toHaveLength(start + 1);
    expect(rows.at(-1)).toMatchObject({
      actorRole: 6,
      before: { percent: before },
      after: { percent: next },
      companyId: null,
    });
    expect((await change(next.replace(/0$/, ''), 1)).status).toBe(200);
    rows = await logged();
    expect(rows).toHaveLength(start + 1);
  });

  it('refuses a bad percent naming the field, and changes nothing', async () => {
    const before = (await read()).body.data;
    const count = (await logged()).length;
    for (const bad of ['abc', '100.01', '-1', '1.234', '2\u0000', '', null, '1e2', ' ', 'x'.repeat(5000)]) {
      const res = await change(bad);
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toContain('percent');
    }
    expect((await read()).body.data).toEqual(before);
    expect(await logged()).toHaveLength(count);
  });

  it('fifty identical changes at once log one change', async () => {
    const current = (await read()).body.data.percent as string;
    const next = current === '4.75' ? '4.50' : '4.75';
    const count = (await logged()).length;
    const answers = await Promise.all(Array.from({ length: 50 }, () => change(next)));
    expect(answers.map((a) => a.status).every((s) => s === 200)).toBe(true);
    expect(await logged()).toHaveLength(count + 1);
    expect((await read()).body.data.percent).toBe(next);
  });
});
