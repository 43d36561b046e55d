import { getFormProps } from '@conform-to/react';
import { FieldSelect } from '@/src/components/forms/field-select';
import { Button } from '@/src/components/ui/button';
import { Modal } from '@/src/components/ui/modal';
import { needsServerMark } from '@/src/components/ui/online-only';
import { TextInput } from '@/src/components/ui/text-input';
import { ACCOUNT_TYPE_LABEL } from '@/src/contracts/balances';
import { offline } from '@/src/contracts/messages';
import type { Currency } from '@/src/contracts/money';
import { formatMoney } from '@/src/lib/money';
import { TransferConfirm } from './transfer-confirm';
import { targetsFor, TRANSFER_KIND_LABEL, type TransferAccount } from './transfer-pairs';
import { TransferQuoteSummary } from './transfer-quote-summary';
import { useTransferForm, type TransferFormOptions } from './use-transfer-form';
import styles from './transfer-form.module.css';

const optionOf = (account: TransferAccount) => ({
  value: String(account.id),
  label:
    `${account.name} (${ACCOUNT_TYPE_LABEL[account.type] ?? 'Account'}) · ` +
    `${formatMoney(account.available, account.currencyCode as Currency)} available`,
});

const listed = (message: string | undefined) => (message ? [message] : undefined);

interface TransferFormDialogProps extends TransferFormOptions {
  /** Staff act for a company: its name under the title and in the confirmation. */
  behalfOf?: string;
}

/**
 * A transfer between two of a company's accounts, the client's and the staff's: only valid pairs are
 * offered, the quote follows the amount live, and a confirmation step says what will happen. One
 * Idempotency-Key per confirmation, kept for retries, so a repeated click or a lost answer never posts twice.
 */
export function TransferFormDialog({ behalfOf, ...options }: TransferFormDialogProps) {
  const transfer = useTransferForm(options);
  const { form, fields, from, to, quote, busy, online } = transfer;
  // The confirmation needs what it confirms: the pair and the quote the form was continued with.
  const confirming = transfer.asking !== null && quote !== undefined && from !== undefined && to !== undefined;

  const footer = confirming ? (
    <>
      <Button appearance="secondary" onClick={transfer.back} disabled={busy}>
        Back
      </Button>
      <Button onClick={transfer.confirm} loading={busy} disabled={!online} {...needsServerMark}>
        Confirm transfer
      </Button>
    </>
  ) : (
    <>
      <Button appearance="secondary" onClick={options.onClose}>
        Cancel
      </Button>
      <Button
        type="submit"
        form={form.id}
        disabled={!online || transfer.quoting}
        loading={transfer.quoting && transfer.quoteUpdating}
        {...needsServerMark}
      >
        Continue
      </Button>
    </>
  );

  return (
    <Modal
      open
      onClose={options.onClose}
      title={confirming ? 'Confirm the transfer' : 'Transfer funds'}
      subtitle={behalfOf}
      closeByButtonOnly={busy || confirming}
      footer={footer}
      size="m"
    >
      {!online && (
        <p role="status" className={styles.offline}>
          {offline.transfers}
        </p>
      )}
      {transfer.generalError && (
        <p role="alert" className={styles.error}>
          {transfer.generalError}
        </p>
      )}
      {confirming && quote && from && to ? (
        <TransferConfirm quote={quote} from={from} to={to} behalfOf={behalfOf} />
      ) : null}
      {transfer.sources.length === 0 ? (
        <p>
          There is no pair of accounts money can move between: a transfer needs a transit account and a BIN account of
          its currency, or two transit accounts.
        </p>
      ) : (
        <form {...getFormProps(form)} className={styles.form} hidden={confirming}>
          <FieldSelect
            field={fields.fromAccountId}
            label="From"
            required
            options={transfer.sources.map(optionOf)}
            value={String(from?.id ?? '')}
            onValueChange={transfer.chooseFrom}
            errors={listed(transfer.errorFor('fromAccountId'))}
          />
          <FieldSelect
            field={fields.toAccountId}
            label="To"
            required
            options={targetsFor(from, options.accounts).map(optionOf)}
            value={String(to?.id ?? '')}
            onValueChange={transfer.chooseTo}
            caption={transfer.kind ? TRANSFER_KIND_LABEL[transfer.kind] : undefined}
            errors={listed(transfer.errorFor('toAccountId'))}
          />
          <TextInput
            id={fields.amount.id}
            name={fields.amount.name}
            label={`Amount${from ? ` (${from.currencyCode})` : ''}`}
            required
            inputMode="decimal"
            autoComplete="off"
            value={transfer.amountText}
            pattern={/[0-9.,\s]/}
            limit={20}
            onValueChange={transfer.typeAmount}
            caption={from ? `Available: ${formatMoney(from.available, from.currencyCode as Currency)}` : undefined}
            errors={listed(transfer.errorFor('amount'))}
          />
          <TextInput
            id={fields.description.id}
            name={fields.description.name}
            key={fields.description.key}
            label="Description"
            limit={500}
            caption="Optional: shown in both statements."
            errors={fields.description.errors}
          />
          <TransferQuoteSummary quote={quote} from={from} to={to} updating={transfer.quoteUpdating} />
        </form>
      )}
    </Modal>
  );
}
