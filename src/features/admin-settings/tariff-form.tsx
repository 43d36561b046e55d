import { SchemaForm } from '@/src/components/forms/schema-form';
import { FieldInput } from '@/src/components/forms/field-input';
import { tariffScaleInput, type TariffScale } from '@/src/contracts/tariffs';
import { compareDecimal } from '@/src/contracts/validators';
import { Button } from '@/src/components/ui/button';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { bandError, canRemoveBand, draftsFromScale, nextBand, removeBand, type BandField } from './band-editor';
import { useSaveTariffScale } from './mutations';
import styles from './band-editor.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

/**
 * The tariff scale form, for a new scale (the create page) and an edited one (the edit dialog): a name, an
 * optional minimum fee and the band editor. The contract's schema checks it exactly as the server will, with each
 * band's error
 * under the cell it is about; the server's per-band 422 errors land in the same place.
 */
export function useTariffForm({ scale, onSaved }: { scale: TariffScale | null; onSaved: () => void }) {
  const save = useSaveTariffScale();
  return useSchemaForm({
    id: scale ? `tariff-scale-${scale.id}` : 'tariff-scale-new',
    schema: tariffScaleInput,
    // A scale without a minimum shows an empty field, which the contract reads as "0" (none).
    defaultValue: {
      name: scale?.name ?? '',
      minFee: scale && compareDecimal(scale.minFee, 0) > 0 ? scale.minFee : '',
      settings: draftsFromScale(scale?.settings),
    },
    async submit(value) {
      await save.mutateAsync({ id: scale?.id, body: value });
      onSaved();
    },
  });
}

type TariffForm = ReturnType<typeof useTariffForm>;

const BAND_LABEL: Record<BandField, string> = { amountFrom: 'From', amountTo: 'To', fee: 'Fee %' };
const errorList = (message: string | undefined) => (message ? [message] : undefined);

export function TariffFields({ tariffForm }: { tariffForm: TariffForm }) {
  const { form, fields, serverErrors } = tariffForm;
  const bands = fields.settings.getFieldList();
  const values = form.value?.settings;
  const listError = fields.settings.errors?.[0] ?? serverErrors.settings?.[0];
  const removable = canRemoveBand(bands.length);

  return (
    <SchemaForm form={form} serverErrors={serverErrors} className={blocks.stack}>
      <FieldInput field={fields.name} label="Name" limit={100} autoComplete="off" />
      <FieldInput
        field={fields.minFee}
        label="Minimum fee"
        decimal
        placeholder="No minimum"
        caption="The least fee a transfer priced by this scale pays, in the transfer’s currency. Leave empty for none."
      />
      <fieldset className={styles.editor} aria-describedby={listError ? `${fields.settings.id}-error` : undefined}>
        <legend className={styles.legend}>Bands</legend>
        <p className={blocks.hint} id={`${form.id}-bands-caption`}>
          A transfer of an amount from “From” up to (not including) “To” pays the band’s fee. Leave “To” empty on the
          last band for no upper limit.
        </p>
        <div className={styles.columnHeads} aria-hidden>
          <span>From</span>
          <span>To</span>
          <span>Fee %</span>
          <span />
        </div>
        {bands.map((band, index) => {
          const cells = band.getFieldset();
          return (
            <div key={band.key} className={styles.row} role="group" aria-label={`Band ${index + 1}`}>
              {(['amountFrom', 'amountTo', 'fee'] as const).map((name) => (
                <FieldInput
                  field={cells[name]}
                  label={`Band ${index + 1}: ${BAND_LABEL[name]}`}
                  hideLabel
                  decimal
                  errors={errorList(bandError(index, name, cells[name].errors, serverErrors))}
                  placeholder={name === 'amountTo' ? 'No upper limit' : undefined}
                />
              ))}
              <Button
                appearance="ghost"
                className={styles.remove}
                disabled={!removable}
                aria-label={`Remove band ${index + 1}`}
                onClick={() => form.update({ name: fields.settings.name, value: removeBand(values, index) })}
              >
                Remove
              </Button>
            </div>
          );
        })}
        {listError ? (
          <p className={blocks.error} id={`${fields.settings.id}-error`} role="alert">
            {listError}
          </p>
        ) : null}
        <div>
          <Button
            appearance="secondary"
            icon="plus"
            onClick={() => form.insert({ name: fields.settings.name, defaultValue: nextBand(values) })}
          >
            Add band
          </Button>
        </div>
      </fieldset>
    </SchemaForm>
  );
}
