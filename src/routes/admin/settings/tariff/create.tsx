import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../../components/layout/empty-section';
import { page } from '../../../../lib/route-guard';

export const Route = createFileRoute('/admin/settings/tariff/create')({
  ...page('admin/settings', 'Create tariff scale'),
  component: () => (
    <EmptySection
      description='The tariff scale editor will be here.'
    />
  ),
});
