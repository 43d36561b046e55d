import { CompanyLink } from '@/src/components/companies/company-link';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryTable } from '@/src/components/ui/query-table';
import type { TableColumn } from '@/src/components/ui/table';
import type { ResponseOf } from '@/src/contracts/endpoint';
import type { binSetClients } from '@/src/contracts/bin-sets';
import { BinSetStatus, Fee } from './bin-set-columns';
import { settingsQueries, TABLE_ID } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import { usePagedList } from '@/src/components/ui/use-paged-list';

type Client = ResponseOf<typeof binSetClients>['records'][number];

const COLUMNS: TableColumn<Client>[] = [
  {
    id: 'company',
    header: 'Company',
    cell: (row) => <CompanyLink id={row.id}>{row.name}</CompanyLink>,
  },
  { id: 'uuid', header: 'Company ID', cell: (row) => <code>{row.uuid}</code> },
  { id: 'account', header: 'BIN account', cell: (row) => row.account.name },
  {
    id: 'balance',
    header: 'Balance',
    align: 'right',
    cell: (row) => <Fee value={row.account.balance} currency={row.account.currency} />,
  },
];

/** /admin/settings/bin-set/{id}/clients: the companies holding a BIN set, each with its BIN account. */
export function BinSetClientsPage({ binSetId }: { binSetId: number }) {
  const paging = usePagedList(TABLE_ID.binSetClients);
  const clients = useQuery(settingsQueries.binSetClients(binSetId, { page: paging.page, perPage: paging.perPage }));
  const set = clients.data?.binSet;

  return (
    <section className={blocks.stack} aria-labelledby="bin-set-clients-heading">
      <Link to="/admin/settings" search={{ tab: 'bin-sets' }} className={blocks.link}>
        ← All BIN sets
      </Link>
      <div className={blocks.spreadRow}>
        <h2 id="bin-set-clients-heading" className={blocks.sectionHeading}>
          {set ? `Clients of BIN set ${set.bin} (${set.name})` : 'Clients of the BIN set'}
        </h2>
        {set ? <BinSetStatus set={set} /> : null}
      </div>
      {set ? (
        <p className={blocks.muted}>
          {set.provider.description}, {set.currency}
          {set.isDefaultIssuance ? ', the default for issuance' : ''}.
        </p>
      ) : null}
      <QueryTable
        query={clients}
        what="clients"
        caption={set ? `Companies holding BIN set ${set.bin}` : 'Companies holding the BIN set'}
        columns={COLUMNS}
        {...paging.tableProps(clients)}
        emptyMessage={
          <>
            No company holds this BIN set yet. Add it to a company from the company’s page in{' '}
            <Link to="/admin/clients" className={blocks.link}>
              Clients
            </Link>
            .
          </>
        }
        maxHeight="none"
      />
    </section>
  );
}
