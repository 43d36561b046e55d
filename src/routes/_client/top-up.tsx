import { createFileRoute } from '@tanstack/react-router';
import { TopUpPage } from '../../features/top-up/top-up-page';
import { page } from '../../lib/route-guard';

export const Route = createFileRoute('/_client/top-up')({
  ...page('top-up', 'Top up'),
  component: TopUpPage,
});
