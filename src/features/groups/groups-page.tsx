import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { OfflineReason, OnlineOnlyButton } from '@/src/components/ui/online-only';
import { Table } from '@/src/components/ui/table';
import { SearchFilter } from '@/src/components/ui/filter-bar';
import { groupColumns } from './group-columns';
import { GROUPS_TABLE_ID, type GroupsSearch } from './groups-search';
import { groupQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './groups.module.css';
import { LoadError } from '@/src/components/ui/load-error';
import { pageInSearch, usePagedList } from '@/src/components/ui/use-paged-list';

// The form (and its schema library) loads when someone first opens it.
const CreateGroupDialog = lazy(() => import('./create-group-dialog').then((m) => ({ default: m.CreateGroupDialog })));

/** Creating a group is saved by the server: offline the button is off and this line says why. */
const OFFLINE_REASON_ID = 'groups-offline';

interface GroupsPageProps {
  search: GroupsSearch;
  onSearchChange: (next: Partial<GroupsSearch>) => void;
}

/** Groups of companies (spec 2.3, roles 1, 5, 6): a lead company and its members, at most one group each. */
export function GroupsPage({ search, onSearchChange }: GroupsPageProps) {
  const paging = usePagedList(GROUPS_TABLE_ID, pageInSearch(search.page, onSearchChange));
  const list = useQuery(groupQueries.list({ search: search.search, page: paging.page, perPage: paging.perPage }));
  const [creating, setCreating] = useState(false);

  const createButton = (
    <OnlineOnlyButton reasonId={OFFLINE_REASON_ID} icon="plus" onClick={() => setCreating(true)}>
      Create group
    </OnlineOnlyButton>
  );

  return (
    <div className={blocks.stackWide}>
      <div className={`${blocks.toolbar} ${styles.toolbar}`}>
        <div role="search" aria-label="Find groups" className={styles.search}>
          <SearchFilter
            value={search.search}
            onChange={(value) => onSearchChange({ search: value, page: undefined })}
            placeholder="Group name"
            limit={255}
          />
        </div>
        {createButton}
      </div>
      <OfflineReason id={OFFLINE_REASON_ID} />
      {list.isError && !list.data ? <LoadError what="groups" error={list.error} /> : null}
      <Table
        caption="Groups"
        columns={groupColumns}
        {...paging.tableProps(list)}
        emptyMessage={
          search.search
            ? `No group's name contains “${search.search}”.`
            : 'No groups yet. Create one to bring a lead company and its member companies together.'
        }
        emptyAction={search.search ? undefined : createButton}
        maxHeight="none"
      />
      {creating && (
        <Suspense fallback={null}>
          <CreateGroupDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </div>
  );
}
