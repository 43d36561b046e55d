import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_TABS } from '@/src/contracts/access';
import { SettingsPage } from '@/src/features/admin-settings/settings-page';
import { page } from '@/src/lib/route-guard';
import { optionalOneOf } from '@/src/lib/search-params';

export const Route = createFileRoute('/admin/settings/')({
  ...page('admin/settings', 'Settings'),
  validateSearch: (search: Record<string, unknown>) => ({ tab: optionalOneOf(SETTINGS_TABS)(search.tab) }),
  component: function SettingsRoute() {
    const { tab } = Route.useSearch();
    return <SettingsPage tab={tab} />;
  },
});
