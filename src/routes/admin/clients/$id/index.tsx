import { createFileRoute } from '@tanstack/react-router';
import { CompanyPage } from '@/src/features/companies/company-page';
import { page } from '@/src/lib/route-guard';
import { idParams } from '@/src/lib/route-params';

export const Route = createFileRoute('/admin/clients/$id/')({
  ...page('admin/company', 'Company'),
  params: idParams('id'),
  component: function CompanyRoute() {
    const { id } = Route.useParams();
    // Keyed by id: moving to another company (the lead company's link) starts its page afresh.
    return <CompanyPage key={id} companyId={id} />;
  },
});
