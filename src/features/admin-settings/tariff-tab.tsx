import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { Table, type TableColumn } from '@/src/components/ui/table';
import { usePageSize } from '@/src/components/ui/use-page-size';
import type { TariffScale } from '@/src/contracts/tariffs';
import { pagedRows } from '@/src/lib/paged-rows';
import { bandLabel } from '@/src/lib/tariff-bands';
import { settingsQueries, TABLE_ID } from './queries';
import { TariffDeleteDialog } from './tariff-delete-dialog';
import { TariffEditDialog } from './tariff-edit-dialog';
import { TariffHistoryDialog } from './tariff-history-dialog';
import styles from './settings-page.module.css';
import { LoadError } from '@/src/components/ui/load-error';
import blocks from '@/src/components/ui/page-blocks.module.css';

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
          <Button
            className={styles.rowButton}
            appearance="secondary"
            aria-label={`Edit ${row.name}`}
            onClick={() => open('edit', row)}
          >
            Edit
          </Button>
          <Button
            className={styles.rowButton}
            appearance="ghost"
            aria-label={`History of ${row.name}`}
            onClick={() => open('history', row)}
          >
            History
          </Button>
          <Button
            className={styles.rowButton}
            appearance="ghost"
            aria-label={`Delete ${row.name}`}
            onClick={() => open('delete', row)}
          >
            Delete
          </Button>
        </span>
      ),
    },
  ];
}

/** Settings "tariff" (roles 1, 5, 6): the tariff scales of service fees, their bands, edits and history. */
export function TariffTab() {
  const [pageSize, setPageSize] = usePageSize(TABLE_ID.tariffScales);
  const [page, setPage] = useState(1);
  const list = useQuery(settingsQueries.tariffScales({ page, perPage: pageSize }));
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const createLink = (
    <Link to="/admin/settings/tariff/create" className={styles.primaryLink}>
      Create tariff scale
    </Link>
  );

  return (
    <section className={blocks.stack} aria-labelledby="tariff-heading">
      <div className={blocks.spreadRow}>
        <h2 id="tariff-heading" className={blocks.sectionHeading}>
          Tariff scales
        </h2>
        {list.data?.records.length ? createLink : null}
      </div>
      <p className={blocks.muted}>A transfer to a BIN account pays the fee of the band its amount falls in.</p>
      {list.isError && !list.data ? <LoadError what="tariff scales" error={list.error} /> : null}
      <Table
        tableId={TABLE_ID.tariffScales}
        caption="Tariff scales"
        columns={columns((kind, scale) => setOpen({ kind, scale }))}
        {...pagedRows(list)}
        rowKey={(row) => row.id}
        page={page}
        onPageChange={setPage}
        pageSize={pageSize}
        onPageSizeChange={setPageSize}
        emptyMessage="No tariff scales yet. Create one to price transfers to BIN accounts."
        emptyAction={createLink}
        maxHeight="none"
      />
      {open?.kind === 'edit' && <TariffEditDialog scale={open.scale} onClose={close} />}
      {open?.kind === 'history' && <TariffHistoryDialog scale={open.scale} onClose={close} />}
      {open?.kind === 'delete' && <TariffDeleteDialog scale={open.scale} onClose={close} />}
    </section>
  );
}
