import { SchemaForm } from '@/src/components/forms/schema-form';
import { FieldSelect } from '@/src/components/forms/field-select';
import { FieldInput } from '@/src/components/forms/field-input';
import { FormDialogFooter } from '@/src/components/ui/form-dialog-footer';
import { InputWrapper } from '@/src/components/ui/input-wrapper';
import { Modal } from '@/src/components/ui/modal';
import { compensationCreateBody } from '@/src/contracts/compensation';
import { BALANCE_CURRENCIES } from '@/src/contracts/money';
import { todayIsoDate } from '@/src/lib/dates';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { useCreateCompensationPeriod } from './compensation-queries';
import styles from './settings-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** A new compensation period: from a day, a percent of decline fees paid back daily, up to an amount. */
export function CompensationCreateDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateCompensationPeriod();
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: 'compensation-new',
    schema: compensationCreateBody,
    defaultValue: { startDate: todayIsoDate(), currency: 'USD' },
    async submit(value) {
      await create.mutateAsync(value);
      onClose();
    },
  });
  const start = fields.startDate;
  const startErrors = start.errors ?? serverErrors[start.name];

  return (
    <Modal
      open
      onClose={onClose}
      title="Create compensation period"
      subtitle={
        'Every day of the period, the percent of the decline fees clients paid is given back, until the amount ' +
        'is used up. One period is active at a time.'
      }
      closeByButtonOnly
      footer={<FormDialogFooter formId={form.id} submitLabel="Create" busy={busy} onCancel={onClose} />}
    >
      <SchemaForm form={form} serverErrors={serverErrors} className={blocks.stack}>
        <InputWrapper
          id={start.id}
          label="Start date"
          error={startErrors?.[0]}
          required
          caption="The first day (UTC) whose decline fees are compensated."
        >
          {({ describedBy, invalid }) => (
            <input
              type="date"
              key={start.key}
              id={start.id}
              name={start.name}
              form={form.id}
              defaultValue={start.initialValue === undefined ? undefined : String(start.initialValue)}
              required
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              className={styles.dateInput}
            />
          )}
        </InputWrapper>
        <div className={`${blocks.twoColumns} ${blocks.narrowColumns} ${blocks.topAligned}`}>
          <FieldInput
            field={fields.compensationAmount}
            label="Compensation amount"
            decimal
            caption="The most the whole period pays back."
          />
          <FieldInput
            field={fields.compensationPercent}
            label="Compensation percent, %"
            decimal
            caption="0 to 100, at most 2 decimals."
          />
          <FieldSelect
            field={fields.currency}
            label="Currency"
            options={BALANCE_CURRENCIES.map((code) => ({ value: code, label: code }))}
            defaultValue={fields.currency.initialValue === undefined ? 'USD' : String(fields.currency.initialValue)}
          />
        </div>
      </SchemaForm>
    </Modal>
  );
}
