import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntry, type AuditEntry } from '@/src/contracts/audit';
import { allEndpoints } from '@/src/contracts/registry';
import { auditLog, companies, legalEntities } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';
import { approvedOwner } from '@/server/test-support/onboarding';

const t = useTestContext({ tokens: { senior: 6 } });
let seniorId: number;
beforeAll(async () => {
  seniorId = (await t.userOf(6)).id;
});

const companyId = async (name: string) => (await t.db.select().from(companies).where(eq(companies.name, name)))[0]!.id;
const log = async (id: number, query = '') => {
  const res = await t.request('GET', `/api/backoffice/company/${id}/audit-log${query}`, { token: t.tokens.senior });
  expect(res.status, res.text).toBe(200);
  return res.body.data as { meta: { totalCount: number }; records: AuditEntry[] };
};

describe('the audit log', () => {
  it('records who changed what, before and after, from where; the newest first', async () => {
    const id = await companyId('Orchid Growth');
    const ip = '203.0.113.45';
    await t.request('PATCH', `/api/company/update/${id}`, {
      token: t.tokens.senior,
      ip,
      json: { name: 'Orchid Growth', segment: 3, conversionFee: '0.90' },
    });
    await t.request('POST', '/api/company/block', { token: t.tokens.senior, ip, json: { companyId: id } });

    const { records, meta } = await log(id);
    expect(meta.totalCount).toBe(2);
    for (const record of records) auditEntry.parse(record);
    expect(records.map((r) => r.action.value)).toEqual(['company.block', 'company.update']);
    const [block, update] = records;
    // Only what changed: the name stayed as it was.
    expect(update).toMatchObject({
      action: { description: 'Company changed' },
      entityType: 'company',
      entityId: id,
      actor: { id: seniorId, email: 'senior@demo.test', role: 6 },
      before: { segment: 2, conversionFee: '1.75' },
      after: { segment: 3, conversionFee: '0.90' },
      ip,
    });
    expect(Object.keys(update!.after!)).toEqual(['segment', 'conversionFee']);
    expect(block).toMatchObject({
      before: { isBlocked: false },
      after: { isBlocked: true },
      ip,
      actor: { id: seniorId },
    });
    expect(block!.createdAt.timestamp).toBeGreaterThanOrEqual(update!.createdAt.timestamp);
  });

  it('pages, and shows the seeded history of Northwind', async () => {
    const northwind = await companyId('Northwind Media');
    const first = await log(northwind, '?perPage=2');
    expect(first.meta.totalCount).toBeGreaterThanOrEqual(5);
    expect(first.records).toHaveLength(2);
    expect(first.records[0]).toMatchObject({
      action: { value: 'user.invite' },
      actor: { email: 'owner@demo.test', role: 2 },
    });
    const second = await log(northwind, '?perPage=2&page=2');
    expect(second.records[0]!.id).not.toBe(first.records[1]!.id);
  });

  it('records the company an approved invitation creates, with its first legal entity', async () => {
    const staff = (await t.sessionFor(5)).accessToken;
    const { companyId: made } = await approvedOwner(t, staff);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, made));
    const [first] = await t.db.select().from(legalEntities).orderBy(legalEntities.id).limit(1);
    expect(company!.legalEntityId).toBe(first!.id);
    const { records } = await log(made);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      action: { value: 'company.create' },
      entityId: made,
      actor: { email: 'admin@demo.test', role: 5 },
    });
  });

  it('names the people, companies and scales its fields hold by id, and only those', async () => {
    const { companyId: made, email } = await approvedOwner(t, t.tokens.senior);
    const legal = await t.db.select().from(legalEntities).orderBy(legalEntities.id);
    const other = legal.find((row) => row.id !== legal[0]!.id) ?? legal[0]!;
    await t.request('PATCH', `/api/company/update/${made}`, {
      token: t.tokens.senior,
      json: { legalEntityId: other.id },
    });
    const [create, update] = [...(await log(made)).records].reverse();
    const ownerId = create!.after!.ownerId as number;
    // The owner has no name yet: the e-mail stands in for it.
    expect(create!.names).toEqual({ [`user:${ownerId}`]: email });
    if (other.id !== legal[0]!.id) {
      expect(update!.names).toEqual({
        [`legalEntity:${legal[0]!.id}`]: legal[0]!.name,
        [`legalEntity:${other.id}`]: other.name,
      });
    }
  });

  it('answers 404 for an unknown company', async () => {
    expect(
      (await t.request('GET', '/api/backoffice/company/999999/audit-log', { token: t.tokens.senior })).status,
    ).toBe(404);
  });

  it('cannot be changed or deleted, not even by a direct database statement', async () => {
    const [row] = await t.db.select().from(auditLog).limit(1);
    await expect(
      t.db.update(auditLog).set({ action: 'company.accept' }).where(eq(auditLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await t.db.select().from(auditLog).where(eq(auditLog.id, row!.id)))[0]).toEqual(row);
  });

  it('has no endpoint that could change it: the only audit endpoint reads', () => {
    const touching = allEndpoints.filter((spec) => /audit/i.test(spec.path));
    expect(touching.length).toBeGreaterThan(0);
    expect(touching.every((spec) => spec.method === 'get' && !spec.body)).toBe(true);
  });
});
