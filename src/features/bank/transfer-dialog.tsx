import { Button } from '@/src/components/ui/button';
import { needsServerMark } from '@/src/components/ui/online-only';
import { Modal } from '@/src/components/ui/modal';
import { Select } from '@/src/components/ui/select';
import { useTransferForm } from './use-transfer-form';
import { TextInput } from '@/src/components/ui/text-input';
import type { BalanceRecord } from '@/src/contracts/balances';
import type { Currency } from '@/src/contracts/money';
import { formatMoney } from '@/src/lib/money';
import { TransferConfirm } from './transfer-confirm';
import { targetsFor, TRANSFER_KIND_LABEL } from './transfer-pairs';
import { TransferQuoteSummary } from './transfer-quote-summary';
import { OFFLINE_REASON } from './offline-reason';
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
  const {
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
  } = useTransferForm({ accounts, initialFromId, onClose });

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
          {...needsServerMark}
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
        <Button onClick={confirm} loading={busy} disabled={!online} {...needsServerMark}>
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
