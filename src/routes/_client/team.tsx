import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '@/src/features/team/team-page';
import { validateTeamSearch } from '@/src/features/team/team-search';
import { page } from '@/src/lib/route-guard';
import { useSearchState } from '@/src/lib/route-search-state';
import { typedSearch } from '@/src/lib/search-params';

export const Route = createFileRoute('/_client/team')({
  ...page('team', 'Team'),
  validateSearch: typedSearch<ReturnType<typeof validateTeamSearch>>(),
  component: function TeamRoute() {
    return <TeamPage {...useSearchState(validateTeamSearch)} />;
  },
});
