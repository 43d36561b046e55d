import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../../components/layout/empty-section';
import { page } from '../../../../lib/route-guard';
import { idParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/admin/groups/$id/add-clients')({
  ...page('admin/groups', 'Add clients'),
  params: idParams('id'),
  component: () => (
    <EmptySection
      description='Companies that can join this group will be listed here.'
    />
  ),
});
