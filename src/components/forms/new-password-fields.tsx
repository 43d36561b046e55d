import type { FieldMetadata } from '@conform-to/react';

interface NewPasswordFieldsProps {
  password: FieldMetadata<string>;
  confirmation: FieldMetadata<string>;
  confirmationLabel: string;
}

const RULE = 'At least 8 characters, with an uppercase and a lowercase letter, a digit and a special symbol';

/** A new password typed twice, with the strong-password rule of spec 5 beside it (set, reset and change). */
export function NewPasswordFields({ password, confirmation, confirmationLabel }: NewPasswordFieldsProps) {
  return (
    <>
      <FieldInput field={password} label="New password" type="password" autoComplete="new-password" caption={RULE} />
      <FieldInput field={confirmation} label={confirmationLabel} type="password" autoComplete="new-password" />
    </>
  );
}
import { FieldInput } from '@/src/components/forms/field-input';
