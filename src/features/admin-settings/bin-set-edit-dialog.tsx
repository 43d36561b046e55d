import { getFormProps } from '@conform-to/react';
import { useQuery } from '@tanstack/react-query';
import { FieldInput } from '@/src/components/forms/field-input';
import { FormDialogFooter } from '@/src/components/ui/form-dialog-footer';
import { Modal } from '@/src/components/ui/modal';
import { Select } from '@/src/components/ui/select';
import { BIN_SET_FEE_MAX, type BinSet } from '@/src/contracts/bin-sets';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { binSetEditForm, changedBinSetFields, STATUS_OPTIONS } from './bin-set-forms';
import { useEditBinSet } from './mutations';
import { settingsQueries } from './queries';
import styles from './settings-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** Edit a set's name, status, fees and legal entity; only what changed is sent, the server's message is the toast. */
export function BinSetEditDialog({ set, onClose }: { set: BinSet; onClose: () => void }) {
  const edit = useEditBinSet();
  const entities = useQuery(settingsQueries.legalEntities());
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
  const feeCaption = `In ${set.currency}, 0 to ${BIN_SET_FEE_MAX}, at most 2 decimals.`;
  const entityOptions = [
    { value: '', label: entities.isPending ? 'Loading legal entities…' : 'Not set' },
    ...(entities.data ?? []).map((entity) => ({ value: String(entity.id), label: entity.name })),
  ];
  // The current entity stays chosen while the list loads.
  if (set.legalEntity && !entityOptions.some((option) => option.value === String(set.legalEntity?.id))) {
    entityOptions.push({ value: String(set.legalEntity.id), label: set.legalEntity.name });
  }

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
      <form {...getFormProps(form)} className={blocks.stack}>
        <FieldInput field={fields.name} serverErrors={serverErrors} label="Name" limit={100} autoComplete="off" />
        <div className={styles.twoColumns}>
          <Select
            key={fields.status.key}
            id={fields.status.id}
            name={fields.status.name}
            form={form.id}
            label="Status"
            options={STATUS_OPTIONS}
            defaultValue={String(set.status.value)}
            errors={fields.status.errors ?? serverErrors.status}
            caption="An inactive set issues no new cards."
          />
          <Select
            key={fields.legalEntityId.key}
            id={fields.legalEntityId.id}
            name={fields.legalEntityId.name}
            form={form.id}
            label="Legal entity"
            options={entityOptions}
            defaultValue={set.legalEntity ? String(set.legalEntity.id) : ''}
            errors={fields.legalEntityId.errors ?? serverErrors.legalEntityId}
          />
          <FieldInput
            field={fields.cardIssuanceFee}
            serverErrors={serverErrors}
            label="Card issuance fee"
            decimal
            caption={feeCaption}
          />
          <FieldInput
            field={fields.monthlyMaintenanceFee}
            serverErrors={serverErrors}
            label="Monthly maintenance fee"
            decimal
            caption={feeCaption}
          />
        </div>
      </form>
    </Modal>
  );
}
