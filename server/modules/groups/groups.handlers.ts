import type { Context } from 'hono';
import type { AuditAction } from '@/src/contracts/audit';
import type { groupEndpoints } from '@/src/contracts/groups';
import { apiMessage } from '@/src/contracts/api-messages';
import type { Db } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import {
  deleteGroupRow,
  getGroup,
  groupNameTaken,
  insertGroup,
  listGroups,
  lockGroup,
  memberIds,
  releaseCompanies,
  updateGroupRow,
} from '@/server/db/queries/groups';
import type { AppEnv, AuthContext } from '@/server/http/context';
import { HttpError, invalidField, notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { audit } from '@/server/http/audit';
import { toGroupDetail, toGroupListItem } from './group-view';
import { addToGroup } from './membership';
import { pageAnswer, searchedPage } from '@/server/db/paging';

/**
 * Groups of companies (spec 2.3 groups). Every change runs in one transaction with its audit records: one
 * per company it concerns (companyId = that company), so each member's company page shows it.
 */

const nameTaken = () => invalidField('name', apiMessage.groupNameTaken);

async function detail(db: Db, id: number) {
  const row = await getGroup(db, id);
  if (!row) throw notFound();
  return toGroupDetail(row);
}

/** Runs `change` with the group locked; 404 when there is no such group; a duplicate name is a 422. */
async function changeGroup<T>(
  c: Context<AppEnv>,
  id: number,
  change: (tx: Db, group: NonNullable<Awaited<ReturnType<typeof lockGroup>>>) => Promise<T>,
) {
  try {
    return await c.var.deps.db.transaction(async (tx) => {
      const group = await lockGroup(tx, id);
      if (!group) throw notFound();
      return change(tx, group);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'company_groups_name_unique')) throw nameTaken();
    throw error;
  }
}

type Change = { before?: Record<string, unknown>; after?: Record<string, unknown> };

async function auditEach(
  tx: Db,
  c: Context<AppEnv>,
  auth: AuthContext,
  action: AuditAction,
  groupId: number,
  companyIds: (number | null)[],
  change: Change,
) {
  for (const companyId of companyIds)
    await audit(tx, c, auth, { action, entityType: 'group', entityId: groupId, companyId, ...change });
}

export const groupsHandlers: Handlers<typeof groupEndpoints> = {
  async listGroups({ query, c }) {
    return pageAnswer(query, await listGroups(c.var.deps.db, searchedPage(query)), toGroupListItem);
  },

  async getGroup({ params, c }) {
    return detail(c.var.deps.db, params.id);
  },

  async createGroup({ auth, body, c }) {
    const { db, now } = c.var.deps;
    const at = now();
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        if (await groupNameTaken(tx, body.name)) throw nameTaken();
        // The lead is a member: it is claimed with the others, and named in the error if it is taken.
        const wanted = [body.leadCompanyId, ...(body.companyIds ?? [])];
        // Made without a lead, which is set once the companies are checked and claimed (the foreign key
        // would otherwise turn an unknown lead into a server error rather than a 422 naming it).
        const group = await insertGroup(tx, { name: body.name, leadCompanyId: null, now: at });
        const added = await addToGroup(tx, group.id, wanted, at, body.leadCompanyId);
        await updateGroupRow(tx, group.id, { leadCompanyId: body.leadCompanyId, updatedAt: at });
        await auditEach(tx, c, auth, 'group.create', group.id, added, {
          after: { name: body.name, leadCompanyId: body.leadCompanyId, companyIds: added },
        });
        return group.id;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'company_groups_name_unique')) throw nameTaken();
      throw error;
    }
    return detail(db, id);
  },

  async updateGroup({ auth, params, body, c }) {
    const at = c.var.deps.now();
    await changeGroup(c, params.id, async (tx, group) => {
      if (body.name !== undefined && (await groupNameTaken(tx, body.name, group.id))) throw nameTaken();
      const members = await memberIds(tx, group.id);
      if (body.leadCompanyId !== undefined && !members.includes(body.leadCompanyId))
        throw invalidField('leadCompanyId', apiMessage.leadNotMember);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const key of ['name', 'leadCompanyId'] as const) {
        if (body[key] === undefined || body[key] === group[key]) continue;
        before[key] = group[key];
        after[key] = body[key];
      }
      if (Object.keys(after).length === 0) return;
      await updateGroupRow(tx, group.id, { ...after, updatedAt: at });
      await auditEach(tx, c, auth, 'group.update', group.id, members, { before, after });
    });
    return detail(c.var.deps.db, params.id);
  },

  async addGroupCompanies({ auth, params, body, c }) {
    const at = c.var.deps.now();
    await changeGroup(c, params.id, async (tx, group) => {
      const added = await addToGroup(tx, group.id, body.companyIds, at);
      if (added.length === 0) return;
      // An emptied group has no lead: the first company added back leads it.
      if (group.leadCompanyId === null) await updateGroupRow(tx, group.id, { leadCompanyId: added[0]!, updatedAt: at });
      else await updateGroupRow(tx, group.id, { updatedAt: at });
      await auditEach(tx, c, auth, 'group.addCompany', group.id, added, {
        after: { groupId: group.id, groupName: group.name },
      });
    });
    return detail(c.var.deps.db, params.id);
  },

  async removeGroupCompany({ auth, params, c }) {
    const at = c.var.deps.now();
    await changeGroup(c, params.id, async (tx, group) => {
      const members = await memberIds(tx, group.id);
      if (!members.includes(params.companyId)) throw notFound();
      const isLead = group.leadCompanyId === params.companyId;
      // The lead goes last: with other members left, staff first choose who leads them.
      if (isLead && members.length > 1) throw new HttpError(422, apiMessage.leadGoesLast);
      await releaseCompanies(tx, group.id, [params.companyId], at);
      // Removing the last member leaves an empty group without a lead; deleting it is a separate, explicit step.
      await updateGroupRow(tx, group.id, { ...(isLead && { leadCompanyId: null }), updatedAt: at });
      await auditEach(tx, c, auth, 'group.removeCompany', group.id, [params.companyId], {
        before: { groupId: group.id, groupName: group.name, isGroupLead: isLead },
      });
    });
    return detail(c.var.deps.db, params.id);
  },

  async deleteGroup({ auth, params, c }) {
    const at = c.var.deps.now();
    await changeGroup(c, params.id, async (tx, group) => {
      const released = await releaseCompanies(tx, group.id, 'all', at);
      await deleteGroupRow(tx, group.id);
      const before = { name: group.name, leadCompanyId: group.leadCompanyId };
      // An empty group concerns no company: one record without one.
      await auditEach(tx, c, auth, 'group.delete', group.id, released.length > 0 ? released : [null], { before });
    });
    return { message: apiMessage.groupDeleted };
  },
};
