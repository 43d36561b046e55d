import { SchemaForm } from '@/src/components/forms/schema-form';
import { FieldSelect } from '@/src/components/forms/field-select';
import { FieldInput } from '@/src/components/forms/field-input';
import { FormDialogFooter } from '@/src/components/ui/form-dialog-footer';
import { Modal } from '@/src/components/ui/modal';
import type { BinSet } from '@/src/contracts/bin-sets';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { BinSetFeeInputs, useLegalEntityOptions } from './bin-set-fields';
import { binSetEditForm, changedBinSetFields, STATUS_OPTIONS } from './bin-set-forms';
import { useEditBinSet } from './mutations';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** Edit a set's name, status, fees and legal entity; only what changed is sent, the server's message is the toast. */
export function BinSetEditDialog({ set, onClose }: { set: BinSet; onClose: () => void }) {
  const edit = useEditBinSet();
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: `bin-set-${set.id}`,
    schema: binSetEditForm,
    defaultValue: {
      name: set.name,
      legalEntityId: set.legalEntity ? set.legalEntity.id : '',
      status: String(set.status.value),
      cardIssuanceFee: set.cardIssuanceFee,
      monthlyMaintenanceFee: set.monthlyMaintenanceFee,
    } as never,
    async submit(value) {
      const body = changedBinSetFields(set, value);
      if (Object.keys(body).length > 0) await edit.mutateAsync({ id: set.id, body });
      onClose();
    },
  });
  const entityOptions = useLegalEntityOptions(set.legalEntity);

  return (
    <Modal
      open
      onClose={onClose}
      title={`Edit BIN set ${set.bin}`}
      subtitle={
        `${set.provider.description}, ${set.currency}` +
        (set.isDefaultIssuance ? ': the default for issuance stays active' : '')
      }
      size="l"
      closeByButtonOnly
      footer={<FormDialogFooter formId={form.id} submitLabel="Save" busy={busy} onCancel={onClose} />}
    >
      <SchemaForm form={form} serverErrors={serverErrors} className={blocks.stack}>
        <FieldInput field={fields.name} label="Name" limit={100} autoComplete="off" />
        <div className={`${blocks.twoColumns} ${blocks.narrowColumns} ${blocks.topAligned}`}>
          <FieldSelect
            field={fields.status}
            label="Status"
            options={STATUS_OPTIONS}
            defaultValue={String(set.status.value)}
            caption="An inactive set issues no new cards."
          />
          <FieldSelect
            field={fields.legalEntityId}
            label="Legal entity"
            options={entityOptions}
            defaultValue={set.legalEntity ? String(set.legalEntity.id) : ''}
          />
          <BinSetFeeInputs
            issuance={fields.cardIssuanceFee}
            maintenance={fields.monthlyMaintenanceFee}
            serverErrors={serverErrors}
            currency={set.currency}
          />
        </div>
      </SchemaForm>
    </Modal>
  );
}
