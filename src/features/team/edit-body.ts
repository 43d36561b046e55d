import type { UserUpdate } from '@/src/contracts/users';
import type { Permission } from '@/src/contracts/access';

/** Which of the edit form's optional fields were on screen: only those are sent (USER_FIELD_RIGHTS). */
export interface ShownFields {
  teamName: boolean;
  rights: boolean;
  teamLead: boolean;
}

/**
 * The PATCH body from the parsed form. Every shown field is sent, emptied ones included: a form drops empty
 * fields and unticked boxes, yet an absent field would mean "keep as it was", so a cleared team name or team
 * lead becomes null and unticked rights become false and []. `keptPermissions` are the user's permissions the
 * editor was not shown (permissionsKeptFor): they go back as they were.
 */
export function editBody(
  value: UserUpdate,
  shown: ShownFields,
  keptPermissions: readonly Permission[] = [],
): UserUpdate {
  const body: UserUpdate = { firstName: value.firstName ?? '', lastName: value.lastName ?? '' };
  if (shown.teamName) body.teamName = value.teamName ?? null;
  if (shown.rights) {
    body.role = value.role;
    body.canSeeBalance = value.canSeeBalance ?? false;
    body.permissions = [
      ...(value.permissions ?? []),
      ...keptPermissions.filter((p) => !value.permissions?.includes(p)),
    ];
  }
  if (shown.teamLead) body.teamLeadId = value.teamLeadId ?? null;
  return body;
}
