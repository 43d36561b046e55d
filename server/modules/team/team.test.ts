import { beforeAll, describe, expect, it } from 'vitest';
import { TEAM_LABEL, teamMember } from '@/src/contracts/team';
import { useTestContext } from '@/server/test-support/use-test-context';
import { addCompany, addTeamCompany, addUser, tokenOf } from './team.fixtures';

const t = useTestContext();
let co: Awaited<ReturnType<typeof addTeamCompany>>;
let other: Awaited<ReturnType<typeof addTeamCompany>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  co = await addTeamCompany(t);
  other = await addTeamCompany(t);
  for (const key of ['owner', 'leadA', 'leadB', 'buyerA', 'loner'] as const) tokens[key] = await tokenOf(t, co[key].id);
  tokens.staff = (await t.sessionFor(1)).accessToken;
});

const get = (as: string, path: string) => t.request('GET', `/api${path}`, { token: tokens[as] });
const ids = (list: { id: number }[]) => list.map((u) => u.id).sort((a, b) => a - b);
const sorted = (...list: number[]) => list.sort((a, b) => a - b);

describe('GET page/team/user-list', () => {
  it('gives an owner the whole company as team-member items by role, with the team labels of spec 3', async () => {
    const res = await get('owner', '/page/team/user-list?perPage=50');
    expect(res.status).toBe(200);
    const { data, meta } = res.body.data;
    expect(meta).toEqual({ page: 1, perPage: 50, pagesCount: 1, totalCount: 6 });
    const members = data.map((m: unknown) => teamMember.parse(m));
    expect(members.map((m: { role: { value: number } }) => m.role.value)).toEqual([2, 3, 3, 4, 4, 4]);
    const byId = new Map(members.map((m: { id: number }) => [m.id, m]));
    expect(byId.get(co.owner.id)).toMatchObject({ teamLabel: TEAM_LABEL.all, teamId: null });
    expect(byId.get(co.leadA.id)).toMatchObject({ teamLabel: 'Alpha', teamId: co.leadA.id });
    expect(byId.get(co.leadB.id)).toMatchObject({ teamLabel: TEAM_LABEL.noTeamName, teamId: co.leadB.id });
    expect(byId.get(co.buyerA.id)).toMatchObject({
      teamLabel: 'Alpha',
      teamId: co.leadA.id,
      cardsCount: 0,
      spend: [],
    });
    expect(byId.get(co.loner.id)).toMatchObject({
      teamLabel: TEAM_LABEL.noTeamLead,
      teamId: null,
      isInvitePending: false,
    });
  });

  it('filters by search, status, role and team, and pages', async () => {
    const paused = await addUser(t, {
      companyId: co.company.id,
      role: 4,
      status: 1,
      firstName: 'Zed',
      lastName: 'Quiet%',
      passwordHash: null,
    });
    const list = async (query: string) => (await get('owner', `/page/team/user-list?${query}`)).body.data;
    expect(ids((await list('search=zed QUIET')).data)).toEqual([paused.id]);
    expect(ids((await list(`search=${encodeURIComponent(paused.email.toUpperCase())}`)).data)).toEqual([paused.id]);
    // A % in the search is a character, not a wildcard.
    expect(ids((await list('search=%25')).data)).toEqual([paused.id]);
    const pausedOnly = (await list('status=1')).data;
    expect(ids(pausedOnly)).toEqual([paused.id]);
    expect(pausedOnly[0]).toMatchObject({ isInvitePending: true, status: { value: 1, description: 'Paused' } });
    expect(ids((await list('role=3')).data)).toEqual(sorted(co.leadA.id, co.leadB.id));
    expect(ids((await list(`teamId=${co.leadA.id}`)).data)).toEqual(sorted(co.leadA.id, co.buyerA.id));
    const page2 = await list('perPage=2&page=2');
    expect(page2.meta).toEqual({ page: 2, perPage: 2, pagesCount: 4, totalCount: 7 });
    expect(page2.data).toHaveLength(2);
  });

  it('gives a team lead only themself and their team, whatever the filter asks', async () => {
    const res = await get('leadA', '/page/team/user-list');
    expect(ids(res.body.data.data)).toEqual(sorted(co.leadA.id, co.buyerA.id));
    expect((await get('leadA', `/page/team/user-list?teamId=${co.leadB.id}`)).body.data.data).toEqual([]);
  });

  it('is refused to buyers and staff', async () => {
    expect((await get('buyerA', '/page/team/user-list')).status).toBe(403);
    expect((await get('staff', '/page/team/user-list')).status).toBe(403);
  });
});

