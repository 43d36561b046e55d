import { createFileRoute } from '@tanstack/react-router';
import { BankPage } from '@/src/features/bank/bank-page';
import { page } from '@/src/lib/route-guard';

export const Route = createFileRoute('/_client/bank/')({
  ...page('bank', 'Bank'),
  component: BankPage,
});
