import { CompanyLink } from '@/src/components/companies/company-link';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import type { TableColumn } from '@/src/components/ui/table';
import type { GroupMember } from '@/src/contracts/groups';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './groups.module.css';

interface MemberColumnsOptions {
  onMakeLead: (member: GroupMember) => void;
  onRemove: (member: GroupMember) => void;
  /** The member whose "Make lead" is being saved. */
  busyId: number | null;
  /** The page's one "you are offline" line, which every row's Make lead and Remove point to while offline. */
  offlineReasonId: string;
}

/** A group's companies: name (opens the company page) with the lead marked, uuid, status, segment, actions. */
export function groupMemberColumns({
  onMakeLead,
  onRemove,
  busyId,
  offlineReasonId,
}: MemberColumnsOptions): TableColumn<GroupMember>[] {
  return [
    {
      id: 'name',
      header: 'Company',
      cell: (member) => (
        <span className={styles.memberName}>
          <CompanyLink id={member.id}>{member.name}</CompanyLink>
          {member.isGroupLead ? <span className={styles.leadMark}>Lead</span> : null}
        </span>
      ),
    },
    { id: 'uuid', header: 'UUID', cell: (member) => <code className={styles.code}>{member.uuid}</code> },
    {
      id: 'status',
      header: 'Status',
      cell: (member) => (member.isBlocked ? `${member.status.description}, blocked` : member.status.description),
    },
    { id: 'segment', header: 'Segment', cell: (member) => member.segment.description },
    {
      id: 'actions',
      actions: true,
      header: 'Actions',
      cell: (member) => (
        <span className={blocks.rowActions}>
          {!member.isGroupLead && (
            <OnlineOnlyButton
              reasonId={offlineReasonId}
              appearance="secondary"
              mode="row"
              aria-label={`Make ${member.name} the lead company`}
              loading={busyId === member.id}
              onClick={() => onMakeLead(member)}
            >
              Make lead
            </OnlineOnlyButton>
          )}
          <OnlineOnlyButton
            reasonId={offlineReasonId}
            appearance="ghost"
            mode="row"
            aria-label={`Remove ${member.name} from the group`}
            onClick={() => onRemove(member)}
          >
            Remove
          </OnlineOnlyButton>
        </span>
      ),
    },
  ];
}
