import { QueryTable } from '@/src/components/ui/query-table';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { memberName, teamMemberColumns } from '@/src/components/team-members/member-columns';
import { Button } from '@/src/components/ui/button';
import { RowActionsMenu } from '@/src/components/ui/row-actions-menu';
import { can } from '@/src/contracts/access';
import type { TeamMember } from '@/src/contracts/team';
import { ConfirmCopyDialog, type ConfirmCopy } from '@/src/components/ui/confirm-dialog';
import { TEAM_ROW_RIGHT } from './company-actions';
import { useTeamUserDecision, type TeamUserDecision } from './mutations';
import { PageSection } from '@/src/components/ui/page-section';
import { companyQueries } from './queries';
import { TeamFilters, type TeamFilterValues } from './team-filters';
import { teamRowActions } from './team-row-actions';
import { usePagedList } from '@/src/components/ui/use-paged-list';

const TEAM_TABLE_ID = 'company-team';

function decisionCopy(decision: TeamUserDecision, member: TeamMember): ConfirmCopy {
  const who = <strong>{memberName(member) ?? member.email}</strong>;
  if (decision === 'block')
    return {
      title: 'Pause this user?',
      confirm: 'Block user',
      danger: true,
      says: <p>{who} is signed out at once and cannot sign in until unblocked.</p>,
    };
  if (decision === 'unblock')
    return { title: 'Activate this user?', confirm: 'Unblock user', says: <p>{who} can sign in again.</p> };
  return {
    title: "Reset this user's sessions?",
    confirm: 'Reset sessions',
    danger: true,
    says: <p>{who} is signed out on every device and signs in again.</p>,
  };
}

/** The company's people (spec 7 backoffice company team), with block, unblock and reset for company.editTeam. */
export function CompanyTeamSection({ companyId, role }: { companyId: number; role: number }) {
  const [filters, setFilters] = useState<TeamFilterValues>({});
  const paging = usePagedList(TEAM_TABLE_ID);
  const team = useQuery(companyQueries.team(companyId, { ...filters, page: paging.page, perPage: paging.perPage }));
  const decide = useTeamUserDecision(companyId);
  const [asking, setAsking] = useState<{ member: TeamMember; decision: TeamUserDecision } | null>(null);
  const mayEdit = can(role, TEAM_ROW_RIGHT);
  const filtered = Object.values(filters).some((value) => value !== undefined && value !== '');

  const memberColumns = teamMemberColumns({
    extra: mayEdit
      ? [
          {
            id: 'actions',
            header: 'Actions',
            actions: true,
            cell: (member) => {
              const actions = teamRowActions(member);
              if (actions.length === 0) return null;
              return (
                <RowActionsMenu
                  label={`Actions: ${memberName(member) ?? member.email}`}
                  actions={actions.map((action) => ({
                    label: action.label,
                    tone: action.decision === 'unblock' ? undefined : 'danger',
                    onSelect: () => setAsking({ member, decision: action.decision }),
                  }))}
                />
              );
            },
          },
        ]
      : [],
  });
  // Staff read the team label on the member's page; here it yields its room to the row's status and actions.
  const columns = memberColumns.map((column) =>
    column.id === 'team' ? { ...column, priority: 'low' as const } : column,
  );

  return (
    <PageSection title="Team">
      <TeamFilters
        companyId={companyId}
        values={filters}
        onChange={(next) => {
          setFilters(next);
          paging.setPage(1);
        }}
      />
      <QueryTable
        query={team}
        what="company's users"
        caption="Company users"
        columns={columns}
        {...paging.tableProps(team)}
        emptyMessage={filtered ? 'No users match these filters.' : 'The company has no users yet.'}
        emptyAction={
          filtered ? (
            <Button appearance="secondary" onClick={() => setFilters({})}>
              Clear filters
            </Button>
          ) : undefined
        }
        maxHeight="none"
      />
      {asking && (
        <ConfirmCopyDialog
          copy={decisionCopy(asking.decision, asking.member)}
          busy={decide.isPending}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            decide.mutate({ userId: asking.member.id, decision: asking.decision }, { onSuccess: () => setAsking(null) })
          }
        />
      )}
    </PageSection>
  );
}
