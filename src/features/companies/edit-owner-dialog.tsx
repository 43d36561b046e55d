import { SchemaForm } from '@/src/components/forms/schema-form';
import { NameFields } from '@/src/components/forms/name-fields';
import { FieldInput } from '@/src/components/forms/field-input';
import { FormDialogFooter } from '@/src/components/ui/form-dialog-footer';
import { Modal } from '@/src/components/ui/modal';
import { ownerUpdate, type CompanyFull, type OwnerUpdate } from '@/src/contracts/companies';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { useUpdateOwner } from './mutations';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** The owner's first and last name from "Alex Novak"; the server sends the name as one string. */
function splitName(name: string | null): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = (name ?? '').trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** Edit owner (company.editOwner): names and e-mail; a new e-mail signs the owner out everywhere. */
export function EditOwnerDialog({ company, onClose }: { company: CompanyFull; onClose: () => void }) {
  const update = useUpdateOwner(company.id);
  const current = { ...splitName(company.ownerName), email: company.ownerEmail ?? '' };
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: `company-owner-${company.id}`,
    schema: ownerUpdate,
    defaultValue: current,
    async submit(value) {
      // Only what changed is sent: an unchanged e-mail must not end the owner's sessions.
      const body: OwnerUpdate = {};
      if (value.firstName !== undefined && value.firstName !== current.firstName) body.firstName = value.firstName;
      if (value.lastName !== undefined && value.lastName !== current.lastName) body.lastName = value.lastName;
      if (value.email !== undefined && value.email !== current.email) body.email = value.email;
      if (Object.keys(body).length > 0) await update.mutateAsync(body);
      onClose();
    },
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={`Edit the owner of ${company.name}`}
      closeByButtonOnly
      footer={<FormDialogFooter formId={form.id} submitLabel="Save" busy={busy} onCancel={onClose} />}
    >
      <SchemaForm form={form} serverErrors={serverErrors} className={blocks.stack}>
        <div className={`${blocks.twoColumns} ${blocks.topAligned}`}>
          <NameFields firstName={fields.firstName} lastName={fields.lastName} />
        </div>
        <FieldInput
          field={fields.email}
          label="E-mail"
          type="email"
          autoComplete="off"
          caption="A new e-mail signs the owner out on every device; they sign in again with the new address."
        />
      </SchemaForm>
    </Modal>
  );
}
