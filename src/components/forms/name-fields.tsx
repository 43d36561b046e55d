import type { FieldMetadata } from '@conform-to/react';
import { FieldInput } from './field-input';

interface NameFieldsProps {
  firstName: FieldMetadata<unknown>;
  lastName: FieldMetadata<unknown>;
  /** The signed-in person's own name: the browser may fill it in. Someone else's is never autofilled. */
  own?: boolean;
}

/** A person's first and last name, up to 100 characters each (profile, fill-in, team user, company owner). */
export function NameFields({ firstName, lastName, own }: NameFieldsProps) {
  return (
    <>
      <FieldInput field={firstName} label="First name" autoComplete={own ? 'given-name' : 'off'} limit={100} />
      <FieldInput field={lastName} label="Last name" autoComplete={own ? 'family-name' : 'off'} limit={100} />
    </>
  );
}
