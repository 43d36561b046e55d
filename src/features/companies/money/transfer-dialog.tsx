import { getFormProps } from '@conform-to/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/src/components/ui/button';
import { FormDialogFooter } from '@/src/components/ui/form-dialog-footer';
import { Modal } from '@/src/components/ui/modal';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import { Select } from '@/src/components/ui/select';
import { TextInput } from '@/src/components/ui/text-input';
import type { Currency } from '@/src/contracts/money';
import { initTransfer, transferBody } from '@/src/contracts/transfers';
import { call } from '@/src/lib/api-client';
import { ApiError } from '@/src/lib/api-error';
import { textField } from '@/src/lib/form-fields';
import { useIdempotencyKey } from '@/src/lib/idempotency-key';
import { formatMoney } from '@/src/lib/money';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { moneyQueries, useMoneyMutation } from './money-queries';
import { QuoteSummary } from './quote-summary';
import { useTransferQuote } from './use-transfer-quote';
import styles from '@/src/features/companies/company-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

type Transfer = z.output<typeof transferBody>;

interface TransferDialogProps {
  companyId: number;
  companyName: string;
  onClose: () => void;
}

/**
 * Staff move money between two of the company's open accounts on its behalf (spec 7 init-transfer):
 * transit → BIN less the service fee, BIN → transit, or a conversion between transit accounts. The live
 * quote shows what arrives; the confirmation repeats it before anything moves.
 */
export function TransferDialog({ companyId, companyName, onClose }: TransferDialogProps) {
  const accounts = useQuery(moneyQueries.accounts(companyId));
  const open = (accounts.data?.records ?? []).filter((a) => !a.closed);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [asking, setAsking] = useState<Transfer | null>(null);
  const quote = useTransferQuote(companyId, {
    fromAccountId: Number(from) || undefined,
    toAccountId: Number(to) || undefined,
    amount,
  });
  const idempotency = useIdempotencyKey();
  const mutation = useMoneyMutation(companyId, (body: Transfer) =>
    call(
      initTransfer,
      { params: { id: companyId }, body },
      { headers: idempotency.headersFor({ companyId, ...body }) },
    ),
  );
  const { form, fields, serverErrors } = useSchemaForm({
    id: `transfer-${companyId}`,
    schema: transferBody,
    submit: async (value) => setAsking(value),
  });
  const apiErrors = mutation.error instanceof ApiError ? mutation.error.errors : undefined;
  const quoteErrors = quote.error instanceof ApiError ? quote.error.errors : undefined;
  const options = (placeholder: string) => [
    { value: '', label: placeholder },
    ...open.map((a) => ({
      value: String(a.id),
      label: `${a.name} (available ${formatMoney(a.available, a.currencyCode as Currency)})`,
    })),
  ];
  const nameOf = (id: number) => open.find((a) => a.id === id)?.name ?? `account ${id}`;

  const confirm = () => asking && mutation.mutate(asking, { onSuccess: onClose, onError: () => setAsking(null) });

  return (
    <Modal
      open
      onClose={onClose}
      title={asking ? 'Confirm the transfer' : 'Transfer funds'}
      subtitle={companyName}
      closeByButtonOnly
      size="m"
      footer={
        asking ? (
          <>
            <Button appearance="secondary" onClick={() => setAsking(null)} disabled={mutation.isPending}>
              Back
            </Button>
            <OnlineOnlyButton onClick={confirm} loading={mutation.isPending}>
              Transfer
            </OnlineOnlyButton>
          </>
        ) : (
          <FormDialogFooter formId={form.id} submitLabel="Continue" busy={false} onCancel={onClose} />
        )
      }
    >
      {asking ? (
        <div className={styles.dialogBody}>
          <p className={styles.warning}>
            From {nameOf(asking.fromAccountId)} to {nameOf(asking.toAccountId)} of {companyName}, on the company's
            behalf.
          </p>
          {quote.data ? <QuoteSummary quote={quote.data} /> : null}
        </div>
      ) : null}
      <form {...getFormProps(form)} className={blocks.stack} hidden={asking !== null}>
        <div className={styles.twoColumns}>
          <Select
            id={fields.fromAccountId.id}
            name={fields.fromAccountId.name}
            label="From account"
            options={options('Choose an account')}
            value={from}
            onValueChange={setFrom}
            required
            errors={fields.fromAccountId.errors ?? apiErrors?.fromAccountId ?? serverErrors.fromAccountId}
          />
          <Select
            id={fields.toAccountId.id}
            name={fields.toAccountId.name}
            label="To account"
            options={options('Choose an account')}
            value={to}
            onValueChange={setTo}
            required
            errors={fields.toAccountId.errors ?? apiErrors?.toAccountId ?? quoteErrors?.toAccountId}
          />
        </div>
        <TextInput
          {...textField(fields.amount)}
          defaultValue={undefined}
          value={amount}
          onValueChange={setAmount}
          errors={fields.amount.errors ?? apiErrors?.amount ?? quoteErrors?.amount}
          key={fields.amount.key}
          label="Amount"
          inputMode="decimal"
          autoComplete="off"
          caption="In the currency of the account it leaves; at most 2 decimals."
        />
        <div aria-live="polite">
          {quote.data ? (
            <QuoteSummary quote={quote.data} stale={quote.isFetching} />
          ) : quote.isFetching ? (
            <p className={blocks.note}>Working out the transfer…</p>
          ) : null}
        </div>
        <TextInput
          {...textField(fields.description, serverErrors)}
          key={fields.description.key}
          label="Description"
          type="textarea"
          rows={2}
          limit={500}
        />
      </form>
    </Modal>
  );
}
