import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupDetail } from '@/src/contracts/groups';
import { apiMessage } from '@/src/contracts/api-messages';
import { auditLog, companies } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';
import { addCompany } from '@/server/modules/team/team.fixtures';

const t = useTestContext({ tokens: { staff: 6 } });

let n = 0;
const groupName = () => `Group ${++n} ${Date.now().toString(36)}`;
const call = (method: string, path: string, json?: unknown, token = t.tokens.staff) =>
  t.request(method, `/api/backoffice/group${path}`, { token, json });
const create = (json: Record<string, unknown>) => call('POST', '', { name: groupName(), ...json });
const groupIdOf = async (companyId: number) =>
  (await t.db.select({ g: companies.groupId }).from(companies).where(eq(companies.id, companyId)))[0]!.g;
const groupAudit = (groupId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'group'), eq(auditLog.entityId, groupId)));

describe('creating and reading groups', () => {
  it('creates a group with its lead among the members; list and detail show lead and count', async () => {
    const [lead, a, b] = [await addCompany(t), await addCompany(t), await addCompany(t)];
    const name = groupName();
    const res = await call('POST', '', { name, leadCompanyId: lead.id, companyIds: [a.id, b.id, lead.id] });
    expect(res.status).toBe(201);
    const group = groupDetail.parse(res.body.data);
    expect(group).toMatchObject({
      name,
      leadCompany: { id: lead.id, name: lead.name, uuid: lead.uuid },
      companiesCount: 3,
    });
    expect(group.companies.map((m) => [m.id, m.isGroupLead]).sort()).toEqual(
      [
        [lead.id, true],
        [a.id, false],
        [b.id, false],
      ].sort(),
    );
    expect(group.companies[0]).toMatchObject({
      status: { value: 1, description: 'Under review' },
      segment: { value: 1 },
    });

    const list = await call('GET', `?search=${encodeURIComponent(name.toUpperCase())}`);
    expect(list.body.data).toEqual({
      meta: { page: 1, perPage: 15, pagesCount: 1, totalCount: 1 },
      records: [expect.objectContaining({ id: group.id, companiesCount: 3 })],
    });
    expect((await call('GET', `/${group.id}`)).body.data).toEqual(res.body.data);
    const entries = await groupAudit(group.id);
    expect(entries.map((e) => [e.action, e.companyId]).sort()).toEqual(
      [lead.id, a.id, b.id].map((id) => ['group.create', id]).sort(),
    );
  });

  it('shows isGroupLead and leadCompany on the company page and in the companies list', async () => {
    const [lead, member] = [await addCompany(t), await addCompany(t)];
    const group = (await create({ leadCompanyId: lead.id, companyIds: [member.id] })).body.data;
    const page = (id: number) => t.request('GET', `/api/backoffice/company/${id}`, { token: t.tokens.staff });
    expect((await page(lead.id)).body.data).toMatchObject({
      isGroupLead: true,
      leadCompany: { id: lead.id, name: lead.name, uuid: lead.uuid },
    });
    expect((await page(member.id)).body.data).toMatchObject({ isGroupLead: false, leadCompany: { id: lead.id } });
    const list = await t.request('GET', `/api/company?groupId=${group.id}&perPage=50`, { token: t.tokens.staff });
    expect(
      list.body.data.records
        .map((r: { id: number; isGroupLead: boolean; leadCompanyId: number }) => [r.id, r.isGroupLead, r.leadCompanyId])
        .sort(),
    ).toEqual(
      [
        [lead.id, true, lead.id],
        [member.id, false, lead.id],
      ].sort(),
    );
    // Another lead: both follow.
    await call('PATCH', `/${group.id}`, { leadCompanyId: member.id });
    expect((await page(lead.id)).body.data).toMatchObject({ isGroupLead: false, leadCompany: { id: member.id } });
    expect((await page(member.id)).body.data).toMatchObject({ isGroupLead: true });
  });

  it('refuses a taken name, an unknown company, another group’s company (422 naming it), creates nothing', async () => {
    const [lead, free] = [await addCompany(t), await addCompany(t)];
    const first = (await create({ leadCompanyId: lead.id })).body.data;
    const taken = await call('POST', '', { name: first.name.toUpperCase(), leadCompanyId: free.id });
    expect(taken.body.errors).toEqual({ name: [apiMessage.groupNameTaken] });
    const unknown = await create({ leadCompanyId: free.id, companyIds: [999999] });
    expect(unknown.body.errors).toEqual({ companyIds: [apiMessage.companyUnknown(999999)] });
    const unknownLead = await create({ leadCompanyId: 999998 });
    expect(unknownLead.body.errors).toEqual({ leadCompanyId: [apiMessage.companyUnknown(999998)] });
    const leadTaken = await create({ leadCompanyId: lead.id });
    expect(leadTaken.body.errors).toEqual({ leadCompanyId: [apiMessage.companyInOtherGroup(lead.name)] });
    const memberTaken = await create({ leadCompanyId: free.id, companyIds: [lead.id] });
    expect(memberTaken.status).toBe(422);
    expect(memberTaken.body.errors).toEqual({ companyIds: [apiMessage.companyInOtherGroup(lead.name)] });
    expect(await groupIdOf(free.id)).toBeNull();
  });

  it('is for roles 1, 5 and 6 only', async () => {
    expect((await call('GET', '', undefined, (await t.sessionFor(5)).accessToken)).status).toBe(200);
    expect((await call('GET', '', undefined, (await t.sessionFor(8)).accessToken)).status).toBe(403);
    expect((await call('GET', '', undefined, (await t.sessionFor(2)).accessToken)).status).toBe(403);
    expect((await call('GET', '/999999')).status).toBe(404);
  });
});

