import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../components/layout/empty-section';
import { page } from '../../../lib/route-guard';

export const Route = createFileRoute('/_client/wallet/add-new-card')({
  ...page('wallet/add-new-card', 'Add new card'),
  component: () => (
    <EmptySection
      description='Card issuing opens here once BIN sets are assigned to your company.'
    />
  ),
});
