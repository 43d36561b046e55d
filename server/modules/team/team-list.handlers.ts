import { ROLE } from '@/src/contracts/access';
import { TEAM_LABEL, teamLabel, type teamEndpoints } from '@/src/contracts/team';
import {
  activeUsersMatching,
  buyersWithoutTeam,
  companyExists,
  listTeamMembers,
  membersOf,
  teamLeadsOf,
  usersInScope,
  type MemberFilter,
  type UserOptionRow,
} from '@/server/db/queries/team';
import { notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { userTarget } from '@/server/http/user-target';
import { thisMonthStart } from './card-figures';
import { scopeOf } from './scope';
import { toTeamMember, toUserOption } from './team-member';
import { pageMeta } from '@/server/db/paging';

type ListEndpoints = Pick<
  typeof teamEndpoints,
  | 'teamUserList'
  | 'usersWithoutTeam'
  | 'userIdList'
  | 'teamIdList'
  | 'teamMembersOf'
  | 'usersForIssueCard'
  | 'companyTeam'
  | 'companyUserIdList'
  | 'companyTeamIdList'
>;

/** The card-issue picker shows at most this many matches; typing more narrows it. */
const ISSUE_PICKER_LIMIT = 20;

/** A team as a simple item (spec 3): the lead's id, the team's name, its members. */
const teamOption = (lead: UserOptionRow & { membersCount: number }) => ({
  id: lead.id,
  name: lead.teamName || TEAM_LABEL.noTeamName,
  number: lead.membersCount,
});
/** A user as a simple item (spec 3): the name and their open cards, with the e-mail pickers search by. */
const userItem = (row: UserOptionRow & { cardsCount: number }) => ({ ...toUserOption(row), number: row.cardsCount });

/** An empty search box filters nothing. */
function memberFilter(query: MemberFilter): MemberFilter {
  return { ...query, search: query.search || undefined };
}

async function existingCompany(db: Parameters<typeof companyExists>[0], id: number) {
  if (!(await companyExists(db, id))) throw notFound();
  return id;
}

export const teamListHandlers: Handlers<ListEndpoints> = {
  async teamUserList({ auth, query, c }) {
    const { rows, totalCount } = await listTeamMembers(
      c.var.deps.db,
      scopeOf(auth),
      memberFilter(query),
      thisMonthStart(c),
    );
    return { data: rows.map(toTeamMember), meta: pageMeta(query, totalCount) };
  },

  async usersWithoutTeam({ auth, c }) {
    const { companyId } = scopeOf(auth);
    return (await buyersWithoutTeam(c.var.deps.db, companyId)).map(toUserOption);
  },

  async userIdList({ auth, c }) {
    return (await usersInScope(c.var.deps.db, scopeOf(auth))).map(userItem);
  },

  async teamIdList({ auth, c }) {
    const { db } = c.var.deps;
    const { companyId } = scopeOf(auth);
    // An owner filters by any team; a team lead has only their own; a buyer only the team they are in.
    if (auth.role === ROLE.owner) return (await teamLeadsOf(db, companyId)).map(teamOption);
    if (auth.role === ROLE.teamLead) return (await teamLeadsOf(db, companyId, auth.userId)).map(teamOption);
    if (auth.teamLeadId === null) return [];
    return (await teamLeadsOf(db, companyId, auth.teamLeadId)).map(teamOption);
  },

  async teamMembersOf({ auth, params, c }) {
    const { db } = c.var.deps;
    const lead = await userTarget(db, auth, params.id, 'view');
    if (lead.role !== ROLE.teamLead) throw notFound();
    return (await membersOf(db, lead.id)).map(toUserOption);
  },

  async usersForIssueCard({ auth, query, c }) {
    const rows = await activeUsersMatching(c.var.deps.db, scopeOf(auth), query.query || undefined, ISSUE_PICKER_LIMIT);
    return rows.map((row) => ({ ...toUserOption(row), teamLabel: teamLabel(row) }));
  },

  async companyTeam({ params, query, c }) {
    const { db } = c.var.deps;
    const companyId = await existingCompany(db, params.id);
    const { rows, totalCount } = await listTeamMembers(
      db,
      { kind: 'company', companyId },
      memberFilter(query),
      thisMonthStart(c),
    );
    return { records: rows.map(toTeamMember), meta: pageMeta(query, totalCount) };
  },

  async companyUserIdList({ params, c }) {
    const { db } = c.var.deps;
    const companyId = await existingCompany(db, params.id);
    return (await usersInScope(db, { kind: 'company', companyId })).map(userItem);
  },

  async companyTeamIdList({ params, c }) {
    const { db } = c.var.deps;
    const companyId = await existingCompany(db, params.id);
    return (await teamLeadsOf(db, companyId)).map(teamOption);
  },
};
