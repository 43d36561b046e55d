import type { ComponentProps } from 'react';
import { FieldInput } from './field-input';

type NameInputProps = Omit<ComponentProps<typeof FieldInput>, 'limit' | 'autoComplete'>;

/**
 * The name a person gives a thing (a card, a team, a referral): the contracts' 100 characters at most, and never
 * filled in by the browser, which would offer a person's name or an address for it.
 */
export function NameInput(props: NameInputProps) {
  return <FieldInput limit={100} autoComplete="off" {...props} />;
}
