import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OfflineReason, OnlineOnlyButton } from '@/src/components/ui/online-only';
import { Table } from '@/src/components/ui/table';
import type { Referral } from '@/src/contracts/referrals';
import { referralColumns } from './referral-columns';
import { ReferralFormDialog } from './referral-form-dialog';
import { REFERRALS_TABLE_ID, referralQueries, useSaveReferral } from './referral-queries';
import styles from './referrals-section.module.css';
import { LoadError } from '@/src/components/ui/load-error';
import { usePagedList } from '@/src/components/ui/use-paged-list';
import { PageSection } from '@/src/components/ui/page-section';

/** Which form is open: a new referral, one being edited, or none. */
type Editing = { referral: Referral | null } | null;

/** One "you are offline" line for New referral and every row's Edit: both end in a save on the server. */
const OFFLINE_REASON_ID = 'partner-referrals-offline';

/** Third-party referrals (issue 3 item 6, roles 1, 5, 6): partners' codes that belong to no company. */
export function ReferralsSection() {
  const paging = usePagedList(REFERRALS_TABLE_ID);
  const list = useQuery(referralQueries.thirdParty({ page: paging.page, perPage: paging.perPage }));
  const save = useSaveReferral();
  const [editing, setEditing] = useState<Editing>(null);

  const startNew = () => setEditing({ referral: null });
  const newButton = (
    <OnlineOnlyButton icon="plus" onClick={startNew} reasonId={OFFLINE_REASON_ID}>
      New referral
    </OnlineOnlyButton>
  );

  return (
    <PageSection
      id="partner-referrals"
      className={styles.section}
      title="Partner referrals"
      actions={list.data?.records.length ? newButton : null}
    >
      <OfflineReason id={OFFLINE_REASON_ID} />
      {list.isError && !list.data ? <LoadError what="referrals" error={list.error} /> : null}
      <Table
        caption="Partner referrals"
        columns={referralColumns({
          onEdit: (referral) => setEditing({ referral }),
          offlineReasonId: OFFLINE_REASON_ID,
        })}
        {...paging.tableProps(list)}
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
    </PageSection>
  );
}
