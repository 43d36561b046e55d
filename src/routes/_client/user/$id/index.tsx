import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../../components/layout/empty-section';
import { page } from '../../../../lib/route-guard';
import { idParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/_client/user/$id/')({
  ...page('team/user', 'User'),
  params: idParams('id'),
  component: () => (
    <EmptySection
      description="This user's profile, team and cards will be shown here."
    />
  ),
});
