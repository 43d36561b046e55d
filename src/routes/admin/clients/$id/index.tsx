import { createFileRoute } from '@tanstack/react-router';
import { CompanyPage } from '@/src/features/companies/company-page';
import { idPage } from '@/src/lib/route-params';

export const Route = createFileRoute('/admin/clients/$id/')({
  ...idPage('admin/company', 'Company', 'id'),
  component: function CompanyRoute() {
    const { id } = Route.useParams();
    // Keyed by id: moving to another company (the lead company's link) starts its page afresh.
    return <CompanyPage key={id} companyId={id} />;
  },
});
