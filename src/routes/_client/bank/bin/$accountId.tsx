import { createFileRoute } from '@tanstack/react-router';
import { EmptySection } from '../../../../components/layout/empty-section';
import { page } from '../../../../lib/route-guard';
import { idParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/_client/bank/bin/$accountId')({
  ...page('bank/account', 'Account'),
  params: idParams('accountId'),
  component: () => (
    <EmptySection
      description='The statement of this BIN account will be shown here.'
    />
  ),
});
