import { z } from 'zod';
import { specDate } from './dates';
import { endpoint, idParam, messageResponse, paged, pageQuery } from './endpoint';
import { positiveId, requiredText, shortText } from './fields';
import { validation } from './messages';

/** Groups of companies (spec 2.3 groups): one lead company among the members; a company is in at most one. */

const option = z.object({ value: z.number(), description: z.string() });

export const groupMember = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  status: option,
  segment: option,
  isBlocked: z.boolean(),
  isGroupLead: z.boolean(),
});
export type GroupMember = z.infer<typeof groupMember>;

export const groupListItem = z.object({
  id: z.number(),
  name: z.string(),
  leadCompany: z.object({ id: z.number(), name: z.string(), uuid: z.string() }).nullable(),
  companiesCount: z.number(),
  createdAt: specDate,
});
export type GroupListItem = z.infer<typeof groupListItem>;

export const groupDetail = groupListItem.extend({ companies: z.array(groupMember), updatedAt: specDate });
export type GroupDetail = z.infer<typeof groupDetail>;

const groupName = requiredText().max(100, validation.maxLength(100));
const companyIds = z
  .array(positiveId, { error: validation.required })
  .min(1, validation.required)
  .max(200, validation.maxValue(200));

export const listGroups = endpoint({
  method: 'get',
  path: '/backoffice/group',
  access: 'group.manage',
  summary: 'Groups of companies, by name',
  query: z.object({ search: shortText(255).optional(), ...pageQuery }),
  response: paged(groupListItem),
});

export const groupCreateForm = z
  .object({ name: groupName, leadCompanyId: positiveId, companyIds: companyIds.optional() })
  .strict();
export type GroupCreateForm = z.input<typeof groupCreateForm>;

export const createGroup = endpoint({
  method: 'post',
  path: '/backoffice/group',
  access: 'group.manage',
  summary: 'Create a group with its lead company (and more members); none of them may be in another group',
  body: groupCreateForm,
  status: 201,
  response: groupDetail,
});

export const getGroup = endpoint({
  method: 'get',
  path: '/backoffice/group/{id}',
  access: 'group.manage',
  summary: 'A group with its member companies',
  params: idParam,
  response: groupDetail,
});

export const groupUpdateForm = z.object({ name: groupName, leadCompanyId: positiveId }).partial().strict();

export const updateGroup = endpoint({
  method: 'patch',
  path: '/backoffice/group/{id}',
  access: 'group.manage',
  summary: 'Rename a group or make another member its lead',
  params: idParam,
  body: groupUpdateForm,
  response: groupDetail,
});

export const addGroupCompanies = endpoint({
  method: 'post',
  path: '/backoffice/group/{id}/companies',
  access: 'group.manage',
  summary: 'Add companies to a group; a company already in another group is refused',
  params: idParam,
  body: z.object({ companyIds }).strict(),
  response: groupDetail,
});

export const removeGroupCompany = endpoint({
  method: 'delete',
  path: '/backoffice/group/{id}/companies/{companyId}',
  access: 'group.manage',
  summary: 'Take a company out of a group; the lead goes last (choose another lead first)',
  params: z.object({ id: positiveId, companyId: positiveId }),
  response: groupDetail,
});

export const deleteGroup = endpoint({
  method: 'delete',
  path: '/backoffice/group/{id}',
  access: 'group.manage',
  summary: 'Delete a group; its companies become ungrouped',
  params: idParam,
  response: messageResponse,
});

export const groupEndpoints = {
  listGroups,
  createGroup,
  getGroup,
  updateGroup,
  addGroupCompanies,
  removeGroupCompany,
  deleteGroup,
};
