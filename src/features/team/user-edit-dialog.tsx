import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SchemaForm } from '@/src/components/forms/schema-form';
import { FieldSelect } from '@/src/components/forms/field-select';
import { NameFields } from '@/src/components/forms/name-fields';
import { NameInput } from '@/src/components/forms/name-input';
import { Checkbox } from '@/src/components/ui/checkbox';
import { FormDialogFooter } from '@/src/components/ui/form-dialog-footer';
import { Modal } from '@/src/components/ui/modal';
import { can, ROLE, ROLE_LABEL, USER_FIELD_RIGHTS } from '@/src/contracts/access';
import { TEAM_LABEL } from '@/src/contracts/team';
import { userUpdate, type UserView } from '@/src/contracts/users';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { editBody } from './edit-body';
import { useUpdateUser } from './mutations';
import { PERMISSION_LABEL, permissionsEditableBy, permissionsKeptFor } from './permissions';
import { teamQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './user-page.module.css';

const ROLE_OPTIONS = [ROLE.teamLead, ROLE.buyer].map((role) => ({
  value: String(role),
  label: ROLE_LABEL[role].description,
}));

interface UserEditDialogProps {
  user: UserView;
  /** The editor's role: which fields they get is USER_FIELD_RIGHTS. */
  myRole: number;
  onClose: () => void;
}

/**
 * Edit a user (`PATCH user/{id}`): names for whoever manages them; role, team lead and rights for the owner.
 * A team lead has a team name, a buyer a team lead.
 */
export function UserEditDialog({ user, myRole, onClose }: UserEditDialogProps) {
  const update = useUpdateUser();
  const may = (field: keyof typeof USER_FIELD_RIGHTS) => can(myRole, USER_FIELD_RIGHTS[field]);
  const [role, setRole] = useState(String(user.role.value));
  const isLead = role === String(ROLE.teamLead);
  const editsRights = may('role');
  const showsTeamLead = !isLead && may('teamLeadId');
  const teams = useQuery({ ...teamQueries.teamOptions(), enabled: showsTeamLead });

  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: `edit-user-${user.id}`,
    schema: userUpdate,
    defaultValue: { firstName: user.firstName ?? '', lastName: user.lastName ?? '', teamName: user.teamName ?? '' },
    async submit(value) {
      const body = editBody(
        value,
        { teamName: isLead && may('teamName'), rights: editsRights, teamLead: showsTeamLead },
        permissionsKeptFor(myRole, user.permissions),
      );
      await update.mutateAsync({ id: user.id, body });
      onClose();
    },
  });

  const teamLeadOptions = [
    { value: '', label: teams.isPending ? 'Loading team leads…' : 'No team lead' },
    ...(teams.data ?? [])
      .filter((team) => team.id !== user.id)
      .map((team) => ({ value: String(team.id), label: team.name })),
  ];
  const permissionErrors = fields.permissions.errors ?? serverErrors.permissions;

  return (
    <Modal
      open
      onClose={onClose}
      title={`Edit ${user.email}`}
      closeByButtonOnly
      footer={<FormDialogFooter formId={form.id} submitLabel="Save" busy={busy} onCancel={onClose} />}
    >
      <SchemaForm form={form} serverErrors={serverErrors} className={blocks.stack}>
        <div className={blocks.twoColumns}>
          <NameFields firstName={fields.firstName} lastName={fields.lastName} />
        </div>
        {editsRights && (
          <FieldSelect
            field={fields.role}
            label="Role"
            options={ROLE_OPTIONS}
            defaultValue={String(user.role.value)}
            onValueChange={setRole}
          />
        )}
        {isLead && may('teamName') && (
          <NameInput
            field={fields.teamName}
            label="Team name"
            caption={`Optional: without it the team shows as '${TEAM_LABEL.noTeamName}'.`}
          />
        )}
        {showsTeamLead && (
          <FieldSelect
            field={fields.teamLeadId}
            label="Team lead"
            options={teamLeadOptions}
            defaultValue={user.teamLead ? String(user.teamLead.id) : ''}
          />
        )}
        {editsRights && (
          <fieldset
            className={styles.rights}
            aria-describedby={permissionErrors ? `${fields.permissions.id}-error` : undefined}
          >
            <legend>Rights</legend>
            <Checkbox name={fields.canSeeBalance.name} label="Sees balances" defaultChecked={user.canSeeBalance} />
            {permissionsEditableBy(myRole).map((name) => (
              <Checkbox
                key={name}
                name={fields.permissions.name}
                value={name}
                label={PERMISSION_LABEL[name]}
                defaultChecked={user.permissions.includes(name)}
              />
            ))}
            {permissionErrors ? (
              <p id={`${fields.permissions.id}-error`} className={blocks.error}>
                {permissionErrors[0]}
              </p>
            ) : null}
          </fieldset>
        )}
      </SchemaForm>
    </Modal>
  );
}
