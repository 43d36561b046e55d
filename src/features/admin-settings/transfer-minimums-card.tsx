import { getInputProps } from '@conform-to/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { SchemaForm } from '@/src/components/forms/schema-form';
import { FieldInput } from '@/src/components/forms/field-input';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import { SETTINGS_OFFLINE_REASON_ID } from './settings-offline';
import { transferMinimumInput, type TransferMinimum } from '@/src/contracts/tariffs';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { useSetTransferMinimum } from './mutations';
import { settingsQueries } from './queries';
import styles from './settings-page.module.css';
import { LoadError } from '@/src/components/ui/load-error';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** One currency's minimum: read-only text, or (with the right) its own small form. */
function MinimumRow({ minimum, canChange }: { minimum: TransferMinimum; canChange: boolean }) {
  const save = useSetTransferMinimum();
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: `transfer-minimum-${minimum.currency}`,
    schema: transferMinimumInput,
    defaultValue: { currency: minimum.currency, amount: minimum.amount } as never,
    async submit(value) {
      await save.mutateAsync(value);
    },
  });
  if (!canChange) {
    return (
      <li>
        {minimum.currency}: <strong>{minimum.amount}</strong>
      </li>
    );
  }
  return (
    <li>
      <SchemaForm form={form} serverErrors={serverErrors} className={styles.pickRow}>
        <input {...getInputProps(fields.currency, { type: 'hidden' })} key={fields.currency.key} />
        <FieldInput field={fields.amount} label={`Minimum transfer in ${minimum.currency}`} decimal />
        <OnlineOnlyButton reasonId={SETTINGS_OFFLINE_REASON_ID} type="submit" appearance="secondary" loading={busy}>
          Save
        </OnlineOnlyButton>
      </SchemaForm>
    </li>
  );
}

/**
 * Settings "service-fee": the least amount a transfer between a company's accounts may move, per
 * currency of the account it leaves. Roles 1 and 6 change it; role 5 reads it.
 */
export function TransferMinimumsCard({ canChange }: { canChange: boolean }) {
  const headingId = useId();
  const minimums = useQuery(settingsQueries.transferMinimums());
  return (
    <article className={blocks.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardHeading}>
        Minimum transfer amounts
      </h3>
      <p className={blocks.muted}>A transfer of less than its currency’s minimum is refused, the quote included.</p>
      {minimums.isPending ? (
        <p className={blocks.muted}>Loading the minimums…</p>
      ) : minimums.isError ? (
        <LoadError what="minimums" error={minimums.error} />
      ) : (
        <ul className={styles.bands} aria-label="Minimum transfer amounts">
          {minimums.data.map((minimum) => (
            <MinimumRow key={minimum.currency} minimum={minimum} canChange={canChange} />
          ))}
        </ul>
      )}
    </article>
  );
}
