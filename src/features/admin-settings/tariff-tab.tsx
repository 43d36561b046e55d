import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { SettingsRowButton } from './settings-offline';
import { QueryTable } from '@/src/components/ui/query-table';
import type { TableColumn } from '@/src/components/ui/table';
import type { TariffScale } from '@/src/contracts/tariffs';
import { bandLabel } from '@/src/lib/tariff-bands';
import { settingsQueries, TABLE_ID } from './queries';
import { TariffDeleteDialog } from './tariff-delete-dialog';
import { TariffEditDialog } from './tariff-edit-dialog';
import { TariffHistoryDialog } from './tariff-history-dialog';
import styles from './settings-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';
import { usePagedList } from '@/src/components/ui/use-paged-list';
import { PageSection } from '@/src/components/ui/page-section';

type Open = { kind: 'edit' | 'history' | 'delete'; scale: TariffScale } | null;

function columns(open: (kind: NonNullable<Open>['kind'], scale: TariffScale) => void): TableColumn<TariffScale>[] {
  return [
    { id: 'name', header: 'Name', cell: (row) => row.name },
    {
      id: 'bands',
      header: 'Bands',
      cell: (row) => (
        <ul className={styles.bands}>
          {row.settings.map((band) => (
            <li key={band.amountFrom}>{bandLabel(band)}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'actions',
      actions: true,
      header: 'Actions',
      cell: (row) => (
        <span className={blocks.wrapRow}>
          <SettingsRowButton appearance="secondary" aria-label={`Edit ${row.name}`} onClick={() => open('edit', row)}>
            Edit
          </SettingsRowButton>
          <Button
            mode="row"
            appearance="ghost"
            aria-label={`History of ${row.name}`}
            onClick={() => open('history', row)}
          >
            History
          </Button>
          <SettingsRowButton appearance="ghost" aria-label={`Delete ${row.name}`} onClick={() => open('delete', row)}>
            Delete
          </SettingsRowButton>
        </span>
      ),
    },
  ];
}

/** Settings "tariff" (roles 1, 5, 6): the tariff scales of service fees, their bands, edits and history. */
export function TariffTab() {
  const paging = usePagedList(TABLE_ID.tariffScales);
  const list = useQuery(settingsQueries.tariffScales({ page: paging.page, perPage: paging.perPage }));
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const createLink = (
    <Link to="/admin/settings/tariff/create" className={styles.primaryLink}>
      Create tariff scale
    </Link>
  );

  return (
    <PageSection title="Tariff scales" actions={list.data?.records.length ? createLink : null}>
      <p className={blocks.muted}>A transfer to a BIN account pays the fee of the band its amount falls in.</p>
      <QueryTable
        query={list}
        what="tariff scales"
        caption="Tariff scales"
        columns={columns((kind, scale) => setOpen({ kind, scale }))}
        {...paging.tableProps(list)}
        emptyMessage="No tariff scales yet. Create one to price transfers to BIN accounts."
        emptyAction={createLink}
        maxHeight="none"
      />
      {open?.kind === 'edit' && <TariffEditDialog scale={open.scale} onClose={close} />}
      {open?.kind === 'history' && <TariffHistoryDialog scale={open.scale} onClose={close} />}
      {open?.kind === 'delete' && <TariffDeleteDialog scale={open.scale} onClose={close} />}
    </PageSection>
  );
}
