import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../components/layout/empty-section';
import { page } from '../../lib/route-guard';

export const Route = createFileRoute('/admin/registration-confirmation')({
  ...page('admin/registration-confirmation', 'Confirmation of registration'),
  component: () => (
    <EmptySection
      description='Registration requests waiting for a decision will be listed here.'
    />
  ),
});