describe('pickers and filters', () => {
  it('lists active buyers without a team lead', async () => {
    const res = await get('owner', '/page/team/user-without-team-list');
    expect(res.body.data.map((u: { id: number }) => u.id)).toContain(co.loner.id);
    expect(res.body.data.map((u: { id: number }) => u.id)).not.toContain(co.buyerA.id);
    expect(res.body.data.find((u: { id: number }) => u.id === co.loner.id)).toEqual({
      id: co.loner.id,
      name: `${co.loner.firstName} Tester`,
      email: co.loner.email,
    });
  });

  it('lists the users each role reaches in page/user/id-list', async () => {
    expect(ids((await get('leadA', '/page/user/id-list')).body.data)).toEqual(sorted(co.leadA.id, co.buyerA.id));
    expect(ids((await get('buyerA', '/page/user/id-list')).body.data)).toEqual([co.buyerA.id]);
    const all = ids((await get('owner', '/page/user/id-list')).body.data);
    expect(all).toEqual(expect.arrayContaining([co.owner.id, co.leadB.id, co.loner.id]));
    expect(all).not.toContain(other.owner.id);
  });

  it('names teams by their lead’s team name in page/team/id-list', async () => {
    const teams = (await get('owner', '/page/team/id-list')).body.data;
    expect(teams).toHaveLength(2);
    expect(teams).toEqual(
      expect.arrayContaining([
        { id: co.leadA.id, name: 'Alpha', number: 1 },
        { id: co.leadB.id, name: TEAM_LABEL.noTeamName, number: 1 },
      ]),
    );
    // Simple items (spec 3): number is the team's members, the lead not counted.
    const alpha = [{ id: co.leadA.id, name: 'Alpha', number: 1 }];
    expect((await get('leadA', '/page/team/id-list')).body.data).toEqual(alpha);
    expect((await get('buyerA', '/page/team/id-list')).body.data).toEqual(alpha);
    expect((await get('loner', '/page/team/id-list')).body.data).toEqual([]);
  });

  it('lists a team lead’s members, 404 for anyone else', async () => {
    expect(ids((await get('owner', `/user/${co.leadA.id}/teamMembers`)).body.data)).toEqual([co.buyerA.id]);
    expect(ids((await get('leadA', `/user/${co.leadA.id}/teamMembers`)).body.data)).toEqual([co.buyerA.id]);
    expect((await get('leadA', `/user/${co.leadB.id}/teamMembers`)).status).toBe(404);
    expect((await get('owner', `/user/${co.buyerA.id}/teamMembers`)).status).toBe(404);
    expect((await get('owner', `/user/${other.leadA.id}/teamMembers`)).status).toBe(404);
    expect((await get('owner', '/user/999999/teamMembers')).status).toBe(404);
  });

  it('offers active users the caller may issue a card to, matching the query, with their team label', async () => {
    const closed = await addUser(t, { companyId: co.company.id, role: 4, status: 0, firstName: 'Gone' });
    const owner = (await get('owner', '/user/users-for-issue-card')).body.data;
    expect(owner.map((u: { id: number }) => u.id)).toEqual(
      expect.arrayContaining([co.owner.id, co.leadA.id, co.loner.id]),
    );
    expect(owner.map((u: { id: number }) => u.id)).not.toContain(closed.id);
    expect(owner.find((u: { id: number }) => u.id === co.owner.id).teamLabel).toBe(TEAM_LABEL.all);
    expect(ids((await get('owner', `/user/users-for-issue-card?query=${co.leadA.firstName}`)).body.data)).toEqual([
      co.leadA.id,
    ]);
    expect(ids((await get('leadA', '/user/users-for-issue-card')).body.data)).toEqual(
      sorted(co.leadA.id, co.buyerA.id),
    );
    expect(ids((await get('buyerA', '/user/users-for-issue-card')).body.data)).toEqual([co.buyerA.id]);
  });

  it('answers at most 20 users', async () => {
    const company = await addCompany(t);
    const owner = await addUser(t, { companyId: company.id, role: 2 });
    for (let i = 0; i < 21; i++) await addUser(t, { companyId: company.id, role: 4 });
    tokens.big = await tokenOf(t, owner.id);
    expect((await get('big', '/user/users-for-issue-card')).body.data).toHaveLength(20);
  });
});

