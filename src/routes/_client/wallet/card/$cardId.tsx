import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../../components/layout/empty-section';
import { page } from '../../../../lib/route-guard';
import { idParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/_client/wallet/card/$cardId')({
  ...page('wallet/card', 'Card'),
  params: idParams('cardId'),
  component: () => (
    <EmptySection
      description='The details, limits and payments of this card will be shown here.'
    />
  ),
});
