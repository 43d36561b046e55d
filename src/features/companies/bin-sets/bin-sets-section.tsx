import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { BinSetFee } from '@/src/components/bin-sets/bin-set-choice-table';
import { Button } from '@/src/components/ui/button';
import { ConfirmDialog } from '@/src/components/ui/confirm-dialog';
import { QueryTable } from '@/src/components/ui/query-table';
import type { TableColumn } from '@/src/components/ui/table';
import { can, type RoleId } from '@/src/contracts/access';
import type { CompanyBinSet } from '@/src/contracts/bin-sets';
import { ApiError } from '@/src/lib/api-error';
import { PageSection } from '@/src/components/ui/page-section';
import { companyBinSetQueries, useRemoveCompanyBinSets } from './bin-set-queries';
import styles from '@/src/features/companies/company-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

/**
 * The company's BIN sets (spec 2.3 clients/{id}/bin-sets), each with the BIN account it opened. Staff with
 * settings.binSets add sets on their own page and remove one here after a confirmation; the server refuses
 * (422) while the account holds money or a hold, and the dialog says so.
 */
export function BinSetsSection({
  companyId,
  companyName,
  role,
}: {
  companyId: number;
  companyName: string;
  role: RoleId;
}) {
  const sets = useQuery(companyBinSetQueries.assigned(companyId));
  const remove = useRemoveCompanyBinSets(companyId);
  const [removing, setRemoving] = useState<CompanyBinSet | null>(null);
  const mayManage = can(role, 'settings.binSets');
  const close = () => {
    remove.reset();
    setRemoving(null);
  };

  const columns: TableColumn<CompanyBinSet>[] = [
    { id: 'bin', header: 'BIN', cell: (set) => <span className={styles.code}>{set.bin}</span> },
    { id: 'name', header: 'Name', cell: (set) => set.name },
    { id: 'account', header: 'BIN account', cell: (set) => set.account.name },
    {
      id: 'balance',
      header: 'Balance',
      align: 'right',
      priority: 'key',
      cell: (set) => <BinSetFee value={set.account.balance} currency={set.currency} />,
    },
    {
      id: 'hold',
      header: 'Hold',
      align: 'right',
      cell: (set) => <BinSetFee value={set.account.hold} currency={set.currency} />,
    },
    {
      id: 'issuanceFee',
      header: 'Issuance fee',
      align: 'right',
      cell: (set) => <BinSetFee value={set.cardIssuanceFee} currency={set.currency} />,
    },
    {
      id: 'monthlyFee',
      header: 'Monthly fee',
      align: 'right',
      cell: (set) => <BinSetFee value={set.monthlyMaintenanceFee} currency={set.currency} />,
    },
  ];
  if (mayManage) {
    columns.push({
      id: 'remove',
      header: <span className="visually-hidden">Actions</span>,
      label: 'Actions',
      actions: true,
      cell: (set) => (
        <Button
          appearance="ghost"
          className={styles.smallButton}
          aria-label={`Remove BIN set ${set.bin}`}
          onClick={() => setRemoving(set)}
        >
          Remove
        </Button>
      ),
    });
  }

  const refusal = remove.error instanceof ApiError && remove.error.status === 422 ? remove.error.message : null;
  return (
    <PageSection
      title="BIN sets"
      actions={
        mayManage ? (
          <Link to="/admin/clients/$id/bin-sets/add" params={{ id: companyId }} className={blocks.link}>
            Add BIN sets
          </Link>
        ) : undefined
      }
    >
      <QueryTable
        query={sets}
        what="BIN sets"
        failureOverRows
        tableId="company-bin-sets"
        caption={`BIN sets of ${companyName}`}
        columns={columns}
        paginate={false}
        emptyMessage="No BIN sets: the company cannot issue cards until one is added."
        maxHeight="none"
      />
      {removing ? (
        <ConfirmDialog
          danger
          title={`Remove BIN set ${removing.bin}?`}
          confirm="Remove"
          busy={remove.isPending}
          error={refusal}
          onClose={close}
          onConfirm={() => remove.mutate([removing.id], { onSuccess: close })}
        >
          <p>
            {companyName} loses {removing.name} ({removing.bin}) and its BIN account {removing.account.name} is closed.
            An account that still holds money or a hold cannot be closed: move the money out first.
          </p>
        </ConfirmDialog>
      ) : null}
    </PageSection>
  );
}