describe('reach', () => {
  it('keeps a team lead out of another team: GET, PATCH and block answer 404', async () => {
    for (const target of [co.buyerB.id, co.loner.id, co.leadB.id]) {
      expect((await get('leadA', `/user/${target}`)).status).toBe(404);
      expect(
        (await t.request('PATCH', `/api/user/${target}`, { token: tokens.leadA, json: { firstName: 'X' } })).status,
      ).toBe(404);
      expect((await t.request('POST', `/api/user/${target}/block`, { token: tokens.leadA })).status).toBe(404);
    }
    expect((await get('leadA', `/user/${co.buyerA.id}`)).status).toBe(200);
  });

  it('keeps an owner out of another company: every id answers 404', async () => {
    const target = other.buyerA.id;
    expect((await get('owner', `/user/${target}`)).status).toBe(404);
    expect(
      (await t.request('PATCH', `/api/user/${target}`, { token: tokens.owner, json: { firstName: 'X' } })).status,
    ).toBe(404);
    for (const action of ['block', 'unblock', 'reset-session']) {
      expect((await t.request('POST', `/api/user/${target}/${action}`, { token: tokens.owner })).status).toBe(404);
    }
    expect((await t.request('DELETE', `/api/user/${target}`, { token: tokens.owner })).status).toBe(404);
    expect((await t.request('DELETE', '/api/user/999999', { token: tokens.owner })).status).toBe(404);
  });

  it('lets a buyer reach only themself', async () => {
    expect((await get('buyerA', `/user/${co.buyerA.id}`)).status).toBe(200);
    expect((await get('buyerA', `/user/${co.leadA.id}`)).status).toBe(404);
    expect((await get('buyerA', `/user/${co.owner.id}`)).status).toBe(404);
  });
});

describe('the company page’s people (staff)', () => {
  it('lists a company’s team with the same filters, and its users and teams for filters', async () => {
    const res = await get('staff', `/backoffice/company/${co.company.id}/team?role=3`);
    expect(res.status).toBe(200);
    expect(ids(res.body.data.records)).toEqual(sorted(co.leadA.id, co.leadB.id));
    expect(res.body.data.meta.totalCount).toBe(2);
    const users = ids((await get('staff', `/backoffice/company/${co.company.id}/user/id-list`)).body.data);
    expect(users).toEqual(expect.arrayContaining([co.owner.id, co.buyerB.id]));
    expect(users).not.toContain(other.owner.id);
    expect(ids((await get('staff', `/backoffice/company/${co.company.id}/team/id-list`)).body.data)).toEqual(
      sorted(co.leadA.id, co.leadB.id),
    );
  });

  it('answers 404 for an unknown company', async () => {
    for (const path of ['team', 'user/id-list', 'team/id-list']) {
      expect((await get('staff', `/backoffice/company/999999/${path}`)).status).toBe(404);
    }
  });
});
