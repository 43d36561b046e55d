import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/src/features/dashboard/dashboard-page';
import { page } from '@/src/lib/route-guard';

export const Route = createFileRoute('/_client/dashboard')({
  ...page('dashboard', 'Dashboard'),
  component: DashboardPage,
});
