import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../../components/layout/empty-section';
import { page } from '../../../../lib/route-guard';
import { idParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/admin/clients/$id/available-balances')({
  ...page('admin/company/available-balances', 'Available balances'),
  params: idParams('id'),
  component: () => (
    <EmptySection
      description="The company's available balances will be shown here."
    />
  ),
});
