import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { SchemaForm } from '@/src/components/forms/schema-form';
import { FieldInput } from '@/src/components/forms/field-input';
import { FormDialogFooter } from '@/src/components/ui/form-dialog-footer';
import { Modal } from '@/src/components/ui/modal';
import type { CompanySearchItem } from '@/src/contracts/companies';
import { groupCreateForm } from '@/src/contracts/groups';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { LeadCompanyPicker } from './lead-company-picker';
import { useCreateGroup } from './mutations';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** Create a group with its name and lead company (spec 2.3 groups); more members are added on its page. */
export function CreateGroupDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateGroup();
  const navigate = useNavigate();
  const [lead, setLead] = useState<CompanySearchItem | null>(null);
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: 'create-group',
    schema: groupCreateForm,
    async submit(value) {
      const group = await create.mutateAsync(value);
      onClose();
      void navigate({ to: '/admin/groups/$id', params: { id: group.id } });
    },
  });

  return (
    <Modal
      open
      onClose={onClose}
      title="Create group"
      subtitle="The lead company must not be in another group; add the other companies on the group's page."
      closeByButtonOnly
      footer={<FormDialogFooter formId={form.id} submitLabel="Create" busy={busy} onCancel={onClose} />}
    >
      <SchemaForm form={form} serverErrors={serverErrors} className={blocks.formBody}>
        <FieldInput field={fields.name} label="Group name" limit={100} autoComplete="off" />
        <LeadCompanyPicker
          name={fields.leadCompanyId.name}
          formId={form.id}
          errors={fields.leadCompanyId.errors ?? serverErrors.leadCompanyId}
          value={lead}
          onChange={setLead}
        />
      </SchemaForm>
    </Modal>
  );
}
