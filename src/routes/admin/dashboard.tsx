import { createFileRoute } from '@tanstack/react-router';
import { BusinessMetricsPage } from '../../features/business-metrics/business-metrics-page';
import { page } from '../../lib/route-guard';

export const Route = createFileRoute('/admin/dashboard')({
  ...page('admin/dashboard', 'Business metrics'),
  component: BusinessMetricsPage,
});
