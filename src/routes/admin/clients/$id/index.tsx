import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../../components/layout/empty-section';
import { page } from '../../../../lib/route-guard';
import { idParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/admin/clients/$id/')({
  ...page('admin/company', 'Company'),
  params: idParams('id'),
  component: () => (
    <EmptySection
      description='The company page will be shown here.'
    />
  ),
});
