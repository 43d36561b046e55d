import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../components/layout/empty-section';
import { page } from '../../lib/route-guard';

export const Route = createFileRoute('/_client/notifications')({
  ...page('notifications', 'Notifications'),
  component: () => (
    <EmptySection
      description='All your notifications will be listed here.'
    />
  ),
});
