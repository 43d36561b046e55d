import { SchemaForm } from '@/src/components/forms/schema-form';
import { FieldInput } from '@/src/components/forms/field-input';
import { FormDialogFooter } from '@/src/components/ui/form-dialog-footer';
import { Modal } from '@/src/components/ui/modal';
import { groupUpdateForm, type GroupDetail } from '@/src/contracts/groups';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { useUpdateGroup } from './mutations';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** Only the name: the lead is changed with "Make lead" in the members table. */
const renameForm = groupUpdateForm.pick({ name: true }).required();

export function RenameGroupDialog({ group, onClose }: { group: GroupDetail; onClose: () => void }) {
  const update = useUpdateGroup(group.id);
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: `rename-group-${group.id}`,
    schema: renameForm,
    defaultValue: { name: group.name },
    async submit(value) {
      await update.mutateAsync(value);
      onClose();
    },
  });

  return (
    <Modal
      open
      onClose={onClose}
      title="Rename group"
      closeByButtonOnly
      footer={<FormDialogFooter formId={form.id} submitLabel="Save" busy={busy} onCancel={onClose} />}
    >
      <SchemaForm form={form} serverErrors={serverErrors} className={blocks.formBody}>
        <FieldInput field={fields.name} label="Group name" limit={100} autoComplete="off" />
      </SchemaForm>
    </Modal>
  );
}
