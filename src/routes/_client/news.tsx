import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../components/layout/empty-section';
import { page } from '../../lib/route-guard';

export const Route = createFileRoute('/_client/news')({
  ...page('news', 'News'),
  component: () => (
    <EmptySection
      description='News from the provider will appear here.'
    />
  ),
});
