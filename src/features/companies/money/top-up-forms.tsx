import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { SchemaForm } from '@/src/components/forms/schema-form';
import { FieldSelect } from '@/src/components/forms/field-select';
import { PAY_IN_SOURCE } from '@/src/contracts/payments';
import { cryptoTopUp, type cryptoTopUpBody, fiatTopUp, fiatTopUpBody } from '@/src/contracts/top-ups';
import { call } from '@/src/lib/api-client';
import { useIdempotencyKey } from '@/src/lib/idempotency-key';
import { formatMoney } from '@/src/lib/money';
import { FieldInput } from '@/src/components/forms/field-input';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import type { Currency } from '@/src/contracts/money';
import { AmountFields } from './amount-fields';
import { cryptoTopUpFormSchema, networkLabel, networksFor } from './crypto-network';
import { moneyQueries, useMoneyMutation } from './money-queries';
import blocks from '@/src/components/ui/page-blocks.module.css';

interface FormProps {
  formId: string;
  companyId: number;
  /** The dialog's footer holds the submit button: it shows the form's busy state. */
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}

const accountLabel = (account: { name: string; currencyCode: string; balance: string }) =>
  `${account.name} (${account.currencyCode}, balance ` +
  `${formatMoney(account.balance, account.currencyCode as Currency)})`;

/**
 * Spec 5: hash, amount, sourceId and accountId required; description optional. The network names the chain
 * the hash is on (unique per chain): chosen for a USDT account, fixed for a USDC one.
 */
export function CryptoTopUpForm({ formId, companyId, onBusy, onDone }: FormProps) {
  const accounts = useQuery(moneyQueries.sourceAccounts(companyId, PAY_IN_SOURCE.crypto));
  const [accountId, setAccountId] = useState('');
  // The schema reads the latest accounts through a ref, so it is made once and conform keeps one schema.
  const records = useRef(accounts.data?.records ?? []);
  records.current = accounts.data?.records ?? [];
  const schema = useMemo(
    () => cryptoTopUpFormSchema((id) => records.current.find((a) => a.id === id)?.currencyCode),
    [],
  );
  const networks = networksFor(records.current.find((a) => String(a.id) === accountId)?.currencyCode);
  const idempotency = useIdempotencyKey();
  const mutation = useMoneyMutation(companyId, (body: z.output<typeof cryptoTopUpBody>) =>
    call(cryptoTopUp, { params: { id: companyId }, body }, { headers: idempotency.headersFor({ companyId, ...body }) }),
  );
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: formId,
    schema,
    defaultValue: { sourceId: PAY_IN_SOURCE.crypto },
    submit: async (value) => {
      await mutation.mutateAsync(value);
      onDone();
    },
  });
  useEffect(() => onBusy(busy), [busy, onBusy]);
  const options = [
    { value: '', label: 'Choose an account' },
    ...(accounts.data?.records ?? []).map((a) => ({ value: String(a.id), label: accountLabel(a) })),
  ];

  return (
    <SchemaForm form={form} serverErrors={serverErrors} className={blocks.stack}>
      <input type="hidden" name={fields.sourceId.name} value={PAY_IN_SOURCE.crypto} />
      <FieldInput field={fields.hash} label="Transaction hash" limit={200} autoComplete="off" />
      <FieldSelect
        field={fields.accountId}
        label="Account"
        options={options}
        value={accountId}
        onValueChange={setAccountId}
        required
        caption={
          accounts.isError
            ? `The accounts could not be loaded. ${accounts.error.message}`
            : 'The USDT or USDC transit account to credit.'
        }
      />
      {networks.length > 1 ? (
        <FieldSelect
          field={fields.network}
          key={accountId}
          label="Network"
          options={[
            { value: '', label: 'Choose a network' },
            ...networks.map((n) => ({ value: n, label: networkLabel(n) })),
          ]}
          defaultValue=""
          required
          caption="The chain the transaction hash is on."
        />
      ) : networks.length === 1 ? (
        <>
          <input type="hidden" name={fields.network.name} value={networks[0]} />
          <p className={blocks.note}>Network: {networkLabel(networks[0]!)}, the only one this account is paid in on.</p>
          {(fields.network.errors ?? serverErrors.network) ? (
            <p role="alert" className={blocks.error}>
              {(fields.network.errors ?? serverErrors.network)![0]}
            </p>
          ) : null}
        </>
      ) : null}
      <AmountFields amount={fields.amount} description={fields.description} />
    </SchemaForm>
  );
}

/** Spec 5: amount and sourceId required; description optional. The source decides the account credited. */
export function FiatTopUpForm({ formId, companyId, sourceId, onBusy, onDone }: FormProps & { sourceId: number }) {
  const accounts = useQuery(moneyQueries.sourceAccounts(companyId, sourceId));
  const idempotency = useIdempotencyKey();
  const mutation = useMoneyMutation(companyId, (body: z.output<typeof fiatTopUpBody>) =>
    call(fiatTopUp, { params: { id: companyId }, body }, { headers: idempotency.headersFor({ companyId, ...body }) }),
  );
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: formId,
    schema: fiatTopUpBody,
    defaultValue: { sourceId },
    submit: async (value) => {
      await mutation.mutateAsync(value);
      onDone();
    },
  });
  useEffect(() => onBusy(busy), [busy, onBusy]);
  const credited = accounts.data?.records[0];

  return (
    <SchemaForm form={form} serverErrors={serverErrors} className={blocks.stack}>
      <input type="hidden" name={fields.sourceId.name} value={sourceId} />
      <p className={blocks.note} aria-live="polite">
        {accounts.isPending
          ? 'Finding the account this source credits…'
          : credited
            ? `Credits ${accountLabel(credited)}.`
            : 'The company has no transit account this source can credit.'}
      </p>
      {serverErrors.sourceId ? (
        <p role="alert" className={blocks.error}>
          {serverErrors.sourceId[0]}
        </p>
      ) : null}
      <AmountFields amount={fields.amount} description={fields.description} />
    </SchemaForm>
  );
}
