import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../components/layout/empty-section';
import { page } from '../../../lib/route-guard';

export const Route = createFileRoute('/admin/groups/')({
  ...page('admin/groups', 'Groups'),
  component: () => (
    <EmptySection
      description='Groups of companies will be listed here.'
    />
  ),
});
