import { z } from 'zod';
import { specDate } from './dates';
import { simpleItem } from './simple-item';
import { endpoint, idParam, MAX_ID, messageResponse, paged, pageQuery } from './endpoint';
import { shortText, text } from './fields';
import { validation } from './messages';
import { balanceCurrency, moneyAmount } from './payments';
import { email, EMAIL_MAX_LENGTH } from './validators';
import { personNameFields } from './person-name';

/**
 * A company's people as a team: the client's Team page (spec 2.2 team, user), the pickers and filters
 * that list users and teams, and the company page's team (spec 7 backoffice company team).
 */

/** Spec 3 "Team label of a user". */
export const TEAM_LABEL = { all: 'All', noTeamName: 'No team name', noTeamLead: 'Teamlead not specified' } as const;

export function teamLabel(user: { role: number; teamName: string | null }): string {
  if (user.role === 2) return TEAM_LABEL.all;
  if (user.teamName) return user.teamName;
  return user.role === 3 ? TEAM_LABEL.noTeamName : TEAM_LABEL.noTeamLead;
}

const option = z.object({ value: z.number(), description: z.string() });

/** Spec 3 "Team-member list item", with its spend and whether the invitation is still open. */
export const teamMember = z.object({
  id: z.number(),
  email: z.string(),
  ...personNameFields,
  teamName: z.string().nullable(),
  /** The team the user is in: the team lead's id (a team lead's own id), null for none. */
  teamId: z.number().nullable(),
  teamLabel: z.string(),
  cardsCount: z.number(),
  /** Card spend this month per currency of the cards (never converted), by currency; empty without spend. */
  spend: z.array(z.object({ amount: z.string(), currencyCode: z.string() })),
  status: option,
  role: option,
  /** Invited but has not set a password yet. */
  isInvitePending: z.boolean(),
  createdAt: specDate,
});
export type TeamMember = z.infer<typeof teamMember>;

const positiveId = z.coerce
  .number({ error: validation.integer })
  .int(validation.integer)
  .positive(validation.notValid)
  .max(MAX_ID, validation.notValid);
const status = z.coerce
  .number()
  .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: validation.notValid }));
const memberRole = z.coerce
  .number()
  .pipe(z.union([z.literal(2), z.literal(3), z.literal(4)], { error: validation.notValid }));

export const teamMemberQuery = z.object({
  /** Part of the e-mail or the name. */
  search: shortText(255).optional(),
  status: status.optional(),
  role: memberRole.optional(),
  /** Members of one team lead's team (the lead included). */
  teamId: positiveId.optional(),
  ...pageQuery,
});
export type TeamMemberQuery = z.input<typeof teamMemberQuery>;

const pageMeta = z.object({ page: z.number(), perPage: z.number(), pagesCount: z.number(), totalCount: z.number() });

export const teamUserList = endpoint({
  method: 'get',
  path: '/page/team/user-list',
  access: 'team.view',
  summary: "The caller's team: an owner sees the whole company, a team lead their own team (spec: data.data)",
  query: teamMemberQuery,
  response: z.object({ data: z.array(teamMember), meta: pageMeta }),
});

export const userOption = z.object({ id: z.number(), name: z.string(), email: z.string() });
export type UserOption = z.infer<typeof userOption>;
/** A user as a simple item: the name, and how many open cards they hold; with the e-mail pickers search by. */
export const userItem = simpleItem.extend({ email: z.string() });

export const usersWithoutTeam = endpoint({
  method: 'get',
  path: '/page/team/user-without-team-list',
  access: 'team.view',
  summary: 'Active buyers of the company who have no team lead yet',
  response: z.array(userOption),
});

export const userIdList = endpoint({
  method: 'get',
  path: '/page/user/id-list',
  access: 'team.pickers',
  summary: 'Users the caller reaches, as options for filters',
  response: z.array(userItem),
});

/** A team as a simple item: its lead's id, the team's name, and how many members it has (the lead not counted). */
export const teamOption = simpleItem;

export const teamIdList = endpoint({
  method: 'get',
  path: '/page/team/id-list',
  access: 'team.pickers',
  summary: "Teams of the caller's company (a team lead: their own), as options for filters",
  response: z.array(teamOption),
});

export const teamMembersOf = endpoint({
  method: 'get',
  path: '/user/{id}/teamMembers',
  access: 'team.view',
  summary: "The members of a team lead's team",
  params: idParam,
  response: z.array(userOption),
});

