import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../../../components/layout/empty-section';
import { page } from '../../../../../lib/route-guard';
import { idParams } from '../../../../../lib/route-params';

export const Route = createFileRoute('/admin/settings/bin-set/$id/clients')({
  ...page('admin/settings', 'BIN set clients'),
  params: idParams('id'),
  component: () => (
    <EmptySection
      description='Companies using this BIN set will be listed here.'
    />
  ),
});
