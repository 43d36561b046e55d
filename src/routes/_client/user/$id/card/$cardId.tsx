import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../../../components/layout/empty-section';
import { page } from '../../../../../lib/route-guard';
import { idParams } from '../../../../../lib/route-params';

export const Route = createFileRoute('/_client/user/$id/card/$cardId')({
  ...page('team/user/card', 'Card'),
  params: idParams('id', 'cardId'),
  component: () => (
    <EmptySection
      description='The details, limits and payments of this card will be shown here.'
    />
  ),
});
