import { CompanyLink } from '@/src/components/companies/company-link';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { BinSetChoiceTable, toggled } from '@/src/components/bin-sets/bin-set-choice-table';
import { Button } from '@/src/components/ui/button';
import { BIN_SET_STATUS } from '@/src/contracts/bin-sets';
import { companyQueries } from '@/src/features/companies/queries';
import { companyBinSetQueries, useAddCompanyBinSets } from './bin-set-queries';
import styles from '@/src/features/companies/company-page.module.css';
import { LoadError } from '@/src/components/ui/load-error';
import blocks from '@/src/components/ui/page-blocks.module.css';

/**
 * `/admin/clients/{id}/bin-sets/add`: the active BIN sets the company does not hold yet; each one ticked
 * opens a BIN account in its currency. Then back to the company page.
 */
export function AddBinSetsPage({ companyId }: { companyId: number }) {
  const company = useQuery(companyQueries.detail(companyId));
  const assigned = useQuery(companyBinSetQueries.assigned(companyId));
  const all = useQuery(companyBinSetQueries.all());
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const add = useAddCompanyBinSets(companyId);
  const navigate = useNavigate();

  const held = new Set((assigned.data ?? []).map((set) => set.id));
  const available = (all.data?.records ?? []).filter(
    (set) => set.status.value === BIN_SET_STATUS.active && !held.has(set.id),
  );
  const name = company.data?.name ?? 'the company';
  const failed = all.error ?? assigned.error;
  const count = chosen.size;

  return (
    <div className={styles.page}>
      <header className={styles.identity}>
        <h2 className={styles.name}>Add BIN sets to {name}</h2>
        <p className={blocks.note}>
          Each set opens a BIN account in its currency; cards of the set are issued from that account and pay its fees.
          Inactive sets and those the company already holds are not listed.
        </p>
      </header>
      {failed ? <LoadError what="BIN sets" error={failed} /> : null}
      <BinSetChoiceTable
        tableId="company-add-bin-sets"
        caption={`BIN sets available to ${name}`}
        rows={available}
        chosen={chosen}
        onToggle={(set, on) => setChosen((previous) => toggled(previous, set.id, on))}
        loading={all.isPending || assigned.isPending}
        emptyMessage="The company already holds every active BIN set."
      />
      <div className={styles.actions}>
        <CompanyLink id={companyId}>Back to {name}</CompanyLink>
        <Button
          disabled={count === 0}
          loading={add.isPending}
          onClick={() =>
            add.mutate([...chosen], {
              onSuccess: () => void navigate({ to: '/admin/clients/$id', params: { id: companyId } }),
            })
          }
        >
          {count === 0 ? 'Add selected' : `Add selected (${count})`}
        </Button>
      </div>
    </div>
  );
}
