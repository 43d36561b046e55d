import type { FieldMetadata } from '@conform-to/react';
import { textField } from '@/src/lib/form-fields';
import { TextInput } from '@/src/components/ui/text-input';

interface NewPasswordFieldsProps {
  password: FieldMetadata<string>;
  confirmation: FieldMetadata<string>;
  serverErrors: Record<string, string[]>;
  confirmationLabel: string;
}

const RULE = 'At least 8 characters, with an uppercase and a lowercase letter, a digit and a special symbol';

/** A new password typed twice, with the strong-password rule of spec 5 beside it (set, reset and change). */
export function NewPasswordFields({ password, confirmation, serverErrors, confirmationLabel }: NewPasswordFieldsProps) {
  return (
    <>
      <TextInput
        {...textField(password, serverErrors)}
        key={password.key}
        label="New password"
        type="password"
        autoComplete="new-password"
        caption={RULE}
      />
      <TextInput
        {...textField(confirmation, serverErrors)}
        key={confirmation.key}
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
