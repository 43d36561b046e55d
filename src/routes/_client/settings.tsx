import { createFileRoute } from '@tanstack/react-router';
import { ProfileSettingsPage } from '@/src/features/profile-settings/profile-settings-page';
import { page } from '@/src/lib/route-guard';

export const Route = createFileRoute('/_client/settings')({
  ...page('settings', 'Settings'),
  component: ProfileSettingsPage,
});
