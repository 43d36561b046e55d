import { createFileRoute } from '@tanstack/react-router';
import { AddCardPage } from '@/src/features/cards/add-card-page';
import { page } from '@/src/lib/route-guard';

export const Route = createFileRoute('/_client/wallet/add-new-card')({
  ...page('wallet/add-new-card', 'Add new card'),
  component: AddCardPage,
});
