import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LoadError } from '@/src/components/ui/load-error';
import { SchemaForm } from '@/src/components/forms/schema-form';
import { FieldInput } from '@/src/components/forms/field-input';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import { SETTINGS_OFFLINE_REASON_ID } from './settings-offline';
import { ConfirmDialog } from '@/src/components/ui/confirm-dialog';
import { cardFxFeeBody, setCardFxFee } from '@/src/contracts/card-fx-fee';
import { call } from '@/src/lib/api-client';
import { ApiError } from '@/src/lib/api-error';
import { formatDate } from '@/src/lib/dates';
import { notify } from '@/src/lib/notify';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { settingsQueries } from './queries';
import styles from './settings-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

const byWhom = (user: { firstName: string | null; lastName: string | null } | null) =>
  user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || 'a staff member' : 'the platform default';

/** The new percent, checked by the contract's rule before the confirmation is asked for. */
function CardFxFeeForm({ current, onAsk }: { current: string; onAsk: (percent: string) => void }) {
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: 'card-fx-fee',
    schema: cardFxFeeBody,
    defaultValue: { percent: current } as never,
    async submit(value) {
      onAsk(value.percent);
    },
  });
  return (
    <SchemaForm form={form} serverErrors={serverErrors} className={styles.pickRow}>
      <FieldInput field={fields.percent} label="Card FX fee, %" decimal />
      <OnlineOnlyButton reasonId={SETTINGS_OFFLINE_REASON_ID} type="submit" appearance="secondary" loading={busy}>
        Save
      </OnlineOnlyButton>
    </SchemaForm>
  );
}

/**
 * Settings "service-fee": the card FX fee, the percent taken on a card payment settled in a currency other than
 * the card's (finance totals' cardFxFeeSum). Roles 1 and 6 change it, after confirming, since it applies to every
 * company's settlements from then on; role 5 reads it. The server audit-logs each change.
 */
export function CardFxFeeCard({ canChange }: { canChange: boolean }) {
  const headingId = useId();
  const setting = useQuery(settingsQueries.cardFxFee());
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (percent: string) => call(setCardFxFee, { body: { percent } }, { suppressToast: [422] }),
    onSuccess: (answer) => {
      notify.success(answer.message);
      queryClient.setQueryData(settingsQueries.cardFxFee().queryKey, answer.setting);
      setAsking(null);
    },
  });
  const failure = save.error instanceof ApiError ? (save.error.errors?.percent?.[0] ?? save.error.message) : null;

  return (
    <article className={blocks.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardHeading}>
        Card FX fee
      </h3>
      <p className={styles.lead}>
        Taken on a card payment settled in a currency other than the card’s, on top of the platform rate.
      </p>
      {setting.isPending ? (
        <p className={styles.lead}>Loading the card FX fee…</p>
      ) : setting.isError ? (
        <LoadError what="card FX fee" error={setting.error} />
      ) : (
        <>
          <p data-testid="card-fx-fee">
            Now: <strong>{setting.data.percent}%</strong>
            <span className={styles.lead}>
              {' '}
              · set by {byWhom(setting.data.updatedBy)} on {formatDate(setting.data.updatedAt)}
            </span>
          </p>
          {canChange ? (
            <CardFxFeeForm
              key={setting.data.percent}
              current={setting.data.percent}
              onAsk={(percent) => {
                save.reset();
                setAsking(percent);
              }}
            />
          ) : (
            <p className={styles.readOnly}>Changing the card FX fee needs a senior administrator.</p>
          )}
        </>
      )}
      {asking !== null && setting.data ? (
        <ConfirmDialog
          title="Change the card FX fee?"
          confirm="Change the fee"
          busy={save.isPending}
          error={failure}
          onConfirm={() => save.mutate(asking)}
          onClose={() => setAsking(null)}
        >
          <p>
            From {setting.data.percent}% to {asking}%. It applies to every company’s card payments settled in another
            currency from now on; payments already settled keep their fee.
          </p>
        </ConfirmDialog>
      ) : null}
    </article>
  );
}
