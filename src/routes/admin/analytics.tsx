import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../components/layout/empty-section';
import { page } from '../../lib/route-guard';

export const Route = createFileRoute('/admin/analytics')({
  ...page('admin/analytics', 'Analytics'),
  component: () => (
    <EmptySection
      description='Analytics will be shown here.'
    />
  ),
});
