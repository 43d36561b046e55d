import type { ReactNode } from 'react';
import type { TableColumn } from '@/src/components/ui/table';
import { Amount } from '@/src/components/ui/amount';
import { CURRENCIES, type Currency } from '@/src/contracts/money';
import type { TeamMember } from '@/src/contracts/team';
import { MemberStatusBadge } from './member-status';
import styles from './team-members.module.css';
import { personName } from '@/src/lib/people';

export type MemberColumnId = 'name' | 'role' | 'team' | 'status' | 'cards' | 'spend';

const ALL_COLUMNS: readonly MemberColumnId[] = ['name', 'role', 'team', 'status', 'cards', 'spend'];

/** "Anna Berg", or null when the user has not given a name (invitees have none until they sign up). */
export function memberName(member: Pick<TeamMember, 'firstName' | 'lastName'>): string | null {
  return personName(member) || null;
}

const isCurrency = (code: string): code is Currency => (CURRENCIES as readonly string[]).includes(code);

interface MemberColumnsOptions {
  /**
   * Wraps the name in whatever opens the member (a link to the client's or the staff's user page). The
   * caller decides, so this list stays free of routes and features.
   */
  renderName?: (member: TeamMember, content: ReactNode) => ReactNode;
  /** Which columns, in the given order; all of them by default. */
  columns?: readonly MemberColumnId[];
  /** Extra columns after these, e.g. row actions. */
  extra?: TableColumn<TeamMember>[];
}

/**
 * Spec 3 "Team-member list item" as table columns: name and e-mail, role, team label (spec 3 rules, computed
 * by the server as `teamLabel`), status (with "Invitation sent" for open invitations), cards and this month's spend.
 */
export function teamMemberColumns({
  renderName,
  columns = ALL_COLUMNS,
  extra = [],
}: MemberColumnsOptions = {}): TableColumn<TeamMember>[] {
  const byId: Record<MemberColumnId, TableColumn<TeamMember>> = {
    name: {
      id: 'name',
      header: 'Name',
      cell: (member) => {
        const name = memberName(member);
        const content = (
          <span className={styles.who}>
            <span className={styles.name}>{name ?? member.email}</span>
            {name ? <span className={styles.email}>{member.email}</span> : null}
          </span>
        );
        return renderName ? renderName(member, content) : content;
      },
    },
    role: { id: 'role', header: 'Role', cell: (member) => member.role.description },
    team: { id: 'team', header: 'Team', cell: (member) => member.teamLabel },
    status: {
      id: 'status',
      header: 'Status',
      priority: 'key',
      cell: (member) => <MemberStatusBadge status={member.status} isInvitePending={member.isInvitePending} />,
    },
    cards: {
      id: 'cards',
      header: 'Cards',
      align: 'right',
      cell: (member) => <span className={styles.number}>{member.cardsCount}</span>,
    },
    spend: {
      id: 'spend',
      header: 'Spend this month',
      align: 'right',
      // One line per currency the cards spent in: amounts of different currencies are never added up.
      priority: 'key',
      cell: ({ spend }) =>
        spend.length === 0 ? (
          <span className={styles.number}>None</span>
        ) : (
          <span className={styles.spends}>
            {spend.map(({ amount, currencyCode }) =>
              isCurrency(currencyCode) ? (
                <Amount key={currencyCode} value={amount} currency={currencyCode} />
              ) : (
                <span key={currencyCode} className={styles.number}>
                  {amount} {currencyCode}
                </span>
              ),
            )}
          </span>
        ),
    },
  };
  return [...columns.map((id) => byId[id]), ...extra];
}
