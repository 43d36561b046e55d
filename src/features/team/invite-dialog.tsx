import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SchemaForm } from '@/src/components/forms/schema-form';
import { FieldSelect } from '@/src/components/forms/field-select';
import { FieldInput } from '@/src/components/forms/field-input';
import { NameInput } from '@/src/components/forms/name-input';
import { FormDialogFooter } from '@/src/components/ui/form-dialog-footer';
import { Modal } from '@/src/components/ui/modal';
import { ROLE, ROLE_LABEL } from '@/src/contracts/access';
import { BALANCE_CURRENCIES } from '@/src/contracts/money';
import { inviteForm, TEAM_LABEL } from '@/src/contracts/team';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { useInviteUser } from './mutations';
import { teamQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';

const ROLE_OPTIONS = [ROLE.buyer, ROLE.teamLead].map((role) => ({
  value: String(role),
  label: ROLE_LABEL[role].description,
}));

/**
 * Invite a team lead or a buyer (owner only, `user/invite`): the person is e-mailed a link to set a password
 * and shows in the list as "Invitation sent" meanwhile. A buyer may join a team lead's team at once.
 */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const invite = useInviteUser();
  const [role, setRole] = useState(String(ROLE.buyer));
  const isBuyer = role === String(ROLE.buyer);
  const teams = useQuery({ ...teamQueries.teamOptions(), enabled: isBuyer });
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: 'invite-user',
    schema: inviteForm,
    defaultValue: { role: ROLE.buyer },
    async submit(value) {
      // Only the field of the chosen role goes: a team name for a team lead, a team lead for a buyer.
      await invite.mutateAsync(isBuyer ? { ...value, teamName: undefined } : { ...value, teamLeadId: undefined });
      onClose();
    },
  });

  const teamLeadOptions = [
    { value: '', label: teams.isPending ? 'Loading team leads…' : 'No team lead' },
    ...(teams.data ?? []).map((team) => ({ value: String(team.id), label: team.name })),
  ];

  return (
    <Modal
      open
      onClose={onClose}
      title="Invite user"
      subtitle="They get an e-mail with a link to set a password and sign in."
      closeByButtonOnly
      footer={<FormDialogFooter formId={form.id} submitLabel="Send invite" busy={busy} onCancel={onClose} />}
    >
      <SchemaForm form={form} serverErrors={serverErrors} className={blocks.formBody}>
        <FieldInput field={fields.email} type="email" label="E-mail" autoComplete="off" limit={255} />
        <FieldSelect
          field={fields.role}
          label="Role"
          options={ROLE_OPTIONS}
          defaultValue={String(ROLE.buyer)}
          onValueChange={setRole}
        />
        {isBuyer ? (
          <FieldSelect
            field={fields.teamLeadId}
            label="Team lead"
            options={teamLeadOptions}
            defaultValue=""
            caption={
              teams.isError
                ? 'The team leads could not be loaded; the buyer can join a team later.'
                : 'The team the buyer joins.'
            }
          />
        ) : (
          <NameInput
            field={fields.teamName}
            label="Team name"
            caption={`Optional: until it is set, the team shows as '${TEAM_LABEL.noTeamName}'.`}
          />
        )}
        <fieldset className={blocks.formBody}>
          <legend>Spend limit across all their cards (optional)</legend>
          <FieldSelect
            field={fields.limitCurrency}
            label="Currency"
            options={BALANCE_CURRENCIES.map((c) => ({ value: c, label: c }))}
            defaultValue="USD"
          />
          <FieldInput field={fields.limitDaily} label="Per day" decimal />
          <FieldInput field={fields.limitMonthly} label="Per month" decimal />
        </fieldset>
      </SchemaForm>
    </Modal>
  );
}
