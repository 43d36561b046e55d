import type { FieldMetadata } from '@conform-to/react';
import { FieldInput } from '@/src/components/forms/field-input';
import { FieldSelect } from '@/src/components/forms/field-select';
import type { SelectOption } from '@/src/components/ui/select';

interface LimitRaiseFieldsProps {
  limit: FieldMetadata<unknown>;
  amount: FieldMetadata<unknown>;
  /** The limits that can be raised, each labelled with what it is now. */
  options: SelectOption[];
  defaultLimit: string;
  currency: string;
  amountCaption: string;
  /** Replaces the limit select's wired errors (a person's limit also shows the server's word on the person). */
  limitErrors?: string[];
}

/** Which limit to raise and the new amount: the pair both "Ask for a higher limit" dialogs (card, person) ask. */
export function LimitRaiseFields(props: LimitRaiseFieldsProps) {
  return (
    <>
      <FieldSelect
        field={props.limit}
        label="Limit"
        required
        defaultValue={props.defaultLimit}
        options={props.options}
        {...(props.limitErrors ? { errors: props.limitErrors } : {})}
      />
      <FieldInput
        field={props.amount}
        label={`New limit, ${props.currency}`}
        decimal
        pattern={/[0-9.,]/}
        caption={props.amountCaption}
      />
    </>
  );
}