export const usersForIssueCard = endpoint({
  method: 'get',
  path: '/user/users-for-issue-card',
  access: 'team.pickers',
  summary: 'Active users the caller may issue a card to, matching the query (up to 20)',
  query: z.object({ query: shortText(255).optional() }),
  response: z.array(userOption.extend({ teamLabel: z.string() })),
});

export const inviteForm = z.object({
  email: email().pipe(text().max(EMAIL_MAX_LENGTH, validation.maxLength(EMAIL_MAX_LENGTH))),
  role: z.coerce
    .number({ error: validation.required })
    .pipe(z.union([z.literal(3), z.literal(4)], { error: validation.notValid })),
  /** A buyer's team lead; null or absent for a team lead or a buyer without a team. */
  teamLeadId: positiveId.nullable().optional(),
  teamName: shortText(100).nullable().optional(),
  /** Issue 23: a spend limit across all the person's cards, set with the invitation (both optional). */
  limitCurrency: balanceCurrency.optional(),
  limitDaily: moneyAmount().optional(),
  limitMonthly: moneyAmount().optional(),
});
export type InviteForm = z.input<typeof inviteForm>;

export const inviteUser = endpoint({
  method: 'post',
  path: '/user/invite',
  access: 'team.invite',
  rateLimited: true,
  summary: 'Invite a team lead or buyer: the user is created and e-mailed a link to set a password',
  body: inviteForm,
  status: 201,
  response: z.object({ id: z.number(), email: z.string() }),
});

export const deleteUser = endpoint({
  method: 'delete',
  path: '/user/{id}',
  access: 'team.delete',
  summary: 'Close a user of the company (status 0): their sessions end; their cards are closed with them',
  params: idParam,
  response: messageResponse,
});

export const blockTeamUser = endpoint({
  method: 'post',
  path: '/user/{id}/block',
  access: 'team.manage',
  summary: "Pause a user of the caller's team (status 1): their sessions end and they cannot sign in",
  params: idParam,
  response: messageResponse,
});

export const unblockTeamUser = endpoint({
  method: 'post',
  path: '/user/{id}/unblock',
  access: 'team.manage',
  summary: "Make a paused user of the caller's team active again",
  params: idParam,
  response: messageResponse,
});

export const resetTeamUserSessions = endpoint({
  method: 'post',
  path: '/user/{id}/reset-session',
  access: 'team.manage',
  summary: "End every session of a user of the caller's team",
  params: idParam,
  response: messageResponse,
});

// The company page's team (staff).

export const companyTeam = endpoint({
  method: 'get',
  path: '/backoffice/company/{id}/team',
  access: 'company.view',
  summary: 'The people of a company with the team-list filters',
  params: idParam,
  query: teamMemberQuery,
  response: paged(teamMember),
});

export const companyUserIdList = endpoint({
  method: 'get',
  path: '/backoffice/company/{id}/user/id-list',
  access: 'company.filters',
  summary: "A company's users as options for the company page's filters",
  params: idParam,
  response: z.array(userItem),
});

export const companyTeamIdList = endpoint({
  method: 'get',
  path: '/backoffice/company/{id}/team/id-list',
  access: 'company.filters',
  summary: "A company's teams as options for the company page's filters",
  params: idParam,
  response: z.array(teamOption),
});

const userIdBody = z.object({ userId: positiveId });

export const backofficeBlockUser = endpoint({
  method: 'post',
  path: '/backoffice/user/block',
  access: 'company.editTeam',
  summary: 'Pause a client user (status 1): their sessions end and they cannot sign in',
  body: userIdBody,
  response: messageResponse,
});

export const backofficeUnblockUser = endpoint({
  method: 'post',
  path: '/backoffice/user/unblock',
  access: 'company.editTeam',
  summary: 'Make a paused client user active again',
  body: userIdBody,
  response: messageResponse,
});

export const backofficeResetUserSessions = endpoint({
  method: 'post',
  path: '/backoffice/user/reset-session',
  access: 'company.editTeam',
  summary: 'End every session of a client user',
  body: userIdBody,
  response: messageResponse,
});

export const teamEndpoints = {
  teamUserList,
  usersWithoutTeam,
  userIdList,
  teamIdList,
  teamMembersOf,
  usersForIssueCard,
  inviteUser,
  deleteUser,
  blockTeamUser,
  unblockTeamUser,
  resetTeamUserSessions,
  companyTeam,
  companyUserIdList,
  companyTeamIdList,
  backofficeBlockUser,
  backofficeUnblockUser,
  backofficeResetUserSessions,
};
