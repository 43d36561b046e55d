import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { ScopedCards } from '@/src/components/cards/scoped-cards';
import { memberName } from '@/src/components/team-members/member-columns';
import { MemberStatusBadge } from '@/src/components/team-members/member-status';
import { can, ROLE, USER_FIELD_RIGHTS, userActRefusal } from '@/src/contracts/access';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { LeadMembers } from './lead-members';
import { useUserStatusAction, type StatusAction } from './mutations';
import { teamQueries } from './queries';
import { UserActionBar } from './user-action-bar';
import { offeredUserActions, type UserAction } from './user-actions';
import { UserEditDialog } from './user-edit-dialog';
import { UserProfile } from './user-profile';
import { SpendLimitsSection } from './spend-limits-section';
import { AskMemberLimit } from './ask-member-limit';
import { RecordPageState, type RecordPage } from '@/src/components/ui/record-page-state';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './user-page.module.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={`${blocks.card} ${styles.section}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={blocks.sectionHeading}>
        {title}
      </h3>
      {children}
    </section>
  );
}

const backToTeam = (
  <Link to="/team" className={blocks.link}>
    Back to the team
  </Link>
);

const USER_PAGE: RecordPage = {
  what: 'user',
  missing: 'This user does not exist or is not in your team.',
  back: backToTeam,
  className: styles.page,
};

/** `/user/{id}` (roles 2 and 3): a colleague's profile, team, status and rights, with what the caller may do. */
export function UserPage({ id }: { id: number }) {
  const me = useQuery(currentUserQuery).data;
  const myRole = roleOf(me);
  const user = useQuery(teamQueries.user(id));
  const action = useUserStatusAction();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<UserAction | null>(null);

  if (user.data === undefined) return <RecordPageState error={user.error} page={USER_PAGE} />;
  const target = user.data;

  const offered = offeredUserActions(
    { id: me?.id ?? 0, role: myRole },
    { id: target.id, status: target.status.value, role: target.role.value },
  );
  const who = memberName(target) ?? target.email;

  function confirm(kind: StatusAction) {
    action.mutate(
      { id: target.id, action: kind },
      {
        onSuccess: () => {
          setChosen(null);
          // A closed user's page has nothing left to do: back to the list.
          if (kind === 'delete') void navigate({ to: '/team' });
        },
      },
    );
  }

  return (
    <div className={styles.page}>
      <header className={blocks.spreadRow}>
        <div className={styles.title}>
          <h2>{who}</h2>
          <MemberStatusBadge status={target.status} isInvitePending={target.isInvitePending} />
        </div>
        <UserActionBar menu={offered.menu} buttons={offered.buttons} onChoose={setChosen} />
      </header>
      <Section title="Profile">
        <UserProfile user={target} />
      </Section>
      {target.role.value === ROLE.teamLead && (
        <Section title="Team members">
          <LeadMembers
            leadId={target.id}
            mayArrange={myRole !== undefined && can(myRole, USER_FIELD_RIGHTS.teamLeadId)}
          />
        </Section>
      )}
      <Section title="Spend limits">
        <SpendLimitsSection
          userId={target.id}
          mayEdit={
            // The owner sets anyone's, their own included; a lead their buyers' (contracts/access.ts).
            me !== undefined &&
            myRole !== undefined &&
            userActRefusal({ id: me.id, role: myRole }, { id: target.id, role: target.role.value }, 'spendLimits') ===
              null &&
            (myRole === ROLE.owner || (myRole === ROLE.teamLead && target.role.value === ROLE.buyer))
          }
        />
        {/* Issue 24: past the lead's own authority, the lead asks the owner for their member. */}
        {myRole === ROLE.teamLead && me !== undefined && target.id !== me.id ? (
          <AskMemberLimit userId={target.id} name={who} />
        ) : null}
      </Section>
      <Section title="Cards">
        <ScopedCards
          scope={{ kind: 'holder', holderId: target.id }}
          caption={`Cards of ${who}`}
          tableId="team-user-cards"
          showHolder={false}
          link={(card) => (
            <Link to="/user/$id/card/$cardId" params={{ id: target.id, cardId: card.id }} className={blocks.link}>
              {card.name}
            </Link>
          )}
          emptyMessage={`${who} holds no cards yet.`}
        />
      </Section>
      {chosen === 'edit' && myRole !== undefined && (
        <UserEditDialog user={target} myRole={myRole} onClose={() => setChosen(null)} />
      )}
      {chosen && chosen !== 'edit' && (
        <ConfirmActionDialog
          action={chosen}
          who={who}
          busy={action.isPending}
          onConfirm={() => confirm(chosen)}
          onClose={() => setChosen(null)}
        />
      )}
    </div>
  );
}
