import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../components/layout/empty-section';
import { page } from '../../lib/route-guard';

export const Route = createFileRoute('/_client/team')({
  ...page('team', 'Team'),
  component: () => (
    <EmptySection
      description='The members of your team will be listed here.'
    />
  ),
});
