import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../components/layout/empty-section';
import { page } from '../../lib/route-guard';

export const Route = createFileRoute('/admin/dashboard')({
  ...page('admin/dashboard', 'Business metrics'),
  component: () => (
    <EmptySection
      description='Finance totals over a period, with charts, will be shown here.'
    />
  ),
});
