import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '@/src/features/team/team-page';
import { validateTeamSearch } from '@/src/features/team/team-search';
import { page } from '@/src/lib/route-guard';
import { typedSearch } from '@/src/lib/search-params';

export const Route = createFileRoute('/_client/team')({
  ...page('team', 'Team'),
  validateSearch: typedSearch<ReturnType<typeof validateTeamSearch>>(),
  component: function TeamRoute() {
    const search = validateTeamSearch(Route.useSearch() as Record<string, unknown>);
    const navigate = Route.useNavigate();
    return (
      <TeamPage
        search={search}
        onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      />
    );
  },
});
