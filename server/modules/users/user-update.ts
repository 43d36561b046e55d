import type { Context } from 'hono';
import type { z } from 'zod';
import { can, refusedPermissionChange, ROLE, USER_FIELD_RIGHTS, type UserAct } from '@/src/contracts/access';
import { apiMessage } from '@/src/contracts/api-messages';
import type { userUpdate } from '@/src/contracts/users';
import { activeTeamLead, detachMembers, renameTeam, updateUserRow, type UserRow } from '@/server/db/queries/team';
import type { AppEnv, AuthContext } from '@/server/http/context';
import { HttpError, invalidField } from '@/server/http/errors';
import { audit, changedFields } from '@/server/http/audit';
import { refuseUserAct } from '@/server/http/user-target';

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

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? JSON.stringify([...a].sort()) === JSON.stringify([...b].sort())
    : JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The act rule (contracts/access.ts userActRefusal) for each field the body changes: a rights field is
 * the `rights` act, a name the `edit` act. A field sent with its current value changes nothing and asks for
 * nothing, so a form that sends every field still saves a name. Then the permissions only some roles grant.
 */
function refuseActs(auth: AuthContext, target: UserRow, body: Update) {
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined || sameValue(value, target[field as keyof UserRow])) continue;
    const act: UserAct =
      USER_FIELD_RIGHTS[field as keyof typeof USER_FIELD_RIGHTS] === 'user.editRights' ? 'rights' : 'edit';
    refuseUserAct(auth, target, act, field);
  }
  if (body.permissions === undefined) return;
  const refused = refusedPermissionChange(auth.role, target.permissions, body.permissions);
  if (refused) {
    const message = apiMessage.permissionGrantedBy(refused);
    throw new HttpError(403, message, { permissions: [message] });
  }
}

/**
 * The checked change of PATCH user/{id} for a user the caller reaches: field rights, then the team rules
 * (only team leads and buyers change role; a buyer's team lead is an active team lead of the same
 * company, not themself). A buyer's team name follows their team lead unless the body names one; a team
 * lead made a buyer leaves their members without a team; a renamed team lead's members follow the name.
 * Nothing changes when a check fails; the change and its audit record commit together.
 */
export async function updateUserChecked(
  c: Context<AppEnv>,
  auth: AuthContext,
  target: UserRow,
  body: Update,
): Promise<UserRow> {
  const { db, now } = c.var.deps;
  refuseForbiddenFields(auth, body);
  refuseActs(auth, target, body);
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
  const teamLeadId =
    role === ROLE.teamLead ? null : body.teamLeadId !== undefined ? body.teamLeadId : target.teamLeadId;
  if (isTeamRole(target.role)) changes.teamLeadId = teamLeadId;
  const movedTeam = teamLeadId !== target.teamLeadId || role !== target.role;
  if (role === ROLE.buyer && movedTeam && body.teamName === undefined) changes.teamName = lead?.teamName ?? null;

  const diff = changedFields(target, changes);
  if (!diff.changed) return target;
  return db.transaction(async (tx) => {
    const updated = await updateUserRow(tx, target.id, { ...changes, updatedAt: now() });
    const wasLead = target.role === ROLE.teamLead;
    const detached = wasLead && role !== ROLE.teamLead ? await detachMembers(tx, target.id, now()) : [];
    if (wasLead && role === ROLE.teamLead && 'teamName' in diff.after)
      await renameTeam(tx, target.id, changes.teamName ?? null, now());
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
