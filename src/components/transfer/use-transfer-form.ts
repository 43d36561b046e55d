import { useQuery, type UseMutationResult } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { ApiError } from '@/src/lib/api-error';
import { useIdempotencyKey } from '@/src/lib/idempotency-key';
import { QUOTE_DELAY_MS, useDebounced } from '@/src/lib/use-debounced';
import { useOnline } from '@/src/lib/use-online';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { fieldErrorsOf, parseQuoteKey, quoteKey, type TransferField } from './transfer-figures';
import { transferForm, quotableAmount, type TransferInput, type TransferValue } from './transfer-form-schema';
import { pickTarget, sourcesOf, transferKind, type TransferAccount } from './transfer-pairs';
import type { TransferQuoteQuery } from './transfer-quote-query';

/** What posts a transfer: the client's mutation or the staff's, both taking the body and its key. */
export type TransferPost = Pick<UseMutationResult<unknown, Error, TransferInput>, 'mutate' | 'isPending'>;

export interface TransferFormOptions {
  /** The company's open accounts; only the pairs money can move between are offered. */
  accounts: readonly TransferAccount[];
  initialFromId?: number;
  quoteQuery: TransferQuoteQuery;
  post: TransferPost;
  onClose: () => void;
}

type ServerErrors = { fields: Partial<Record<TransferField, string>>; general: string | null };
const NO_ERRORS: ServerErrors = { fields: {}, general: null };

/**
 * The state of a transfer between two of a company's accounts, for the client's dialog and the staff's:
 * a Conform form on the contract's schema (errors on blur, then on input), the chosen pair, the live quote
 * (asked after a pause in typing), the step (form or confirmation), the server's refusals on their fields,
 * and the posting with one Idempotency-Key per confirmation.
 */
export function useTransferForm({ accounts, initialFromId, quoteQuery, post, onClose }: TransferFormOptions) {
  const online = useOnline();
  const sources = useMemo(() => sourcesOf(accounts), [accounts]);
  const [fromId, setFromId] = useState(() => sources.find((a) => a.id === initialFromId)?.id ?? sources[0]?.id);
  const from = accounts.find((a) => a.id === fromId);
  const [toId, setToId] = useState(() => pickTarget(from, accounts, undefined));
  const to = accounts.find((a) => a.id === toId);
  const [amountText, setAmountText] = useState('');
  const [asking, setAsking] = useState<TransferValue | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerErrors>(NO_ERRORS);
  const idempotency = useIdempotencyKey();

  const amount = quotableAmount(amountText);
  const wanted = quoteKey(fromId, toId, amount);
  const settled = useDebounced(wanted, QUOTE_DELAY_MS);
  const quote = useQuery(quoteQuery(parseQuoteKey(settled)));
  const current = wanted !== '' && settled === wanted && !quote.isPlaceholderData && quote.isSuccess;
  const quoteError =
    quote.error instanceof ApiError && settled === wanted
      ? fieldErrorsOf(quote.error.message, quote.error.errors)
      : null;

  const { form, fields } = useSchemaForm({
    id: `transfer-${useId()}`,
    schema: transferForm,
    submit: async (value) => {
      if (!current || !online) return;
      // A new confirmation, a new key; a retry of this one (Confirm again) sends the same key.
      idempotency.renew();
      setAsking(value);
    },
  });

  /** The form's own check first, then the server's refusal, then what the quote was refused for. */
  const errorFor = (field: TransferField) => {
    const own = fields[field].errors?.[0];
    return own ?? serverErrors.fields[field] ?? quoteError?.fields[field];
  };

  const clearServerError = (field: TransferField) =>
    setServerErrors((previous) => ({ fields: { ...previous.fields, [field]: undefined }, general: null }));

  function chooseFrom(value: string) {
    const next = accounts.find((a) => a.id === Number(value));
    setFromId(next?.id);
    setToId(pickTarget(next, accounts, toId));
    setServerErrors(NO_ERRORS);
  }

  function chooseTo(value: string) {
    setToId(Number(value));
    setServerErrors(NO_ERRORS);
  }

  function typeAmount(value: string) {
    setAmountText(value);
    clearServerError('amount');
  }

  function confirm() {
    if (!asking || !online) return;
    post.mutate(
      { ...asking, idempotencyKey: idempotency.keyFor(asking) },
      {
        onSuccess: onClose,
        onError: (error) => {
          // 422 (insufficient funds, a closed account, a changed pair): back to the form, the message on its field.
          if (error instanceof ApiError && error.status === 422) {
            setServerErrors(fieldErrorsOf(error.message, error.errors));
            idempotency.renew();
            setAsking(null);
          }
        },
      },
    );
  }

  return {
    form,
    fields,
    online,
    sources,
    from,
    to,
    kind: from && to ? transferKind(from, to) : null,
    amountText,
    /** Waiting for the quote of what was typed: Continue shows its spinner. */
    quoting: amount !== null && !current && !quoteError,
    quote: quote.data && !quoteError ? quote.data : undefined,
    quoteUpdating: wanted !== settled || quote.isFetching,
    generalError: serverErrors.general,
    errorFor,
    chooseFrom,
    chooseTo,
    typeAmount,
    asking,
    back: () => setAsking(null),
    confirm,
    busy: post.isPending,
  };
}
