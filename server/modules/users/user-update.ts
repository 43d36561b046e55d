import type { Context } from 'hono';
import type { z } from 'zod';
import { can, ROLE, USER_FIELD_RIGHTS } from '../../../src/contracts/access';
import { apiMessage } from '../../../src/contracts/api-messages';
import type { userUpdate } from '../../../src/contracts/users';
import { activeTeamLead, detachMembers, renameTeam, updateUserRow, type UserRow } from '../../db/queries/team';
import type { AppEnv, AuthContext } from '../../http/context';
import { HttpError, invalidField } from '../../http/errors';
import { audit, changedFields } from '../../lib/audit';

type Update = z.output<typeof userUpdate>;
const isTeamRole = (role: number) => role === ROLE.teamLead || role === ROLE.buyer;

/** 403 naming the first field of the body the caller's role may not change (USER_FIELD_RIGHTS). */
function refuseForbiddenFields(auth: AuthContext, body: Update) {
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (can(auth.role, USER_FIELD_RIGHTS[field as keyof typeof USER_FIELD_RIGHTS])) continue;
    const message = apiMessage.fieldForbidden(field);
    throw new HttpError(403, message, { [field]: [message] });
  }
}

/**
 * The checked change of PATCH user/{id} for a user the caller reaches: field rights, then the team rules
 * (only team leads and buyers change role; a buyer's team lead is an active team lead of the same
 * company, not themself). A buyer's team name follows their team lead unless the body names one; a team
 * lead made a buyer leaves their members without a team; a renamed team lead's members follow the name.
 * Nothing changes when a check fails; the change and its audit record commit together.
 */
export async function updateUserChecked(c: Context<AppEnv>, auth: AuthContext, target: UserRow, body: Update): Promise<UserRow> {
  const { db, now } = c.var.deps;
  refuseForbiddenFields(auth, body);
  if (body.role !== undefined && !isTeamRole(target.role)) throw invalidField('role', apiMessage.roleOnlyForTeam);
  const role = body.role ?? target.role;

  let lead: { id: number; teamName: string | null } | null = null;
  if (body.teamLeadId !== undefined && body.teamLeadId !== null) {
    if (role !== ROLE.buyer) throw invalidField('teamLeadId', apiMessage.teamLeadOnlyForBuyer);
    if (body.teamLeadId === target.id) throw invalidField('teamLeadId', apiMessage.teamLeadSelf);
    lead = await activeTeamLead(db, body.teamLeadId, target.companyId);
    if (!lead) throw invalidField('teamLeadId', apiMessage.teamLeadInvalid);
  } else if (body.teamLeadId === null && !isTeamRole(target.role)) {
    throw invalidField('teamLeadId', apiMessage.teamLeadOnlyForBuyer);
  }

  const changes: Partial<UserRow> = {};
  for (const key of ['firstName', 'lastName', 'teamName', 'canSeeBalance', 'permissions'] as const) {
    if (body[key] !== undefined) Object.assign(changes, { [key]: body[key] });
  }
  if (body.role !== undefined) changes.role = body.role;
  // A team lead has no team lead; a buyer keeps theirs unless the body moves them.
  const teamLeadId = role === ROLE.teamLead ? null : body.teamLeadId !== undefined ? body.teamLeadId : target.teamLeadId;
  if (isTeamRole(target.role)) changes.teamLeadId = teamLeadId;
  const movedTeam = teamLeadId !== target.teamLeadId || role !== target.role;
  if (role === ROLE.buyer && movedTeam && body.teamName === undefined) changes.teamName = lead?.teamName ?? null;

  const diff = changedFields(target, changes);
  if (!diff.changed) return target;
  return db.transaction(async (tx) => {
    const updated = await updateUserRow(tx, target.id, { ...changes, updatedAt: now() });
    const wasLead = target.role === ROLE.teamLead;
    const detached = wasLead && role !== ROLE.teamLead ? await detachMembers(tx, target.id, now()) : [];
    if (wasLead && role === ROLE.teamLead && 'teamName' in diff.after) await renameTeam(tx, target.id, changes.teamName ?? null, now());
    await audit(tx, c, auth, {
      action: 'user.update',
      entityType: 'user',
      entityId: target.id,
      companyId: target.companyId,
      before: diff.before,
      after: detached.length > 0 ? { ...diff.after, detachedMemberIds: detached } : diff.after,
    });
    return updated!;
  });
}
