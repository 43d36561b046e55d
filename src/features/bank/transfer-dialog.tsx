import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { Modal } from '@/src/components/ui/modal';
import { Select } from '@/src/components/ui/select';
import { TextInput } from '@/src/components/ui/text-input';
import type { BalanceRecord } from '@/src/contracts/balances';
import type { Currency } from '@/src/contracts/money';
import { ApiError } from '@/src/lib/api-error';
import { useIdempotencyKey } from '@/src/lib/idempotency-key';
import { formatMoney } from '@/src/lib/money';
import { useOnline } from '@/src/lib/use-online';
import { checkAmountInput } from './amount-input';
import { bankQueries, useTransfer } from './queries';
import { TransferConfirm } from './transfer-confirm';
import { fieldErrorsOf, parseQuoteKey, quoteKey, type TransferField } from './transfer-figures';
import { pickTarget, sourcesOf, targetsFor, TRANSFER_KIND_LABEL, transferKind } from './transfer-pairs';
import { TransferQuoteSummary } from './transfer-quote-summary';
import { OFFLINE_REASON } from './offline-reason';
import { QUOTE_DELAY_MS, useDebounced } from '@/src/lib/use-debounced';
import styles from './transfer-dialog.module.css';

const optionOf = (account: BalanceRecord) => ({
  value: String(account.id),
  label:
    `${account.name} (${account.type.description}) · ` +
    `${formatMoney(account.available, account.currencyCode as Currency)} available`,
});

interface TransferDialogProps {
  /** The company's open accounts, as the balance endpoint gives them. */
  accounts: readonly BalanceRecord[];
  initialFromId?: number;
  onClose: () => void;
}

/**
 * Transfer between the company's own accounts: only valid pairs are offered, the quote follows the
 * amount live, and a confirmation step says what will happen. One Idempotency-Key per confirmation, kept
 * for retries, so a repeated click or a lost answer never posts twice.
 */
export function TransferDialog({ accounts, initialFromId, onClose }: TransferDialogProps) {
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

  const footer =
    step === 'form' ? (
      <>
        <Button appearance="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          form={formId}
          disabled={!online || (amount.ok && !current && !quoteError)}
          loading={amount.ok && wanted !== '' && !current && !quoteError}
        >
          Continue
        </Button>
      </>
    ) : (
      <>
        <Button appearance="secondary" onClick={() => setStep('form')} disabled={busy}>
          Back
        </Button>
        <Button onClick={confirm} loading={busy} disabled={!online}>
          Confirm transfer
        </Button>
      </>
    );

  return (
    <Modal
      open
      onClose={onClose}
      title={step === 'form' ? 'Transfer funds' : 'Confirm the transfer'}
      closeByButtonOnly={busy || step === 'confirm'}
      footer={footer}
      size="m"
    >
      {!online && (
        <p role="status" className={styles.offline}>
          {OFFLINE_REASON}
        </p>
      )}
      {serverErrors.general && (
        <p role="alert" className={styles.error}>
          {serverErrors.general}
        </p>
      )}
      {step === 'confirm' && quote.data && from && to ? (
        <TransferConfirm quote={quote.data} from={from} to={to} />
      ) : sources.length === 0 ? (
        <p>
          There is no pair of accounts money can move between: a transfer needs a transit account and a BIN account of
          its currency, or two transit accounts.
        </p>
      ) : (
        <form
          id={formId}
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            toConfirm();
          }}
        >
          <Select
            label="From"
            required
            options={sources.map(optionOf)}
            value={String(fromId ?? '')}
            onValueChange={chooseFrom}
            errors={errorFor('fromAccountId') ? [errorFor('fromAccountId')!] : undefined}
          />
          <Select
            label="To"
            required
            options={targetsFor(from, accounts).map(optionOf)}
            value={String(toId ?? '')}
            onValueChange={(value) => {
              setToId(Number(value));
              clearServerErrors();
            }}
            caption={kind ? TRANSFER_KIND_LABEL[kind] : undefined}
            errors={errorFor('toAccountId') ? [errorFor('toAccountId')!] : undefined}
          />
          <TextInput
            label={`Amount${from ? ` (${from.currencyCode})` : ''}`}
            required
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            pattern={/[0-9.,\s]/}
            limit={20}
            onValueChange={(value) => {
              setAmountText(value);
              setServerErrors((previous) => ({ ...previous, fields: { ...previous.fields, amount: undefined } }));
            }}
            onBlur={() => setAmountTouched(amountText !== '')}
            caption={from ? `Available: ${formatMoney(from.available, from.currencyCode as Currency)}` : undefined}
            errors={amountError ? [amountError] : undefined}
          />
          <TextInput
            label="Description"
            value={description}
            onValueChange={setDescription}
            limit={500}
            caption="Optional: shown in both statements."
          />
          <TransferQuoteSummary
            quote={quote.data && !quoteError ? quote.data : undefined}
            from={from}
            to={to}
            updating={wanted !== settled || quote.isFetching}
          />
        </form>
      )}
    </Modal>
  );
}
