import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../../components/layout/empty-section';
import { page } from '../../../../lib/route-guard';
import { idParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/admin/groups/$id/delete-bin-sets')({
  ...page('admin/groups', 'Delete BIN sets'),
  params: idParams('id'),
  component: () => (
    <EmptySection
      description="The group's BIN sets will be listed here."
    />
  ),
});
