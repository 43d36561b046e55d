import { StatusPill } from '@/src/components/ui/status-pill';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SettingsRowButton } from './settings-offline';
import { ConfirmDialog } from '@/src/components/ui/confirm-dialog';
import { QueryTable } from '@/src/components/ui/query-table';
import type { TableColumn } from '@/src/components/ui/table';
import type { CryptoProvider } from '@/src/contracts/crypto-providers';
import { formatAmount } from '@/src/lib/money';
import { useSetDefaultCryptoProvider } from './mutations';
import { settingsQueries, TABLE_ID } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import { PageSection } from '@/src/components/ui/page-section';

function columns(onMakeDefault: (provider: CryptoProvider) => void): TableColumn<CryptoProvider>[] {
  return [
    { id: 'name', header: 'Name', cell: (row) => row.name },
    {
      id: 'fee',
      header: 'Pay-in fee',
      align: 'right',
      cell: (row) => <span className={blocks.number}>{formatAmount(row.fee)} %</span>,
    },
    {
      id: 'default',
      header: 'Default',
      cell: (row) =>
        row.isDefault ? (
          <StatusPill tone="success">Default</StatusPill>
        ) : (
          <SettingsRowButton
            appearance="secondary"
            aria-label={`Make ${row.name} default`}
            onClick={() => onMakeDefault(row)}
          >
            Make default
          </SettingsRowButton>
        ),
    },
  ];
}

/** Settings "crypto-provider" (role 1): which provider takes crypto pay-ins; exactly one is the default. */
export function CryptoProviderTab() {
  const list = useQuery(settingsQueries.cryptoProviders());
  const [confirming, setConfirming] = useState<CryptoProvider | null>(null);
  const makeDefault = useSetDefaultCryptoProvider();
  const currentDefault = list.data?.find((provider) => provider.isDefault);

  return (
    <PageSection title="Crypto providers">
      <p className={blocks.muted}>New crypto top-ups get their deposit address from the default provider.</p>
      <QueryTable
        query={list}
        what="crypto providers"
        tableId={TABLE_ID.cryptoProviders}
        caption="Crypto providers"
        columns={columns(setConfirming)}
        paginate={false}
        emptyMessage="No crypto providers are connected yet, so clients cannot top up with crypto."
        maxHeight="none"
      />
      {confirming && (
        <ConfirmDialog
          title={`Make ${confirming.name} the default?`}
          confirm="Make default"
          busy={makeDefault.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() => makeDefault.mutate(confirming.id, { onSettled: () => setConfirming(null) })}
        >
          <p>
            New crypto top-ups will use {confirming.name} (pay-in fee {formatAmount(confirming.fee)} %)
            {currentDefault ? ` instead of ${currentDefault.name}` : ''}.
          </p>
        </ConfirmDialog>
      )}
    </PageSection>
  );
}
