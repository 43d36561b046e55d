import { createFileRoute } from '@tanstack/react-router';
import { BusinessMetricsPage } from '@/src/features/business-metrics/business-metrics-page';
import { page } from '@/src/lib/route-guard';

export const Route = createFileRoute('/admin/dashboard')({
  ...page('admin/dashboard', 'Business metrics'),
  component: BusinessMetricsPage,
});
