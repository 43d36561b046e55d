import { QueryTable } from '@/src/components/ui/query-table';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import { SETTINGS_OFFLINE_REASON_ID } from './settings-offline';
import { ConfirmDialog } from '@/src/components/ui/confirm-dialog';
import type { BinSet } from '@/src/contracts/bin-sets';
import { binSetColumns, Fee } from './bin-set-columns';
import { BinSetCreateDialog } from './bin-set-create-dialog';
import { BinSetEditDialog } from './bin-set-edit-dialog';
import { useSetDefaultIssuance } from './mutations';
import { settingsQueries, TABLE_ID } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import { usePagedList } from '@/src/components/ui/use-paged-list';
import { PageSection } from '@/src/components/ui/page-section';

type Open = { kind: 'create' } | { kind: 'edit' | 'default'; set: BinSet } | null;

/** Settings "bin-sets" (roles 1, 5, 6): the BIN sets, their card fees and the one default for issuance. */
export function BinSetsTab() {
  const paging = usePagedList(TABLE_ID.binSets);
  const list = useQuery(settingsQueries.binSetList({ page: paging.page, perPage: paging.perPage }));
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const makeDefault = useSetDefaultIssuance();
  const currentDefault = list.data?.records.find((set) => set.isDefaultIssuance);
  const createButton = (
    <OnlineOnlyButton reasonId={SETTINGS_OFFLINE_REASON_ID} icon="plus" onClick={() => setOpen({ kind: 'create' })}>
      Create BIN set
    </OnlineOnlyButton>
  );

  return (
    <PageSection title="BIN sets" actions={list.data?.records.length ? createButton : null}>
      <p className={blocks.muted}>New cards are issued from the default set; each card is charged its set’s fees.</p>
      <QueryTable
        query={list}
        what="BIN sets"
        caption="BIN sets"
        columns={binSetColumns({
          onEdit: (set) => setOpen({ kind: 'edit', set }),
          onMakeDefault: (set) => setOpen({ kind: 'default', set }),
        })}
        {...paging.tableProps(list)}
        emptyMessage="No BIN sets yet. Create one so companies can get BIN accounts and cards."
        emptyAction={createButton}
        maxHeight="none"
      />
      {open?.kind === 'create' && <BinSetCreateDialog onClose={close} />}
      {open?.kind === 'edit' && <BinSetEditDialog set={open.set} onClose={close} />}
      {open?.kind === 'default' && (
        <ConfirmDialog
          title={`Set BIN set ${open.set.bin} as default for issuance?`}
          confirm="Set as default"
          busy={makeDefault.isPending}
          onClose={close}
          onConfirm={() => makeDefault.mutate(open.set.id, { onSettled: close })}
        >
          <p>
            New cards will be issued from {open.set.name} ({open.set.bin}, {open.set.currency})
            {currentDefault ? ` instead of ${currentDefault.name} (${currentDefault.bin})` : ''}, with an issuance fee
            of <Fee value={open.set.cardIssuanceFee} currency={open.set.currency} /> and a monthly maintenance{' '}
            {'fee of '}
            <Fee value={open.set.monthlyMaintenanceFee} currency={open.set.currency} />. Cards already issued keep their
            set.
          </p>
        </ConfirmDialog>
      )}
    </PageSection>
  );
}
