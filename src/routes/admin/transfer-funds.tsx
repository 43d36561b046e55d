import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../components/layout/empty-section';
import { page } from '../../lib/route-guard';

export const Route = createFileRoute('/admin/transfer-funds')({
  ...page('admin/transfer-funds', 'Transfer funds'),
  component: () => (
    <EmptySection
      description='Transit, top-up, withdrawal and BIN payments will be listed here.'
    />
  ),
});
