import { DateTime, None } from '@/src/components/ui/cells';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { MemberStatusBadge } from '@/src/components/team-members/member-status';
import { PERMISSIONS } from '@/src/contracts/access';
import type { UserView } from '@/src/contracts/users';
import { PERMISSION_LABEL } from './permissions';
import { teamQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './user-page.module.css';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The team lead a buyer belongs to, by name when the caller's user list knows it. */
function TeamLeadLink({ id }: { id: number }) {
  const users = useQuery(teamQueries.userOptions());
  const lead = users.data?.find((user) => user.id === id);
  return (
    <Link to="/user/$id" params={{ id }} className={blocks.link}>
      {lead ? lead.name || lead.email : `User #${id}`}
    </Link>
  );
}

/** Spec 3 "Other user views" plus what the Team page needs: e-mail, team label, status, created, rights. */
export function UserProfile({ user }: { user: UserView }) {
  const granted = PERMISSIONS.filter((name) => user.permissions.includes(name));
  return (
    <dl className={styles.details}>
      <Row label="E-mail">{user.email}</Row>
      <Row label="First name">{user.firstName || <None />}</Row>
      <Row label="Last name">{user.lastName || <None />}</Row>
      <Row label="Role">{user.role.description}</Row>
      <Row label="Team">{user.teamLabel}</Row>
      <Row label="Team lead">{user.teamLead ? <TeamLeadLink id={user.teamLead.id} /> : <None />}</Row>
      <Row label="Status">
        <MemberStatusBadge status={user.status} isInvitePending={user.isInvitePending} />
      </Row>
      <Row label="Created">
        <DateTime value={user.createdAt} />
      </Row>
      <Row label="Sees balances">{user.canSeeBalance ? 'Yes' : 'No'}</Row>
      <Row label="Permissions">
        {granted.length ? granted.map((name) => PERMISSION_LABEL[name]).join(', ') : <None />}
      </Row>
    </dl>
  );
}
