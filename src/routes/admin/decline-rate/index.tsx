import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../components/layout/empty-section';
import { page } from '../../../lib/route-guard';

export const Route = createFileRoute('/admin/decline-rate/')({
  ...page('admin/decline-rate', 'Decline rate'),
  component: () => (
    <EmptySection
      description='Companies with their decline rates will be listed here.'
    />
  ),
});
