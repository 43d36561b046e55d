import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { QueryTable } from '@/src/components/ui/query-table';
import type { TableColumn } from '@/src/components/ui/table';
import type { RoleId } from '@/src/contracts/access';
import type { BinAccount, CompanyTariff } from '@/src/contracts/tariffs';
import { currentUserQuery } from '@/src/lib/current-user';
import { PageSection } from '@/src/components/ui/page-section';
import { BinAccountsTable } from './bin-accounts-table';
import { CompanyTariffDialog } from './company-tariff-dialog';
import { BinAccountHistoryDialog, TariffHistoryDialog } from './history-dialogs';
import { moneyQueries } from './money-queries';
import { companyMoneyControls } from './money-rights';
import styles from '@/src/features/companies/company-page.module.css';

type Dialog =
  | { kind: 'tariff'; tariff: CompanyTariff }
  | { kind: 'tariffHistory' }
  | { kind: 'binHistory'; account: BinAccount }
  | null;

/** The company's tariff scale per card provider and its BIN accounts' service fees (spec 6, spec 7). */
export function TariffsSection({ companyId, role }: { companyId: number; role: RoleId }) {
  const user = useQuery(currentUserQuery).data;
  const controls = companyMoneyControls(role, user?.permissions ?? []);
  const tariffs = useQuery({ ...moneyQueries.tariffs(companyId), enabled: controls.selectTariff });
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const columns: TableColumn<CompanyTariff>[] = [
    { id: 'provider', header: 'Card provider', cell: (row) => row.provider.name },
    {
      id: 'scale',
      header: 'Tariff scale',
      cell: (row) =>
        row.autoUpdate
          ? `Follows the provider: ${row.providerTariffScale?.name ?? 'no scale yet'}`
          : (row.tariffScale?.name ?? 'No scale chosen'),
    },
    { id: 'autoUpdate', header: 'Auto-update', cell: (row) => (row.autoUpdate ? 'On' : 'Off') },
    {
      id: 'change',
      actions: true,
      header: <span className="visually-hidden">Change</span>,
      cell: (row) => (
        <Button
          appearance="ghost"
          className={styles.smallButton}
          onClick={() => setDialog({ kind: 'tariff', tariff: row })}
          aria-label={`Select the tariff for ${row.provider.name}`}
        >
          Select tariff
        </Button>
      ),
    },
  ];

  return (
    <PageSection
      title="BIN accounts and tariffs"
      actions={
        controls.selectTariff ? (
          <Button
            className={styles.actionButton}
            appearance="secondary"
            onClick={() => setDialog({ kind: 'tariffHistory' })}
          >
            Tariff history
          </Button>
        ) : null
      }
    >
      {controls.selectTariff ? (
        <QueryTable
          query={tariffs}
          what="tariffs"
          failureOverRows
          tableId="company-tariffs"
          caption="Tariff per card provider"
          showCaption
          columns={columns}
          rowKey={(row) => row.provider.id}
          paginate={false}
          emptyMessage="No card providers yet."
          maxHeight="none"
        />
      ) : null}
      <BinAccountsTable
        companyId={companyId}
        controls={controls}
        onHistory={(account) => setDialog({ kind: 'binHistory', account })}
      />
      {dialog?.kind === 'tariff' && (
        <CompanyTariffDialog companyId={companyId} tariff={dialog.tariff} onClose={close} />
      )}
      {dialog?.kind === 'tariffHistory' && <TariffHistoryDialog companyId={companyId} onClose={close} />}
      {dialog?.kind === 'binHistory' && (
        <BinAccountHistoryDialog companyId={companyId} account={dialog.account} onClose={close} />
      )}
    </PageSection>
  );
}
