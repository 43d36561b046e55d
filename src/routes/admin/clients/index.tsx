import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../components/layout/empty-section';
import { page } from '../../../lib/route-guard';

export const Route = createFileRoute('/admin/clients/')({
  ...page('admin/clients', 'Clients'),
  component: () => (
    <EmptySection
      description='Companies will be listed here.'
    />
  ),
});
