import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../components/layout/empty-section';
import { page } from '../../lib/route-guard';

export const Route = createFileRoute('/_client/settings')({
  ...page('settings', 'Settings'),
  component: () => (
    <EmptySection
      description='Your profile, timezone, password and sign-in settings will be here.'
    />
  ),
});
