import { createFileRoute } from '@tanstack/react-router';
import { TariffCreatePage } from '@/src/features/admin-settings/tariff-create-page';
import { page } from '@/src/lib/route-guard';

export const Route = createFileRoute('/admin/settings/tariff/create')({
  ...page('admin/settings', 'Create tariff scale'),
  component: TariffCreatePage,
});
