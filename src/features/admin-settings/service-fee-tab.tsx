import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CardFxFeeCard } from './card-fx-fee-card';
import { Skeleton } from '@/src/components/ui/skeleton';
import { EmptyState } from '@/src/components/ui/empty-state';
import { ProviderFeeCard, type Provider } from './provider-fee-card';
import { ProviderFeeHistoryDialog } from './provider-fee-history-dialog';
import { settingsQueries } from './queries';
import { TransferMinimumsCard } from './transfer-minimums-card';
import styles from './settings-page.module.css';
import { LoadError } from '@/src/components/ui/load-error';
import blocks from '@/src/components/ui/page-blocks.module.css';
import { PageSection } from '@/src/components/ui/page-section';

/**
 * Settings "service-fee" (roles 1, 5, 6): each card provider's tariff scale, which the BIN accounts that
 * follow the provider pay, the minimum transfer amount per currency and the card FX fee. Roles 1 and 6 may change
 * them; role 5 only reads.
 */
export function ServiceFeeTab({ canChange }: { canChange: boolean }) {
  const providers = useQuery(settingsQueries.providerList());
  const [history, setHistory] = useState<Provider | null>(null);

  return (
    <PageSection title="Service fee">
      <p className={blocks.muted}>
        BIN accounts that follow their provider pay the provider’s tariff scale on every transfer.
      </p>
      {canChange ? null : (
        <p className={styles.readOnly}>
          You can see the providers’ tariff scales; changing them needs a senior administrator.
        </p>
      )}
      {providers.isPending ? (
        <Skeleton height="8rem" shape="block" />
      ) : providers.isError ? (
        <LoadError what="card providers" error={providers.error} />
      ) : providers.data.length === 0 ? (
        <EmptyState message="No card providers are connected yet. Their service fees appear here once one is." />
      ) : (
        providers.data.map((provider) => (
          <ProviderFeeCard
            key={provider.id}
            provider={provider}
            canChange={canChange}
            onHistory={() => setHistory(provider)}
          />
        ))
      )}
      <TransferMinimumsCard canChange={canChange} />
      <CardFxFeeCard canChange={canChange} />
      {history && <ProviderFeeHistoryDialog provider={history} onClose={() => setHistory(null)} />}
    </PageSection>
  );
}
