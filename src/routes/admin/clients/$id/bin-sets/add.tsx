import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../../../components/layout/empty-section';
import { page } from '../../../../../lib/route-guard';
import { idParams } from '../../../../../lib/route-params';

export const Route = createFileRoute('/admin/clients/$id/bin-sets/add')({
  ...page('admin/company/bin-sets', 'Add BIN sets'),
  params: idParams('id'),
  component: () => (
    <EmptySection
      description='BIN sets available to this company will be listed here.'
    />
  ),
});
