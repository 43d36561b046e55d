import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../../components/layout/empty-section';
import { page } from '../../../../lib/route-guard';
import { idParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/admin/groups/$id/add-bin-sets')({
  ...page('admin/groups', 'Add BIN sets'),
  params: idParams('id'),
  component: () => (
    <EmptySection
      description='BIN sets that can be added to this group will be listed here.'
    />
  ),
});
