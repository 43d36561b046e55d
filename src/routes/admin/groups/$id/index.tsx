import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../../components/layout/empty-section';
import { page } from '../../../../lib/route-guard';
import { idParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/admin/groups/$id/')({
  ...page('admin/groups', 'Group'),
  params: idParams('id'),
  component: () => (
    <EmptySection
      description='The group, its lead company and members will be shown here.'
    />
  ),
});
