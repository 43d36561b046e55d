import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../components/layout/empty-section';
import { page } from '../../lib/route-guard';

export const Route = createFileRoute('/admin/partners')({
  ...page('admin/partners', 'Partners & banners'),
  component: () => (
    <EmptySection
      description='The partner button designer will be here.'
    />
  ),
});
