import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { Checkbox } from '@/src/components/ui/checkbox';
import { Table, type TableColumn } from '@/src/components/ui/table';
import { SearchFilter } from '@/src/components/ui/filter-bar';
import type { CompanySearchItem } from '@/src/contracts/companies';
import { ADD_CLIENTS_TABLE_ID, type AddClientsSearch } from './groups-search';
import { useAddGroupCompanies } from './mutations';
import { groupQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './groups.module.css';
import { LoadError } from '@/src/components/ui/load-error';

interface AddClientsPageProps {
  id: number;
  search: AddClientsSearch;
  onSearchChange: (next: AddClientsSearch) => void;
}

/**
 * `/admin/groups/{id}/add-clients`: companies in no group (a company is in at most one), found by name or
 * uuid, ticked and added together; then back to the group.
 */
export function AddClientsPage({ id, search, onSearchChange }: AddClientsPageProps) {
  const group = useQuery(groupQueries.detail(id));
  const results = useQuery(groupQueries.ungroupedCompanies(search.query ?? ''));
  // Ticked companies by id, kept while the person searches for more.
  const [chosen, setChosen] = useState<Map<number, CompanySearchItem>>(() => new Map());
  const add = useAddGroupCompanies(id);
  const navigate = useNavigate();

  function toggle(company: CompanySearchItem, on: boolean) {
    setChosen((previous) => {
      const next = new Map(previous);
      if (on) next.set(company.id, company);
      else next.delete(company.id);
      return next;
    });
  }

  const columns: TableColumn<CompanySearchItem>[] = [
    {
      id: 'company',
      header: 'Company',
      cell: (company) => (
        <Checkbox
          size="small"
          label={company.name}
          checked={chosen.has(company.id)}
          onCheckedChange={(on) => toggle(company, on)}
        />
      ),
    },
    { id: 'uuid', header: 'UUID', cell: (company) => <code className={styles.code}>{company.uuid}</code> },
    { id: 'status', header: 'Status', cell: (company) => company.status.description },
    { id: 'segment', header: 'Segment', cell: (company) => company.segment.description },
    { id: 'legalEntity', header: 'Legal entity', cell: (company) => company.legalEntity?.name ?? '—' },
  ];

  const groupName = group.data?.name ?? 'the group';
  const count = chosen.size;

  return (
    <div className={blocks.stackWide}>
      <header className={blocks.header}>
        <div className={styles.title}>
          <h2>Add companies to {groupName}</h2>
          <p className={blocks.muted}>
            Only companies that are in no group are listed: a company belongs to at most one.
          </p>
        </div>
      </header>
      <div role="search" aria-label="Find companies without a group" className={styles.search}>
        <SearchFilter
          value={search.query}
          onChange={(value) => onSearchChange(value ? { query: value } : {})}
          placeholder="Company name or uuid"
          limit={255}
        />
      </div>
      {results.isError && !results.data ? <LoadError what="companies" error={results.error} /> : null}
      <Table
        tableId={ADD_CLIENTS_TABLE_ID}
        caption="Companies without a group"
        columns={columns}
        rows={results.data ?? []}
        loading={results.isPending && !results.isError}
        refreshing={results.isPlaceholderData}
        paginate={false}
        emptyMessage={
          search.query
            ? `No company without a group matches “${search.query}”.`
            : 'Every company is already in a group.'
        }
        maxHeight="60vh"
      />
      <div className={blocks.spreadRow}>
        <Link to="/admin/groups/$id" params={{ id }} className={blocks.link}>
          Back to {groupName}
        </Link>
        <Button
          disabled={count === 0}
          loading={add.isPending}
          onClick={() =>
            add.mutate([...chosen.keys()], {
              onSuccess: () => void navigate({ to: '/admin/groups/$id', params: { id } }),
            })
          }
        >
          {count === 0 ? 'Add selected' : `Add selected (${count})`}
        </Button>
      </div>
    </div>
  );
}
