import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { BalanceRecord } from '@/src/contracts/balances';
import { ApiError } from '@/src/lib/api-error';
import { useIdempotencyKey } from '@/src/lib/idempotency-key';
import { QUOTE_DELAY_MS, useDebounced } from '@/src/lib/use-debounced';
import { useOnline } from '@/src/lib/use-online';
import { checkAmountInput } from './amount-input';
import { bankQueries, useTransfer } from './queries';
import { fieldErrorsOf, parseQuoteKey, quoteKey, type TransferField } from './transfer-figures';
import { pickTarget, sourcesOf, transferKind } from './transfer-pairs';

/**
 * The state of a client's transfer between their own accounts: the chosen pair, the amount and its live
 * quote (asked after a pause in typing), the step (form or confirmation), the server's refusals on their
 * fields, and the posting with one Idempotency-Key per confirmation. TransferDialog renders it.
 */
export function useTransferForm({
  accounts,
  initialFromId,
  onClose,
}: {
  accounts: readonly BalanceRecord[];
  initialFromId?: number;
  onClose: () => void;
}) {
  const formId = useId();
  const online = useOnline();
  const sources = useMemo(() => sourcesOf(accounts), [accounts]);
  const [fromId, setFromId] = useState(() => sources.find((a) => a.id === initialFromId)?.id ?? sources[0]?.id);
  const from = accounts.find((a) => a.id === fromId);
  const [toId, setToId] = useState(() => pickTarget(from, accounts, undefined));
  const to = accounts.find((a) => a.id === toId);
  const [amountText, setAmountText] = useState('');
  const [amountTouched, setAmountTouched] = useState(false);
  const [description, setDescription] = useState('');
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [serverErrors, setServerErrors] = useState<{
    fields: Partial<Record<TransferField, string>>;
    general: string | null;
  }>({ fields: {}, general: null });
  const idempotency = useIdempotencyKey();
  const transfer = useTransfer();

  const amount = checkAmountInput(amountText);
  const wanted = quoteKey(fromId, toId, amount.ok ? amount.value : null);
  const settled = useDebounced(wanted, QUOTE_DELAY_MS);
  const quote = useQuery(bankQueries.quote(parseQuoteKey(settled)));
  const current = wanted !== '' && settled === wanted && !quote.isPlaceholderData && quote.isSuccess;
  const quoteError =
    quote.error instanceof ApiError && settled === wanted
      ? fieldErrorsOf(quote.error.message, quote.error.errors)
      : null;

  const errorFor = (field: TransferField) => serverErrors.fields[field] ?? quoteError?.fields[field];
  const amountError = (amountTouched && !amount.ok ? amount.message : undefined) ?? errorFor('amount');

  function clearServerErrors() {
    setServerErrors({ fields: {}, general: null });
  }

  function chooseFrom(value: string) {
    const next = accounts.find((a) => a.id === Number(value));
    setFromId(next?.id);
    setToId(pickTarget(next, accounts, toId));
    clearServerErrors();
  }

  function toConfirm() {
    setAmountTouched(true);
    if (!amount.ok || !current || !online) return;
    // A new confirmation, a new key; a retry of this one (Confirm again) sends the same key.
    idempotency.renew();
    setStep('confirm');
  }

  function confirm() {
    if (!from || !to || !amount.ok || !online) return;
    const body = {
      fromAccountId: from.id,
      toAccountId: to.id,
      amount: amount.value,
      description: description.trim() || undefined,
    };
    transfer.mutate(
      { ...body, idempotencyKey: idempotency.keyFor(body) },
      {
        onSuccess: onClose,
        onError: (error) => {
          // 422 (insufficient funds, a closed account, a changed pair): back to the form, the message on its field.
          if (error instanceof ApiError && error.status === 422) {
            setServerErrors(fieldErrorsOf(error.message, error.errors));
            idempotency.renew();
            setStep('form');
          }
        },
      },
    );
  }

  const kind = from && to ? transferKind(from, to) : null;
  const busy = transfer.isPending;

  return {
    formId,
    online,
    sources,
    fromId,
    from,
    toId,
    setToId,
    to,
    amountText,
    setAmountText,
    setAmountTouched,
    description,
    setDescription,
    step,
    setStep,
    serverErrors,
    setServerErrors,
    amount,
    wanted,
    settled,
    quote,
    current,
    quoteError,
    errorFor,
    amountError,
    clearServerErrors,
    chooseFrom,
    toConfirm,
    confirm,
    kind,
    busy,
  };
}
