import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SETTINGS_TABS } from '../../../contracts/access';
import { SettingsPage } from '../../../features/admin-settings/settings-page';
import { page } from '../../../lib/route-guard';

export const Route = createFileRoute('/admin/settings/')({
  ...page('admin/settings', 'Settings'),
  validateSearch: z.object({ tab: z.enum(SETTINGS_TABS).optional().catch(undefined) }),
  component: function SettingsRoute() {
    const { tab } = Route.useSearch();
    return <SettingsPage tab={tab} />;
  },
});
