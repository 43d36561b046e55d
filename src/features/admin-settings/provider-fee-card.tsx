import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import { SETTINGS_OFFLINE_REASON_ID } from './settings-offline';
import { ConfirmDialog } from '@/src/components/ui/confirm-dialog';
import { Select } from '@/src/components/ui/select';
import type { ResponseOf } from '@/src/contracts/endpoint';
import type { providerList, TariffScale } from '@/src/contracts/tariffs';
import { bandsSummary } from './band-editor';
import { bandLabel } from '@/src/lib/tariff-bands';
import { useSetProviderServiceFee } from './mutations';
import { settingsQueries } from './queries';
import styles from './settings-page.module.css';
import { LoadError } from '@/src/components/ui/load-error';
import blocks from '@/src/components/ui/page-blocks.module.css';

export type Provider = ResponseOf<typeof providerList>[number];

function Bands({ scale }: { scale: TariffScale }) {
  return (
    <ul className={styles.bands} aria-label={`Bands of ${scale.name}`}>
      {scale.settings.map((band) => (
        <li key={band.amountFrom}>{bandLabel(band)}</li>
      ))}
    </ul>
  );
}

interface ProviderFeeCardProps {
  provider: Provider;
  canChange: boolean;
  onHistory: () => void;
}

/** One provider: its current scale with the bands, and (with the right) a picker to give it another one. */
export function ProviderFeeCard({ provider, canChange, onHistory }: ProviderFeeCardProps) {
  const headingId = useId();
  const fee = useQuery(settingsQueries.providerFee(provider.id));
  const scales = useQuery({ ...settingsQueries.tariffScaleOptions(), enabled: canChange });
  const [chosen, setChosen] = useState<string>('');
  const [confirming, setConfirming] = useState<TariffScale | null>(null);
  const change = useSetProviderServiceFee();
  const current = fee.data?.tariffScale ?? null;
  const picked = chosen || (current ? String(current.id) : '');
  const pickedScale = scales.data?.records.find((scale) => String(scale.id) === picked) ?? null;

  const options = [
    ...(current ? [] : [{ value: '', label: 'Choose a tariff scale' }]),
    ...(scales.data?.records ?? []).map((scale) => ({ value: String(scale.id), label: scale.name })),
  ];

  return (
    <article className={blocks.card} aria-labelledby={headingId}>
      <div className={blocks.spreadRow}>
        <h3 id={headingId} className={styles.cardHeading}>
          {provider.name}
        </h3>
        <Button
          mode="row"
          appearance="ghost"
          aria-label={`Service fee history of ${provider.name}`}
          onClick={onHistory}
        >
          History
        </Button>
      </div>
      {fee.isPending ? (
        <p className={blocks.muted}>Loading the current tariff scale…</p>
      ) : fee.isError ? (
        <LoadError what="current tariff scale" error={fee.error} />
      ) : current ? (
        <div>
          <p className={blocks.muted}>
            Tariff scale: <strong>{current.name}</strong>
          </p>
          <Bands scale={current} />
        </div>
      ) : (
        <p className={blocks.muted}>
          No tariff scale yet: transfers to its BIN accounts pay no service fee until one is chosen.
        </p>
      )}
      {canChange ? (
        <div className={styles.pickRow}>
          <Select
            label={`Tariff scale for ${provider.name}`}
            options={scales.isPending ? [{ value: picked, label: 'Loading tariff scales…' }] : options}
            value={picked}
            onValueChange={setChosen}
            disabled={scales.isPending}
            caption={pickedScale && pickedScale.id !== current?.id ? bandsSummary(pickedScale.settings) : undefined}
          />
          <OnlineOnlyButton
            reasonId={SETTINGS_OFFLINE_REASON_ID}
            appearance="secondary"
            disabled={!pickedScale || pickedScale.id === current?.id}
            onClick={() => setConfirming(pickedScale)}
          >
            Apply
          </OnlineOnlyButton>
        </div>
      ) : null}
      {confirming && (
        <ConfirmDialog
          title={`Give ${provider.name} the scale ${confirming.name}?`}
          confirm={`Apply ${confirming.name}`}
          busy={change.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() =>
            change.mutate(
              { providerId: provider.id, tariffScaleId: confirming.id },
              {
                // Back to following the current scale, unless another scale was picked meanwhile: this runs
                // after the refetch, and a pick made as the new scale showed must not be wiped (Apply stayed off).
                onSuccess: () => setChosen((now) => (now === String(confirming.id) ? '' : now)),
                onSettled: () => setConfirming(null),
              },
            )
          }
        >
          <p>
            From now on, transfers to the BIN accounts that follow {provider.name} pay these bands instead of{' '}
            {current ? current.name : 'no fee'}:
          </p>
          <Bands scale={confirming} />
          <p>Accounts and companies with a scale of their own keep it. The change is kept in the history.</p>
        </ConfirmDialog>
      )}
    </article>
  );
}
