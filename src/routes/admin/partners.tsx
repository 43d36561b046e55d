import { createFileRoute } from '@tanstack/react-router';
import { PartnerDesignerPage } from '@/src/features/partners/partner-designer-page';
import { page } from '@/src/lib/route-guard';

export const Route = createFileRoute('/admin/partners')({
  ...page('admin/partners', 'Partners & banners'),
  component: () => <PartnerDesignerPage />,
});
