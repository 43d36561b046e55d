import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../components/layout/empty-section';
import { page } from '../../../lib/route-guard';

export const Route = createFileRoute('/_client/wallet/')({
  ...page('wallet', 'My wallet'),
  component: () => (
    <EmptySection
      description='Your cards will be listed here.'
    />
  ),
});
