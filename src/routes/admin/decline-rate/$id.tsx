import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../components/layout/empty-section';
import { page } from '../../../lib/route-guard';
import { idParams } from '../../../lib/route-params';

export const Route = createFileRoute('/admin/decline-rate/$id')({
  ...page('admin/decline-rate', 'Decline rate details'),
  params: idParams('id'),
  component: () => (
    <EmptySection
      description='The decline details of this company will be shown here.'
    />
  ),
});
