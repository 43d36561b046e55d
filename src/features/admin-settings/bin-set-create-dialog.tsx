import { useQuery } from '@tanstack/react-query';
import { SchemaForm } from '@/src/components/forms/schema-form';
import { FieldSelect } from '@/src/components/forms/field-select';
import { FieldInput } from '@/src/components/forms/field-input';
import { FormDialogFooter } from '@/src/components/ui/form-dialog-footer';
import { Modal } from '@/src/components/ui/modal';
import { BALANCE_CURRENCIES } from '@/src/contracts/money';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { BinSetFeeInputs, useLegalEntityOptions } from './bin-set-fields';
import { binSetCreateForm } from './bin-set-forms';
import { useCreateBinSet } from './mutations';
import { settingsQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';

const CURRENCY_OPTIONS = [
  { value: '', label: 'Choose a currency' },
  ...BALANCE_CURRENCIES.map((code) => ({ value: code, label: code })),
];

/** A new BIN set, active from the start; its BIN, currency and provider cannot change later. */
export function BinSetCreateDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateBinSet();
  const providers = useQuery(settingsQueries.providerList());
  const entityOptions = useLegalEntityOptions();
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: 'bin-set-new',
    schema: binSetCreateForm,
    defaultValue: { cardIssuanceFee: '0.00', monthlyMaintenanceFee: '0.00' },
    async submit(value) {
      await create.mutateAsync(value);
      onClose();
    },
  });

  const select = (
    field: typeof fields.currency | typeof fields.providerId | typeof fields.legalEntityId,
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <FieldSelect
      field={field}
      label={label}
      options={options}
      defaultValue={field.initialValue === undefined ? '' : String(field.initialValue)}
    />
  );

  return (
    <Modal
      open
      onClose={onClose}
      title="Create BIN set"
      subtitle="The BIN, currency and provider are fixed once the set is created."
      size="l"
      closeByButtonOnly
      footer={<FormDialogFooter formId={form.id} submitLabel="Create" busy={busy} onCancel={onClose} />}
    >
      <SchemaForm form={form} serverErrors={serverErrors} className={blocks.stack}>
        <div className={`${blocks.twoColumns} ${blocks.narrowColumns} ${blocks.topAligned}`}>
          <FieldInput
            field={fields.bin}
            label="BIN"
            inputMode="numeric"
            limit={8}
            autoComplete="off"
            caption="The 6 to 8 leading digits of the cards."
          />
          <FieldInput field={fields.name} label="Name" limit={100} autoComplete="off" />
          {select(fields.currency, 'Currency', CURRENCY_OPTIONS)}
          {select(fields.providerId, 'Provider', [
            { value: '', label: providers.isPending ? 'Loading providers…' : 'Choose a provider' },
            ...(providers.data ?? []).map((provider) => ({ value: String(provider.id), label: provider.name })),
          ])}
          {select(fields.legalEntityId, 'Legal entity', entityOptions)}
        </div>
        <div className={`${blocks.twoColumns} ${blocks.narrowColumns} ${blocks.topAligned}`}>
          <BinSetFeeInputs
            issuance={fields.cardIssuanceFee}
            maintenance={fields.monthlyMaintenanceFee}
            serverErrors={serverErrors}
            currency="the set’s currency"
          />
        </div>
      </SchemaForm>
    </Modal>
  );
}
