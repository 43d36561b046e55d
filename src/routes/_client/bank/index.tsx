import { createFileRoute } from '@tanstack/react-router';
import { BankPage } from '../../../features/bank/bank-page';
import { page } from '../../../lib/route-guard';

export const Route = createFileRoute('/_client/bank/')({
  ...page('bank', 'Bank'),
  component: BankPage,
});
