import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../components/layout/empty-section';
import { page } from '../../../lib/route-guard';

export const Route = createFileRoute('/_client/bank/')({
  ...page('bank', 'Bank'),
  component: () => (
    <EmptySection
      description='Your transit and BIN accounts, with their balances, will be listed here.'
    />
  ),
});
