import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../components/layout/empty-section';
import { page } from '../../lib/route-guard';

export const Route = createFileRoute('/admin/notifications')({
  ...page('admin/notifications', 'Notifications'),
  component: () => (
    <EmptySection
      description='All notifications will be listed here.'
    />
  ),
});
