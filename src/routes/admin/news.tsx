import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../components/layout/empty-section';
import { page } from '../../lib/route-guard';

export const Route = createFileRoute('/admin/news')({
  ...page('admin/news', 'News'),
  component: () => (
    <EmptySection
      description='News articles will be listed here.'
    />
  ),
});
