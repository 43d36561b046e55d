import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Select } from '@/src/components/ui/select';
import { Skeleton } from '@/src/components/ui/skeleton';
import { useUpdateUser } from './mutations';
import { teamQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './user-page.module.css';
import { LoadError } from '@/src/components/ui/load-error';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';

interface LeadMembersProps {
  leadId: number;
  /** The caller may move buyers between teams (USER_FIELD_RIGHTS.teamLeadId: the owner). */
  mayArrange: boolean;
}

/** A team lead's page lists the people of their team (`user/{id}/teamMembers`); the owner adds and removes buyers. */
export function LeadMembers({ leadId, mayArrange }: LeadMembersProps) {
  const members = useQuery(teamQueries.members(leadId));
  const move = useUpdateUser();
  if (members.isPending) return <Skeleton width="60%" />;
  if (members.isError) {
    return <LoadError what="team" error={members.error} />;
  }
  return (
    <>
      {members.data.length === 0 ? (
        <p className={blocks.muted}>No one is in this team yet.</p>
      ) : (
        <ul className={styles.memberList}>
          {members.data.map((member) => (
            <li key={member.id} className={blocks.spreadRowTight}>
              <span>
                <Link to="/user/$id" params={{ id: member.id }} className={blocks.link}>
                  {member.name || member.email}
                </Link>
                {member.name ? <span className={blocks.muted}> {member.email}</span> : null}
              </span>
              {mayArrange && (
                <OnlineOnlyButton
                  appearance="ghost"
                  mode="row"
                  aria-label={`Remove ${member.name || member.email} from this team`}
                  loading={move.isPending && move.variables.id === member.id}
                  onClick={() => move.mutate({ id: member.id, body: { teamLeadId: null } })}
                >
                  Remove from team
                </OnlineOnlyButton>
              )}
            </li>
          ))}
        </ul>
      )}
      {mayArrange && <AddBuyer leadId={leadId} />}
    </>
  );
}

/** Buyers without a team lead (`page/team/user-without-team-list`) can join this team. */
function AddBuyer({ leadId }: { leadId: number }) {
  const candidates = useQuery(teamQueries.withoutTeam());
  const move = useUpdateUser();
  const [chosen, setChosen] = useState('');
  if (candidates.isError) return null;
  const options = [
    {
      value: '',
      label: candidates.isPending
        ? 'Loading buyers…'
        : candidates.data.length
          ? 'Choose a buyer'
          : 'Every buyer has a team',
    },
    ...(candidates.data ?? []).map((user) => ({
      value: String(user.id),
      label: user.name ? `${user.name} (${user.email})` : user.email,
    })),
  ];
  return (
    <form
      className={styles.addBuyer}
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        move.mutate({ id: Number(chosen), body: { teamLeadId: leadId } }, { onSuccess: () => setChosen('') });
      }}
    >
      <Select label="Add a buyer without a team" options={options} value={chosen} onValueChange={setChosen} />
      <OnlineOnlyButton type="submit" appearance="secondary" disabled={!chosen} loading={move.isPending}>
        Add to team
      </OnlineOnlyButton>
    </form>
  );
}
