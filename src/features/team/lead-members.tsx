import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { teamQueries } from './queries';
import styles from './user-page.module.css';

/** A team lead's page lists the people of their team (`user/{id}/teamMembers`). */
export function LeadMembers({ leadId }: { leadId: number }) {
  const members = useQuery(teamQueries.members(leadId));
  if (members.isPending) return <Skeleton width="60%" />;
  if (members.isError) {
    return (
      <p role="alert" className={styles.error}>
        The team could not be loaded. {members.error.message}
      </p>
    );
  }
  if (members.data.length === 0) return <p className={styles.muted}>No one is in this team yet.</p>;
  return (
    <ul className={styles.memberList}>
      {members.data.map((member) => (
        <li key={member.id}>
          <Link to="/user/$id" params={{ id: member.id }} className={styles.link}>
            {member.name || member.email}
          </Link>
          {member.name ? <span className={styles.muted}> {member.email}</span> : null}
        </li>
      ))}
    </ul>
  );
}