describe('changing groups', () => {
  it('renames and changes the lead, which must be a member', async () => {
    const [lead, member, outsider] = [await addCompany(t), await addCompany(t), await addCompany(t)];
    const group = (await create({ leadCompanyId: lead.id, companyIds: [member.id] })).body.data;
    const notMember = await call('PATCH', `/${group.id}`, { leadCompanyId: outsider.id });
    expect(notMember.body.errors).toEqual({ leadCompanyId: [apiMessage.leadNotMember] });
    const name = groupName();
    const res = await call('PATCH', `/${group.id}`, { name, leadCompanyId: member.id });
    expect(res.body.data).toMatchObject({ name, leadCompany: { id: member.id } });
    const updates = (await groupAudit(group.id)).filter((e) => e.action === 'group.update');
    expect(updates.map((e) => e.companyId).sort()).toEqual([lead.id, member.id].sort());
    expect(updates[0]).toMatchObject({
      before: { name: group.name, leadCompanyId: lead.id },
      after: { name, leadCompanyId: member.id },
    });
    expect((await call('PATCH', '/999999', { name: groupName() })).status).toBe(404);
  });

  it('adds companies (one already in the group is left as it is) and refuses one of another group', async () => {
    const [lead, a, b, elsewhere] = [
      await addCompany(t),
      await addCompany(t),
      await addCompany(t),
      await addCompany(t),
    ];
    const group = (await create({ leadCompanyId: lead.id, companyIds: [a.id] })).body.data;
    await create({ leadCompanyId: elsewhere.id });
    const res = await call('POST', `/${group.id}/companies`, { companyIds: [a.id, b.id] });
    expect(res.status).toBe(200);
    expect(res.body.data.companiesCount).toBe(3);
    const adds = (await groupAudit(group.id)).filter((e) => e.action === 'group.addCompany');
    expect(adds.map((e) => e.companyId)).toEqual([b.id]);
    const refused = await call('POST', `/${group.id}/companies`, { companyIds: [elsewhere.id] });
    expect(refused.body.errors).toEqual({ companyIds: [apiMessage.companyInOtherGroup(elsewhere.name)] });
  });

  it('lets exactly one of two concurrent requests put the same company in a group', async () => {
    const [leadA, leadB, contested] = [await addCompany(t), await addCompany(t), await addCompany(t)];
    const groupA = (await create({ leadCompanyId: leadA.id })).body.data;
    const groupB = (await create({ leadCompanyId: leadB.id })).body.data;
    const answers = await Promise.all([
      call('POST', `/${groupA.id}/companies`, { companyIds: [contested.id] }),
      call('POST', `/${groupB.id}/companies`, { companyIds: [contested.id] }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    const winner = answers[0]!.status === 200 ? groupA.id : groupB.id;
    expect(await groupIdOf(contested.id)).toBe(winner);
    // The same race through creating two groups.
    const [x, y, shared] = [await addCompany(t), await addCompany(t), await addCompany(t)];
    const created = await Promise.all([
      create({ leadCompanyId: x.id, companyIds: [shared.id] }),
      create({ leadCompanyId: y.id, companyIds: [shared.id] }),
    ]);
    expect(created.map((r) => r.status).sort()).toEqual([201, 422]);
  });

  it('removes the lead last: first another lead; the last member leaves an empty group without a lead', async () => {
    const [lead, member] = [await addCompany(t), await addCompany(t)];
    const group = (await create({ leadCompanyId: lead.id, companyIds: [member.id] })).body.data;
    const early = await call('DELETE', `/${group.id}/companies/${lead.id}`);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(apiMessage.leadGoesLast);
    expect((await call('DELETE', `/${group.id}/companies/999999`)).status).toBe(404);
    const removed = await call('DELETE', `/${group.id}/companies/${member.id}`);
    expect(removed.body.data).toMatchObject({ companiesCount: 1, leadCompany: { id: lead.id } });
    expect(await groupIdOf(member.id)).toBeNull();
    const last = await call('DELETE', `/${group.id}/companies/${lead.id}`);
    expect(last.body.data).toMatchObject({ companiesCount: 0, leadCompany: null, companies: [] });
    const removals = (await groupAudit(group.id)).filter((e) => e.action === 'group.removeCompany');
    expect(removals.map((e) => e.companyId)).toEqual([member.id, lead.id]);
    // Companies added back: the first one leads.
    const back = await call('POST', `/${group.id}/companies`, { companyIds: [member.id] });
    expect(back.body.data).toMatchObject({ leadCompany: { id: member.id }, companiesCount: 1 });
  });

  it('deletes a group: its companies become ungrouped, each with an audit record', async () => {
    const [lead, member] = [await addCompany(t), await addCompany(t)];
    const group = (await create({ leadCompanyId: lead.id, companyIds: [member.id] })).body.data;
    const res = await call('DELETE', `/${group.id}`);
    expect(res.body.data).toEqual({ message: apiMessage.groupDeleted });
    expect(await groupIdOf(lead.id)).toBeNull();
    expect(await groupIdOf(member.id)).toBeNull();
    expect((await call('GET', `/${group.id}`)).status).toBe(404);
    const deletes = (await groupAudit(group.id)).filter((e) => e.action === 'group.delete');
    expect(deletes.map((e) => e.companyId).sort()).toEqual([lead.id, member.id].sort());
    expect((await call('DELETE', `/${group.id}`)).status).toBe(404);
  });
});
