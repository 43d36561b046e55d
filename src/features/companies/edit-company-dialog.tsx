import { type FieldMetadata } from '@conform-to/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SchemaForm } from '@/src/components/forms/schema-form';
import { FieldSelect } from '@/src/components/forms/field-select';
import { FieldInput } from '@/src/components/forms/field-input';
import { Checkbox } from '@/src/components/ui/checkbox';
import { FormDialogFooter } from '@/src/components/ui/form-dialog-footer';
import { Modal } from '@/src/components/ui/modal';
import type { CompanyField } from '@/src/contracts/access';
import { COMPANY_SEGMENT_LABEL, COMPANY_SEGMENTS, type CompanyFull } from '@/src/contracts/companies';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { COMPANY_FIELD_LABEL, editableCompanyFields } from './company-actions';
import { changedCompanyFields, companyEditSchema, currentCompanyValues, SWITCH_FIELDS } from './company-edit-form';
import { useUpdateCompany } from './mutations';
import { companyQueries } from './queries';
import styles from './company-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

const SEGMENT_OPTIONS = COMPANY_SEGMENTS.map((value) => ({
  value: String(value),
  label: COMPANY_SEGMENT_LABEL[value] ?? String(value),
}));

const CAPTIONS: Partial<Record<CompanyField, string>> = {
  incomeFee:
    'Percent, 0 to 100, at most 2 decimals, kept on record with its history. Transfers to BIN accounts are ' +
    'charged by their tariff scales, not by this figure.',
  conversionFee: 'Percent, 0 to 100, at most 2 decimals. Each change is kept in the fee history.',
  cardsTotalAvailableCount: 'How many cards the company may hold, 0 to 100000.',
};

/** Edit company: exactly the fields COMPANY_FIELD_RIGHTS lets this role change; only changed ones are sent. */
export function EditCompanyDialog({
  company,
  role,
  onClose,
}: {
  company: CompanyFull;
  role: number;
  onClose: () => void;
}) {
  const shown = editableCompanyFields(role);
  const has = (field: CompanyField) => shown.includes(field);
  // The schema is rebuilt only when the set of fields changes, not on every render.
  const shownKey = shown.join(',');
  const schema = useMemo(() => companyEditSchema(shownKey.split(',').filter(Boolean) as CompanyField[]), [shownKey]);
  const current = currentCompanyValues(company);
  const update = useUpdateCompany(company.id);
  const entities = useQuery({ ...companyQueries.legalEntities(), enabled: has('legalEntityId') });
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: `company-edit-${company.id}`,
    schema,
    defaultValue: Object.fromEntries(
      shown.map((field) => [
        field,
        typeof current[field] === 'boolean' || current[field] === null ? current[field] : String(current[field]),
      ]),
    ),
    async submit(value) {
      const body = changedCompanyFields(shown, value as Partial<Record<CompanyField, unknown>>, current);
      if (Object.keys(body).length > 0) await update.mutateAsync(body);
      onClose();
    },
  });
  const field = (name: CompanyField) => (fields as unknown as Record<CompanyField, FieldMetadata<unknown>>)[name];

  const text = (name: CompanyField, extra: { limit?: number; inputMode?: 'decimal' | 'numeric' } = {}) =>
    has(name) ? (
      <FieldInput
        field={field(name)}
        label={COMPANY_FIELD_LABEL[name]}
        caption={CAPTIONS[name]}
        autoComplete="off"
        {...extra}
      />
    ) : null;

  const select = (name: CompanyField, options: { value: string; label: string }[]) =>
    has(name) ? (
      <FieldSelect
        field={field(name)}
        label={COMPANY_FIELD_LABEL[name]}
        options={options}
        defaultValue={current[name] === null ? '' : String(current[name])}
        errors={field(name).errors ?? serverErrors[name]}
      />
    ) : null;

  const switches = SWITCH_FIELDS.filter(has);
  const legalEntityOptions = [
    { value: '', label: entities.isPending ? 'Loading legal entities…' : 'Not set' },
    ...(entities.data ?? []).map((entity) => ({ value: String(entity.id), label: entity.name })),
  ];
  // The current entity stays chosen while the list loads.
  if (company.legalEntity && !legalEntityOptions.some((option) => option.value === String(company.legalEntity?.id))) {
    legalEntityOptions.push({ value: String(company.legalEntity.id), label: company.legalEntity.name });
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`Edit ${company.name}`}
      size="l"
      closeByButtonOnly
      footer={<FormDialogFooter formId={form.id} submitLabel="Save" busy={busy} onCancel={onClose} />}
    >
      <SchemaForm form={form} serverErrors={serverErrors} className={blocks.stack}>
        {text('name', { limit: 255 })}
        <div className={`${blocks.twoColumns} ${blocks.topAligned}`}>
          {select('legalEntityId', legalEntityOptions)}
          {select('segment', SEGMENT_OPTIONS)}
          {text('externalId', { limit: 100 })}
          {text('incomeFee', { inputMode: 'decimal' })}
          {text('conversionFee', { inputMode: 'decimal' })}
          {text('cardsTotalAvailableCount', { inputMode: 'numeric' })}
        </div>
        {switches.length > 0 && (
          <fieldset className={styles.switches}>
            <legend className={styles.legend}>Switches</legend>
            {switches.map((name) => (
              <Checkbox
                key={field(name).key}
                id={field(name).id}
                name={field(name).name}
                form={form.id}
                label={COMPANY_FIELD_LABEL[name]}
                defaultChecked={Boolean(current[name])}
                errors={field(name).errors ?? serverErrors[name]}
              />
            ))}
          </fieldset>
        )}
      </SchemaForm>
    </Modal>
  );
}
