import { TransferFormDialog } from '@/src/components/transfer/transfer-form-dialog';
import type { BalanceRecord } from '@/src/contracts/balances';
import { bankQueries, useTransfer } from './queries';

interface TransferDialogProps {
  /** The company's open accounts, as the balance endpoint gives them. */
  accounts: readonly BalanceRecord[];
  initialFromId?: number;
  onClose: () => void;
}

/** A client moves money between their company's own accounts (the shared transfer form, the client's endpoints). */
export function TransferDialog({ accounts, initialFromId, onClose }: TransferDialogProps) {
  const transfer = useTransfer();
  return (
    <TransferFormDialog
      accounts={accounts.map((account) => ({ ...account, type: account.type.value }))}
      initialFromId={initialFromId}
      quoteQuery={bankQueries.quote}
      post={transfer}
      onClose={onClose}
    />
  );
}
