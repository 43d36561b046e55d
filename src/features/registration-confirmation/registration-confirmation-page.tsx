import { useQuery } from '@tanstack/react-query';
import { PagedListTable } from '@/src/components/paged-list/paged-list-table';
import { useState } from 'react';
import { OfflineReason } from '@/src/components/ui/online-only';
import { pageInSearch, usePagedList } from '@/src/components/ui/use-paged-list';
import { can } from '@/src/contracts/access';
import type { CompanyInvitation } from '@/src/contracts/onboarding';
import { readChosenPeriod, saveChosenPeriod } from '@/src/lib/chosen-period';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import { presetPeriod } from '@/src/lib/periods';
import { DecisionDialog } from './decision-dialog';
import { invitationColumns } from './invitation-columns';
import { InvitationFilters } from './invitation-filters';
import { INVITATIONS_TABLE_ID, type InvitationSearch } from './invitation-search';
import { invitationQueries, useInvitationDecision, type InvitationDecision } from './queries';
import { ReferralsSection } from './referrals-section';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** One "you are offline" line above the list says it for every row's Approve, Decline and Send e-mail again. */
const OFFLINE_REASON_ID = 'registration-confirmation-offline';

interface PageProps {
  search: InvitationSearch;
  onSearchChange: (next: Partial<InvitationSearch>) => void;
}

/** Confirmation of registration (spec 2.3, roles 1, 5, 6): company invitations, approved or declined here. */
export function RegistrationConfirmationPage({ search, onSearchChange }: PageProps) {
  const paging = usePagedList(INVITATIONS_TABLE_ID, pageInSearch(search.page, onSearchChange));
  const period = search.period ?? readChosenPeriod(INVITATIONS_TABLE_ID);
  const { from, to } = presetPeriod(period);
  const list = useQuery(
    invitationQueries.list({
      status: search.status,
      from,
      to,
      search: search.search,
      page: paging.page,
      perPage: paging.perPage,
    }),
  );
  const decision = useInvitationDecision();
  const role = roleOf(useQuery(currentUserQuery).data);
  const [asking, setAsking] = useState<{ invitation: CompanyInvitation; decision: InvitationDecision } | null>(null);

  function changeFilters(next: Partial<InvitationSearch>) {
    if (next.period !== undefined) saveChosenPeriod(INVITATIONS_TABLE_ID, next.period);
    onSearchChange(next);
  }

  const columns = invitationColumns({
    onDecide: (invitation, chosen) => setAsking({ invitation, decision: chosen }),
    offlineReasonId: OFFLINE_REASON_ID,
  });
  const filtered = Boolean(search.status || search.search) || period !== 0;

  return (
    <div className={blocks.stackWide}>
      <InvitationFilters status={search.status} period={period} search={search.search ?? ''} onChange={changeFilters} />
      <OfflineReason id={OFFLINE_REASON_ID} />
      <PagedListTable
        list={list}
        paging={paging}
        what="requests"
        caption="Registration requests"
        columns={columns}
        emptyMessage={
          filtered
            ? 'No registration requests match these filters. Try another status or a longer period.'
            : 'No registration requests yet. New ones appear here as people register.'
        }
        maxHeight="none"
      />
      {asking && (
        <DecisionDialog
          invitation={asking.invitation}
          decision={asking.decision}
          busy={decision.isPending}
          onClose={() => setAsking(null)}
          onConfirm={(companyName) =>
            decision.mutate(
              { id: asking.invitation.id, decision: asking.decision, companyName },
              // Failures stay open with the server's message in a toast, so the person can try again or cancel.
              { onSuccess: () => setAsking(null) },
            )
          }
        />
      )}
      {role !== undefined && can(role, 'referral.manage') && <ReferralsSection />}
    </div>
  );
}
