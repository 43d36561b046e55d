import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { Table } from '@/src/components/ui/table';
import { usePageSize } from '@/src/components/ui/use-page-size';
import type { Referral } from '@/src/contracts/referrals';
import { pagedRows } from '@/src/lib/paged-rows';
import { referralColumns } from './referral-columns';
import { ReferralFormDialog } from './referral-form-dialog';
import { REFERRALS_TABLE_ID, referralQueries, useSaveReferral } from './referral-queries';
import styles from './referrals-section.module.css';
import { LoadError } from '@/src/components/ui/load-error';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** Which form is open: a new referral, one being edited, or none. */
type Editing = { referral: Referral | null } | null;

/** Third-party referrals (issue 3 item 6, roles 1, 5, 6): partners' codes that belong to no company. */
export function ReferralsSection() {
  const [pageSize, setPageSize] = usePageSize(REFERRALS_TABLE_ID);
  const [page, setPage] = useState(1);
  const list = useQuery(referralQueries.thirdParty({ page, perPage: pageSize }));
  const save = useSaveReferral();
  const [editing, setEditing] = useState<Editing>(null);
  const headingId = useId();

  const startNew = () => setEditing({ referral: null });
  const newButton = (
    <Button icon="plus" onClick={startNew}>
      New referral
    </Button>
  );

  return (
    <section id="partner-referrals" className={styles.section} aria-labelledby={headingId}>
      <div className={blocks.spreadRow}>
        <h2 id={headingId} className={blocks.sectionHeading}>
          Partner referrals
        </h2>
        {list.data?.records.length ? newButton : null}
      </div>
      {list.isError && !list.data ? <LoadError what="referrals" error={list.error} /> : null}
      <Table
        tableId={REFERRALS_TABLE_ID}
        caption="Partner referrals"
        columns={referralColumns({ onEdit: (referral) => setEditing({ referral }) })}
        {...pagedRows(list)}
        rowKey={(row) => row.id}
        page={page}
        onPageChange={setPage}
        pageSize={pageSize}
        onPageSizeChange={setPageSize}
        emptyMessage="No partner referrals yet. Create one to give a partner a registration link of their own."
        emptyAction={newButton}
        maxHeight="none"
      />
      {editing && (
        <ReferralFormDialog
          referral={editing.referral}
          onClose={() => setEditing(null)}
          onSubmit={(body) => save.mutateAsync({ id: editing.referral?.id, body })}
        />
      )}
    </section>
  );
}
