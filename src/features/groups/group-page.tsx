import { DateTime } from '@/src/components/ui/cells';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { OfflineReason, OnlineOnlyButton } from '@/src/components/ui/online-only';
import { ConfirmDialog } from '@/src/components/ui/confirm-dialog';
import { RecordPageState, type RecordPage } from '@/src/components/ui/record-page-state';
import { Table } from '@/src/components/ui/table';
import type { GroupMember } from '@/src/contracts/groups';
import { ApiError } from '@/src/lib/api-error';
import { groupMemberColumns } from './group-member-columns';
import { GROUP_MEMBERS_TABLE_ID } from './groups-search';
import { useDeleteGroup, useRemoveGroupCompany, useUpdateGroup } from './mutations';
import { groupQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './groups.module.css';

const RenameGroupDialog = lazy(() => import('./rename-group-dialog').then((m) => ({ default: m.RenameGroupDialog })));

/** One "you are offline" line under the header says it for Rename, Delete group and every row's actions. */
const OFFLINE_REASON_ID = 'group-offline';

type Asking = { kind: 'remove'; member: GroupMember } | { kind: 'delete' } | { kind: 'rename' } | null;

const backToGroups = (
  <Link to="/admin/groups" className={blocks.link}>
    Back to the groups
  </Link>
);

const GROUP_PAGE: RecordPage = {
  what: 'group',
  missing: 'This group does not exist or has been deleted.',
  back: backToGroups,
};

/** `/admin/groups/{id}`: the group's name, lead and members; rename, make lead, add, remove and delete. */
export function GroupPage({ id }: { id: number }) {
  const group = useQuery(groupQueries.detail(id));
  const update = useUpdateGroup(id);
  const remove = useRemoveGroupCompany(id);
  const deletion = useDeleteGroup();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking>(null);

  const detail = group.data;
  if (detail === undefined) return <RecordPageState error={group.error} page={GROUP_PAGE} />;

  const close = () => {
    remove.reset();
    setAsking(null);
  };
  const columns = groupMemberColumns({
    busyId: update.isPending ? (update.variables.leadCompanyId ?? null) : null,
    onMakeLead: (member) => update.mutate({ leadCompanyId: member.id }),
    onRemove: (member) => {
      remove.reset();
      setAsking({ kind: 'remove', member });
    },
    offlineReasonId: OFFLINE_REASON_ID,
  });

  return (
    <div className={blocks.stackWide}>
      <header className={blocks.header}>
        <div className={styles.title}>
          <h2>{detail.name}</h2>
          <p className={blocks.muted}>
            Lead company: {detail.leadCompany ? detail.leadCompany.name : 'none'} · {detail.companiesCount}{' '}
            {detail.companiesCount === 1 ? 'company' : 'companies'} · created <DateTime value={detail.createdAt} />
          </p>
        </div>
        <div className={blocks.wrapRow}>
          <Link to="/admin/groups/$id/add-clients" params={{ id }} className={blocks.buttonLink}>
            Add companies
          </Link>
          <Link to="/admin/groups/$id/add-bin-sets" params={{ id }} className={blocks.link}>
            Add BIN sets
          </Link>
          <Link to="/admin/groups/$id/delete-bin-sets" params={{ id }} className={blocks.link}>
            Delete BIN sets
          </Link>
          <OnlineOnlyButton
            reasonId={OFFLINE_REASON_ID}
            appearance="secondary"
            onClick={() => setAsking({ kind: 'rename' })}
          >
            Rename
          </OnlineOnlyButton>
          <OnlineOnlyButton
            reasonId={OFFLINE_REASON_ID}
            appearance="danger"
            onClick={() => setAsking({ kind: 'delete' })}
          >
            Delete group
          </OnlineOnlyButton>
        </div>
      </header>
      <OfflineReason id={OFFLINE_REASON_ID} />
      <Table
        tableId={GROUP_MEMBERS_TABLE_ID}
        caption={`Companies of ${detail.name}`}
        columns={columns}
        rows={detail.companies}
        emptyMessage="No companies in this group. Add companies to bring them together."
        maxHeight="none"
      />
      {asking?.kind === 'rename' && (
        <Suspense fallback={null}>
          <RenameGroupDialog group={detail} onClose={close} />
        </Suspense>
      )}
      {asking?.kind === 'remove' && (
        <ConfirmDialog
          danger
          title="Remove from the group?"
          confirm="Remove"
          busy={remove.isPending}
          error={remove.error instanceof ApiError && remove.error.status === 422 ? remove.error.message : null}
          onClose={close}
          onConfirm={() => remove.mutate({ id: asking.member.id, name: asking.member.name }, { onSuccess: close })}
        >
          <p>
            <strong>{asking.member.name}</strong> leaves {detail.name} and can join another group.
            {asking.member.isGroupLead
              ? ' It is the lead company: while other companies remain, make one of them the lead first.'
              : ''}
          </p>
        </ConfirmDialog>
      )}
      {asking?.kind === 'delete' && (
        <ConfirmDialog
          danger
          title="Delete this group?"
          confirm="Delete group"
          busy={deletion.isPending}
          onClose={close}
          onConfirm={() =>
            deletion.mutate(id, {
              onSuccess: () => {
                setAsking(null);
                void navigate({ to: '/admin/groups' });
              },
            })
          }
        >
          <p>
            <strong>{detail.name}</strong> is deleted. Its {detail.companiesCount}{' '}
            {detail.companiesCount === 1 ? 'company stays' : 'companies stay'} as they are, no longer grouped. This
            cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
