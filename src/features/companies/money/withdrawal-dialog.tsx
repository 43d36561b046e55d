import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { SchemaForm } from '@/src/components/forms/schema-form';
import { FieldSelect } from '@/src/components/forms/field-select';
import { Button } from '@/src/components/ui/button';
import { FormDialogFooter } from '@/src/components/ui/form-dialog-footer';
import { Modal } from '@/src/components/ui/modal';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import type { Currency } from '@/src/contracts/money';
import { createWithdrawal, withdrawalBody } from '@/src/contracts/top-ups';
import { call } from '@/src/lib/api-client';
import { ApiError } from '@/src/lib/api-error';
import { useIdempotencyKey } from '@/src/lib/idempotency-key';
import { formatMoney } from '@/src/lib/money';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { AmountFields } from './amount-fields';
import { moneyQueries, useMoneyMutation } from './money-queries';
import styles from '@/src/features/companies/company-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';
import type { MoneyDialogProps } from './money-dialog-props';

type Withdrawal = z.output<typeof withdrawalBody>;

/**
 * A withdrawal from one of the company's transit accounts (staff with admin_withdrawal): the form, then a
 * confirmation saying what will happen. The amount is held at once; role 1 accepts (it leaves) or
 * declines (it is available again).
 */
export function WithdrawalDialog({ companyId, companyName, onClose }: MoneyDialogProps) {
  const accounts = useQuery(moneyQueries.accounts(companyId));
  const transit = (accounts.data?.records ?? []).filter((a) => a.type === 0 && !a.closed);
  const [asking, setAsking] = useState<Withdrawal | null>(null);
  const idempotency = useIdempotencyKey();
  const mutation = useMoneyMutation(companyId, (body: Withdrawal) =>
    call(createWithdrawal, { body }, { headers: idempotency.headersFor(body) }),
  );
  const { form, fields, serverErrors } = useSchemaForm({
    id: `withdrawal-${companyId}`,
    schema: withdrawalBody,
    defaultValue: { companyId },
    submit: async (value) => setAsking(value),
  });
  const apiErrors = mutation.error instanceof ApiError ? mutation.error.errors : undefined;
  const account = asking ? transit.find((a) => a.id === asking.accountId) : undefined;
  const options = [
    { value: '', label: 'Choose an account' },
    ...transit.map((a) => ({
      value: String(a.id),
      label: `${a.name} (available ${formatMoney(a.available, a.currencyCode as Currency)})`,
    })),
  ];

  const confirm = () =>
    asking &&
    mutation.mutate(asking, {
      onSuccess: onClose,
      // A refusal (say, more than is available) goes back to the form, with the field's message on it.
      onError: () => setAsking(null),
    });

  return (
    <Modal
      open
      onClose={onClose}
      title={asking ? 'Confirm the withdrawal' : 'Withdraw funds'}
      subtitle={companyName}
      closeByButtonOnly
      footer={
        asking ? (
          <>
            <Button appearance="secondary" onClick={() => setAsking(null)} disabled={mutation.isPending}>
              Back
            </Button>
            <OnlineOnlyButton appearance="danger" onClick={confirm} loading={mutation.isPending}>
              Withdraw
            </OnlineOnlyButton>
          </>
        ) : (
          <FormDialogFooter formId={form.id} submitLabel="Continue" busy={false} onCancel={onClose} />
        )
      }
    >
      {asking ? (
        <p className={`${blocks.warning} ${styles.strongWarning}`}>
          {formatMoney(asking.amount, (account?.currencyCode ?? 'EUR') as Currency)} will be withdrawn from{' '}
          {account?.name ?? `account ${asking.accountId}`} of {companyName}. The amount is held at once and leaves the
          account when the main administrator accepts the withdrawal.
        </p>
      ) : null}
      <SchemaForm form={form} serverErrors={serverErrors} className={blocks.stack} hidden={asking !== null}>
        <input type="hidden" name={fields.companyId.name} value={companyId} />
        <FieldSelect
          field={fields.accountId}
          label="Transit account"
          options={options}
          defaultValue=""
          required
          errors={fields.accountId.errors ?? apiErrors?.accountId ?? serverErrors.accountId}
          caption={accounts.isError ? `The accounts could not be loaded. ${accounts.error.message}` : undefined}
        />
        <AmountFields
          amount={fields.amount}
          description={fields.description}
          amountErrors={fields.amount.errors ?? apiErrors?.amount}
          amountCaption="At most 2 decimals, no more than is available."
        />
      </SchemaForm>
    </Modal>
  );
}
