import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '../../features/team/team-page';
import { validateTeamSearch } from '../../features/team/team-search';
import { page } from '../../lib/route-guard';

export const Route = createFileRoute('/_client/team')({
  ...page('team', 'Team'),
  validateSearch: validateTeamSearch,
  component: function TeamRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <TeamPage
        search={search}
        onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      />
    );
  },
});
