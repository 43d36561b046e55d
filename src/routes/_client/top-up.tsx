import { createFileRoute } from '@tanstack/react-router';
import { TopUpPage } from '@/src/features/top-up/top-up-page';
import { page } from '@/src/lib/route-guard';

export const Route = createFileRoute('/_client/top-up')({
  ...page('top-up', 'Top up'),
  component: TopUpPage,
});
