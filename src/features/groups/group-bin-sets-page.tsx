import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { BinSetChoiceTable, toggled } from '@/src/components/bin-sets/bin-set-choice-table';
import { Button } from '@/src/components/ui/button';
import { ConfirmDialog } from '@/src/components/ui/confirm-dialog';
import type { TableColumn } from '@/src/components/ui/table';
import { BIN_SET_STATUS, type BinSet } from '@/src/contracts/bin-sets';
import { ApiError } from '@/src/lib/api-error';
import { groupBinSetQueries, useGroupBinSetChange, type GroupBinSetChange } from './bin-set-queries';
import { groupQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './groups.module.css';
import { LoadError } from '@/src/components/ui/load-error';

type Row = BinSet & { companiesCount: number };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * `/admin/groups/{id}/add-bin-sets` and `/delete-bin-sets`: BIN sets given to or taken from every member
 * company at once, after a confirmation naming how many companies change. Each row says how many members
 * hold the set now.
 */
export function GroupBinSetsPage({ id, change }: { id: number; change: GroupBinSetChange }) {
  const group = useQuery(groupQueries.detail(id));
  const held = useQuery(groupBinSetQueries.held(id));
  const all = useQuery({ ...groupBinSetQueries.all(), enabled: change === 'add' });
  const mutation = useGroupBinSetChange(id, change);
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);

  const members = held.data?.membersCount ?? group.data?.companiesCount ?? 0;
  const heldCount = new Map((held.data?.records ?? []).map((set) => [set.id, set.companiesCount]));
  const rows: Row[] =
    change === 'add'
      ? (all.data?.records ?? [])
          .filter((set) => set.status.value === BIN_SET_STATUS.active && (heldCount.get(set.id) ?? 0) < members)
          .map((set) => ({ ...set, companiesCount: heldCount.get(set.id) ?? 0 }))
      : (held.data?.records ?? []);
  const loading = held.isPending || (change === 'add' && all.isPending);
  const failed = held.error ?? (change === 'add' ? all.error : null);
  const name = group.data?.name ?? 'the group';
  const count = chosen.size;
  const chosenRows = rows.filter((row) => chosen.has(row.id));
  const heldBy: TableColumn<Row> = {
    id: 'held',
    header: 'Held by members',
    align: 'right',
    cell: (row) => `${row.companiesCount} of ${members}`,
  };
  const close = () => {
    mutation.reset();
    setConfirming(false);
  };
  const refusal = mutation.error instanceof ApiError && mutation.error.status === 422 ? mutation.error.message : null;
  const adding = change === 'add';

  return (
    <div className={blocks.stackWide}>
      <header className={blocks.header}>
        <div className={styles.title}>
          <h2>{adding ? `Add BIN sets to ${name}` : `Delete BIN sets from ${name}`}</h2>
          <p className={blocks.muted}>
            {adding
              ? `Each set ticked is given to every member company (${plural(members, 'company', 'companies')}) that ` +
                `lacks it, opening its BIN account.`
              : `Each set ticked is taken from every member company (${plural(members, 'company', 'companies')}) ` +
                `holding it; their BIN accounts for it close, and nothing changes if any of them still holds money.`}
          </p>
        </div>
      </header>
      {failed ? <LoadError what="BIN sets" error={failed} /> : null}
      <BinSetChoiceTable
        tableId={adding ? 'group-add-bin-sets' : 'group-delete-bin-sets'}
        caption={adding ? `BIN sets to add to ${name}` : `BIN sets held in ${name}`}
        rows={rows}
        chosen={chosen}
        onToggle={(set, on) => setChosen((previous) => toggled(previous, set.id, on))}
        loading={loading}
        emptyMessage={
          adding ? 'Every member already holds every active BIN set.' : 'No member of the group holds a BIN set.'
        }
        extraColumns={[heldBy]}
      />
      <div className={blocks.spreadRow}>
        <Link to="/admin/groups/$id" params={{ id }} className={blocks.link}>
          Back to {name}
        </Link>
        <Button
          appearance={adding ? 'primary' : 'danger'}
          disabled={count === 0 || members === 0}
          onClick={() => setConfirming(true)}
        >
          {`${adding ? 'Add' : 'Delete'} selected${count ? ` (${count})` : ''}`}
        </Button>
      </div>
      {confirming ? (
        <ConfirmDialog
          danger
          title={adding ? 'Add these BIN sets to every member?' : 'Delete these BIN sets from every member?'}
          confirm={adding ? 'Add BIN sets' : 'Delete BIN sets'}
          busy={mutation.isPending}
          error={refusal}
          onClose={close}
          onConfirm={() =>
            mutation.mutate([...chosen], {
              onSuccess: () => {
                setConfirming(false);
                void navigate({ to: '/admin/groups/$id', params: { id } });
              },
            })
          }
        >
          <p>
            {chosenRows.map((row) => `${row.name} (${row.bin})`).join(', ')}{' '}
            {adding
              ? `will be held by all ${plural(members, 'company', 'companies')} of ${name}.`
              : `will be taken from the members of ${name} that hold them, closing their BIN accounts. Nothing ` +
                `changes if any of those accounts holds money.`}
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
