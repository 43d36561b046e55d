import type { FieldMetadata } from '@conform-to/react';
import { FieldInput } from '@/src/components/forms/field-input';

interface AmountFieldsProps {
  amount: FieldMetadata<unknown>;
  description: FieldMetadata<unknown>;
  amountCaption?: string;
  /** Replaces the amount's wired errors (a withdrawal also shows the refusal of the server's balance check). */
  amountErrors?: string[];
}

/** The amount and the optional description, as a top-up (crypto or fiat) and a withdrawal ask them (spec 5). */
export function AmountFields({ amount, description, amountCaption, amountErrors }: AmountFieldsProps) {
  return (
    <>
      <FieldInput
        field={amount}
        {...(amountErrors ? { errors: amountErrors } : {})}
        label="Amount"
        decimal
        caption={amountCaption ?? 'At most 2 decimals.'}
      />
      <FieldInput field={description} label="Description" type="textarea" rows={2} limit={500} />
    </>
  );
}
