import { useQuery } from '@tanstack/react-query';
import { TransferFormDialog } from '@/src/components/transfer/transfer-form-dialog';
import type { TransferInput } from '@/src/components/transfer/transfer-form-schema';
import { LoadError } from '@/src/components/ui/load-error';
import { Modal } from '@/src/components/ui/modal';
import { Spinner } from '@/src/components/ui/spinner';
import { initTransfer } from '@/src/contracts/transfers';
import { call } from '@/src/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/src/lib/idempotency-key';
import { moneyQueries, useMoneyMutation } from './money-queries';
import type { MoneyDialogProps } from './money-dialog-props';

/**
 * Staff move money between two of the company's open accounts on its behalf (spec 7 init-transfer): the
 * shared transfer form on the back-office endpoints, once the company's accounts are known.
 */
export function TransferDialog({ companyId, companyName, onClose }: MoneyDialogProps) {
  const accounts = useQuery(moneyQueries.accounts(companyId));
  const transfer = useMoneyMutation(companyId, ({ idempotencyKey, ...body }: TransferInput) =>
    // 422 (say, more than is available) goes back to the form, on the field it names, not as a toast.
    call(
      initTransfer,
      { params: { id: companyId }, body },
      { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, suppressToast: [422] },
    ),
  );
  if (!accounts.data) {
    return (
      <Modal open onClose={onClose} title="Transfer funds" subtitle={companyName} size="m">
        {accounts.error ? <LoadError what="accounts" error={accounts.error} /> : <Spinner label="Loading accounts" />}
      </Modal>
    );
  }
  return (
    <TransferFormDialog
      accounts={accounts.data.records.filter((account) => !account.closed)}
      quoteQuery={moneyQueries.quote(companyId)}
      post={transfer}
      behalfOf={companyName}
      onClose={onClose}
    />
  );
}
